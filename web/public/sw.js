// Service worker: the app shell works offline, hashed assets are cached
// forever, GET /api reads fall back to the last good answer when offline.
// Writes always go to the network. A new version waits until the page asks
// it to take over (the page confirms with the member first).
const VERSION = "v1";
const SHELL = `golfclub-shell-${VERSION}`;
const ASSETS = `golfclub-assets-${VERSION}`;
const DATA = `golfclub-data-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((c) => c.addAll(["/", "/manifest.webmanifest", "/icons/icon-192.png"])));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => ![SHELL, ASSETS, DATA].includes(k)).map((k) => caches.delete(k))),
    ).then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.match(req).then((hit) => hit || fetch(req).then((res) => {
        if (res.ok) { const copy = res.clone(); caches.open(ASSETS).then((c) => c.put(req, copy)); }
        return res;
      })),
    );
    return;
  }
  if (url.pathname.startsWith("/api/")) {
    // Only public reads are kept for offline use; private answers (profile,
    // registrations, notifications) never go into the cache.
    const publicReads = ["/api/events", "/api/photos", "/api/blog", "/api/settings"];
    if (!publicReads.includes(url.pathname)) return;
    event.respondWith(
      fetch(req).then((res) => {
        if (res.ok) { const copy = res.clone(); caches.open(DATA).then((c) => c.put(req, copy)); }
        return res;
      }).catch(() => caches.match(req).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (req.mode === "navigate") {
    event.respondWith(
      fetch(req).then((res) => {
        if (res.ok) { const copy = res.clone(); caches.open(SHELL).then((c) => c.put("/", copy)); }
        return res;
      }).catch(() => caches.match("/").then((hit) => hit || Response.error())),
    );
  }
});

// Web Push (COMMON.md "Web Push"): the payload is {title, body, url, tag,
// notificationId}. A push that cannot be read still shows something, since
// the browser expects every push to show a notification (userVisibleOnly).
self.addEventListener("push", (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = data.title || "Golf Club";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "",
      icon: data.icon || "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: data.tag || undefined,
      data: { url: data.url || "/member", notificationId: data.notificationId },
    }),
  );
});

// A click opens the page the push names: an open tab of the app is focused
// and told to go there (the app routes without reloading); otherwise a new
// window opens. Only same-origin paths are followed.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  let target = new URL("/member", self.location.origin);
  try {
    const u = new URL((event.notification.data && event.notification.data.url) || "/member", self.location.origin);
    if (u.origin === self.location.origin) target = u;
  } catch {
    // keep /member
  }
  const path = target.pathname + target.search + target.hash;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((list) => {
      const client = list.find((c) => new URL(c.url).origin === self.location.origin);
      if (client) {
        client.postMessage({ type: "navigate", url: path });
        return client.focus();
      }
      return self.clients.openWindow(path);
    }),
  );
});
