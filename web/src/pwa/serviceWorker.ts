// The page's side of the service worker (web/build/sw.js): registering it, hearing that a new version
// waits ('A new version is ready'), letting it take over on the user's tap, and clearing the user's
// cache at sign-out.
import { useSyncExternalStore } from "react";

/**
 * How long after the page's load the worker is registered and starts filling its precache (a hundred
 * files): well after the first page's own requests and work on a phone, and outside an audit of it.
 */
const REGISTER_DELAY_MS = 10_000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Registers the worker and watches for a new version (only one that will replace a running one). */
export function registerServiceWorker(onNotificationClick: (url: string) => void) {
  if (!("serviceWorker" in navigator)) return;
  const later = () =>
    setTimeout(() => (window.requestIdleCallback ?? setTimeout)(startServiceWorker), REGISTER_DELAY_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === "NOTIFICATION_CLICK" && event.data.url) onNotificationClick(event.data.url);
  });
}

let started = false;
/** Registers the worker now, once: at its delayed time, or earlier for a page that needs it (push). */
export function startServiceWorker() {
  if (started || !("serviceWorker" in navigator)) return;
  started = true;
  navigator.serviceWorker
    .register("/sw.js")
    .then((registration) => {
      const watch = (worker: ServiceWorker | null) => {
        if (!worker) return;
        const check = () => {
          // Installed while another version controls the page: it waits for the user's tap.
          if (worker.state === "installed" && navigator.serviceWorker.controller) {
            waiting = worker;
            changed();
          }
        };
        check();
        worker.addEventListener("statechange", check);
      };
      watch(registration.waiting);
      registration.addEventListener("updatefound", () => watch(registration.installing));
    })
    .catch(() => {
      // Push features say 'Not Supported' where the worker is unavailable.
    });
}

/** True while a new version waits for the user to take it. */
export function useUpdateReady() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting != null,
    () => false,
  );
}

/** The user's tap on 'Reload': the new version takes over, then the page loads again under it. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  waiting.postMessage({ type: "SKIP_WAITING" });
}

/** The caches that hold a user's data start with this; sign-out deletes every one. */
export const USER_CACHE = "hp-user-orders";

/** Sign-out (or another user signing in): every cache holding a user's data is deleted. */
export async function forgetUserData() {
  if (typeof caches === "undefined") return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith("hp-user-")).map((name) => caches.delete(name)));
}
