// HomePlate's service worker. The build (web/build/serviceWorker.ts) writes it to dist/sw.js with the
// list of files to precache and a version made from their names, in place of the two values below.
//
// - Precache: the app shell, the offline page, the icons and every hashed script and style, in a
//   cache named by the version; a new version's install fills its own cache, and the old one is
//   deleted only when the new worker takes over.
// - Navigations go to the network first. Offline, /tracking gets the app shell (the page shows the
//   order's last known status, which the page keeps in the user's cache); any other page the offline
//   page.
// - Nothing read with credentials is cached here: /graphql, /api and /uploads always go to the
//   network. The user's cache (hp-user-*) is written by the page, and deleted by it at sign-out.
// - A new version waits until the page, on the user's tap ('A new version is ready'), asks it to take
//   over: never under a form being filled.
// - Push: shows the notification; a click opens its page.

const PRECACHE = self.__HOMEPLATE_PRECACHE ?? [];
const VERSION = self.__HOMEPLATE_VERSION ?? "dev";
const SHELL_CACHE = `hp-shell-${VERSION}`;
const SHELL = "/index.html";
const OFFLINE = "/offline.html";
const NETWORK_ONLY = /^\/(graphql|api|uploads|health)(\/|$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith("hp-shell-") && name !== SHELL_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(async () => {
        const cache = await caches.open(SHELL_CACHE);
        const fallback = url.pathname === "/tracking" ? SHELL : OFFLINE;
        return (await cache.match(fallback)) ?? (await cache.match(OFFLINE)) ?? Response.error();
      }),
    );
    return;
  }
  event.respondWith(caches.open(SHELL_CACHE).then(async (cache) => (await cache.match(request)) ?? fetch(request)));
});

/** Focuses a window of this app on `url`, or opens one. */
async function openUrl(url) {
  const target = new URL(url || "/", self.location.origin);
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) {
    if ("navigate" in client) {
      const navigated = await client.navigate(target.href).catch(() => null);
      if (navigated) return navigated.focus();
    }
  }
  return self.clients.openWindow(target.href);
}

self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data) return;
  if (data.type === "NOTIFICATION_CLICK") event.waitUntil(openUrl(data.url));
  // The user tapped 'Reload' on 'A new version is ready'.
  if (data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("push", (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const title = payload.title || "HomePlate";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.message || payload.body || "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: payload.url || "/notifications" },
    }),
  );
});

// A click hands the url to an open window (the page routes it without a reload), else opens one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || "/";
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window" });
      const client = windows[0];
      if (!client) return self.clients.openWindow(url);
      client.postMessage({ type: "NOTIFICATION_CLICK", url });
      return client.focus();
    })(),
  );
});
