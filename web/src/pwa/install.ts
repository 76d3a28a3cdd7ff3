// Offering to install the app: after a customer's order, never before, and never again once they
// said no. Chromium-based browsers hand over a `beforeinstallprompt` event (kept by installCapture.ts)
// to replay on a tap; Safari has none, so its users get the steps to add HomePlate to the Home Screen.
import { useSyncExternalStore } from "react";
import { DISMISSED, deferredPrompt, onInstallPromptChange, takeDeferredPrompt } from "./installCapture";

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
onInstallPromptChange(changed);

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
      if (deferredPrompt()) return "prompt";
      return isIosSafari() ? "ios" : null;
    },
    () => null,
  );
}

/** The user's tap on Install: the browser's own dialog; either answer ends the offer. */
export async function install() {
  const event = takeDeferredPrompt();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => null);
  dismissInstall();
}

/** 'Not now': the offer is not made again on this device. */
export function dismissInstall() {
  localStorage.setItem(DISMISSED, new Date().toISOString());
  changed();
}
