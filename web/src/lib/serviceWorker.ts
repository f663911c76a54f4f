// Registers /sw.js. When a new version installs while one is active the
// member is asked 'New app version available. Refresh to update?'; on
// confirm the new worker takes over and the page reloads. Failures are only
// logged: the app then works without offline support (spec 1 §8).
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js")
      .then((reg) => {
        reg.addEventListener("updatefound", () => {
          const next = reg.installing;
          if (!next) return;
          next.addEventListener("statechange", () => {
            if (next.state === "installed" && navigator.serviceWorker.controller) {
              if (window.confirm("New app version available. Refresh to update?")) {
                next.postMessage("skipWaiting");
              }
            }
          });
        });
        let reloading = false;
        navigator.serviceWorker.addEventListener("controllerchange", () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
      })
      .catch((err: unknown) => console.warn("service worker registration failed", err));
  });
}
