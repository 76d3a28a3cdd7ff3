// Offering to install the app: after a customer's order, never before, and never again once they
// said no. Chromium-based browsers hand over a `beforeinstallprompt` event to replay on a tap; Safari
// has none, so its users get the steps to add HomePlate to the Home Screen instead.
import { useSyncExternalStore } from "react";

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

const DISMISSED = "homeplate.install.dismissed";
let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps the browser's install prompt for later (called once at start). */
export function captureInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    dismissInstall();
  });
}

const installed = () =>
  window.matchMedia?.("(display-mode: standalone)").matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
const isIosSafari = () => /iP(hone|ad|od)/.test(navigator.userAgent) && !/CriOS|FxiOS/.test(navigator.userAgent);

export type InstallOffer = "prompt" | "ios" | null;

/** How the app can be offered now: the browser's prompt, Safari's steps, or not at all. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      if (installed() || localStorage.getItem(DISMISSED)) return null;
      if (deferred) return "prompt";
      return isIosSafari() ? "ios" : null;
    },
    () => null,
  );
}

/** The user's tap on Install: the browser's own dialog; either answer ends the offer. */
export async function install() {
  if (!deferred) return;
  const event = deferred;
  deferred = null;
  await event.prompt();
  await event.userChoice.catch(() => null);
  dismissInstall();
}

/** 'Not now': the offer is not made again on this device. */
export function dismissInstall() {
  localStorage.setItem(DISMISSED, new Date().toISOString());
  changed();
}
