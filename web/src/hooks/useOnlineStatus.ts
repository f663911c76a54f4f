// Online/offline state with a short "back online" moment (spec 1 §2: the
// recovered banner shows for 3 s).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

export const BACK_ONLINE_MS = 3000;

function subscribe(update: () => void): () => void {
  window.addEventListener("offline", update);
  window.addEventListener("online", update);
  return () => {
    window.removeEventListener("offline", update);
    window.removeEventListener("online", update);
  };
}

// A prerendered page (web/scripts/prerender.mjs) was rendered online; when
// the service worker serves it offline, React hydrates it as online and
// then shows the offline banner, instead of failing to match the HTML.
const isOnline = () => navigator.onLine;
const renderedOnline = () => true;

export function useOnlineStatus(): { online: boolean; justRecovered: boolean } {
  const online = useSyncExternalStore(subscribe, isOnline, renderedOnline);
  const [justRecovered, setJustRecovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const goOffline = () => {
      clearTimeout(timer.current);
      setJustRecovered(false);
    };
    const goOnline = () => {
      setJustRecovered(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setJustRecovered(false), BACK_ONLINE_MS);
    };
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    return () => {
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
      clearTimeout(timer.current);
    };
  }, []);
  return { online, justRecovered };
}
