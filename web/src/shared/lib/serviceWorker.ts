// Registers /sw.js. When a new version has installed while an older one
// controls the page, the member is asked in an in-app toast 'New app
// version available. Refresh to update?' with a Refresh button; only that
// button makes the new worker take over and the page reload. The first
// install also fires controllerchange (the worker claims the page), and a
// reload then would abort requests and wipe what the member typed, so a
// controller change the member did not ask for never reloads. Failures are
// only logged: the app then works without offline support (spec 1 §8).
import { toast } from "@/shared/ui/use-toast";
import { t } from "@/shared/i18n/i18n";
import { loadNamespace } from "@/shared/i18n/namespaces";

/** The prompt's English text (the toast shows ui.updatePrompt in the language in use). */
export const UPDATE_PROMPT = "New app version available. Refresh to update?";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const start = () => {
    let acceptedUpdate = false;
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (!acceptedUpdate || reloading) return;
      reloading = true;
      window.location.reload();
    });
    navigator.serviceWorker
      .register("/sw.js")
      .then((reg) => {
        // Its texts are not among the home page's messages (i18n/namespaces.ts).
        const offer = (next: ServiceWorker) => {
          const show = () => toast({
            title: t("ui.updatePrompt"),
            duration: Infinity,
            action: {
              label: t("nav.refresh"),
              onClick: () => {
                acceptedUpdate = true;
                next.postMessage("skipWaiting");
              },
            },
          });
          void loadNamespace("app").then(show, show);
        };
        // A version that installed while the page was closed is waiting now.
        if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
        reg.addEventListener("updatefound", () => {
          const next = reg.installing;
          if (!next) return;
          next.addEventListener("statechange", () => {
            if (next.state === "installed" && navigator.serviceWorker.controller) offer(next);
          });
        });
      })
      .catch((err: unknown) => console.warn("service worker registration failed", err));
  };
  // main.tsx loads this module after the first paint, possibly after load.
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
