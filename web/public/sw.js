// Service worker: the app shell works offline, hashed assets are cached
// forever, public GET /api reads fall back to the last good answer when
// offline, and pictures already seen (events, gallery, blog, the hero) are
// kept in a bounded cache and served from it first. The member's own
// answers (/api/member/*) are never cached here: the page keeps its own
// per-member copy and deletes it at logout (src/features/offline).
// Writes always go to the network. A new version waits until the page asks
// it to take over (the page confirms with the member first).
const VERSION = "v1";
const SHELL = `golfclub-shell-${VERSION}`;
const ASSETS = `golfclub-assets-${VERSION}`;
const DATA = `golfclub-data-${VERSION}`;
const IMAGES = `golfclub-images-${VERSION}`;
// The newest this many pictures stay; older ones are dropped first.
const IMAGE_LIMIT = 150;
// Public pictures only: shipped images, the club's public files and the
// admins' uploaded pictures (their sizes never change). Payment
// slips (/api/payment-files, admin file routes) are private and never cached.
const IMAGE_PATHS = ["/demo/", "/images/", "/icons/", "/api/files/club/", "/api/files/images/"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((c) => c.addAll(["/", "/manifest.webmanifest", "/icons/icon-192.png"])));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => ![SHELL, ASSETS, DATA, IMAGES].includes(k)).map((k) => caches.delete(k))),
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
  if (req.destination === "image" && IMAGE_PATHS.some((p) => url.pathname.startsWith(p))) {
    event.respondWith(cachedImage(event, req));
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
    // A page drawn for one member (their dashboard) is marked private and
    // never becomes the offline shell another reader could be shown.
    event.respondWith(
      fetch(req).then((res) => {
        const kept = !/private|no-store/.test(res.headers.get("Cache-Control") || "");
        if (res.ok && kept) { const copy = res.clone(); caches.open(SHELL).then((c) => c.put("/", copy)); }
        return res;
      }).catch(() => caches.match("/").then((hit) => hit || Response.error())),
    );
  }
});

// Cache first; a miss goes to the network and only a complete, successful
// image answer is kept (no errors, redirects or partial answers), then the
// cache is trimmed to IMAGE_LIMIT entries, oldest first.
async function cachedImage(event, req) {
  const cache = await caches.open(IMAGES);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  const type = res.headers.get("Content-Type") || "";
  if (res.status === 200 && res.type === "basic" && type.startsWith("image/")) {
    const copy = res.clone();
    event.waitUntil(cache.put(req, copy).then(() => trimImages(cache)));
  }
  return res;
}

async function trimImages(cache) {
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - IMAGE_LIMIT; i++) await cache.delete(keys[i]);
}

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
