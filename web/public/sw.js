// HomePlate's service worker: shows push notifications and opens their page when clicked.
// The page also posts { type: "NOTIFICATION_CLICK", url } to navigate its windows to a url.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

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
  if (data && data.type === "NOTIFICATION_CLICK") event.waitUntil(openUrl(data.url));
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
      icon: "/favicon.svg",
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
