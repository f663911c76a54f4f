// Online/offline state with a short "back online" moment (spec 1 §2: the
// recovered banner shows for 3 s).
import { useEffect, useRef, useState } from "react";

export const BACK_ONLINE_MS = 3000;

export function useOnlineStatus(): { online: boolean; justRecovered: boolean } {
  // Starts online and looks once mounted: a prerendered page
  // (web/scripts/prerender.mjs) was rendered online, and the service
  // worker may serve it offline; starting from navigator.onLine would not
  // match that HTML, and React would throw it away with an error.
  const [online, setOnline] = useState(true);
  const [justRecovered, setJustRecovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const goOffline = () => {
      clearTimeout(timer.current);
      setJustRecovered(false);
      setOnline(false);
    };
    const goOnline = () => {
      setOnline(true);
      setJustRecovered(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setJustRecovered(false), BACK_ONLINE_MS);
    };
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    if (!navigator.onLine) setOnline(false);
    return () => {
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
      clearTimeout(timer.current);
    };
  }, []);
  return { online, justRecovered };
}
