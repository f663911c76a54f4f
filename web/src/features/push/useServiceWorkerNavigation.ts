// Push-click navigation for the app shell, apart from usePush so that the
// home page carries this listener without the push settings code.
import { useEffect } from "react";

/**
 * A push click in the service worker posts {type: "navigate", url} to an
 * open tab (public/sw.js); the app routes there without reloading.
 */
export function useServiceWorkerNavigation(navigate: (to: string) => void) {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (e: MessageEvent<unknown>) => {
      const d = e.data as { type?: unknown; url?: unknown } | null;
      if (d && d.type === "navigate" && typeof d.url === "string" && d.url.startsWith("/") && !d.url.startsWith("//")) navigate(d.url);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [navigate]);
}
