// Mobile layout: width under 768 px or a mobile user agent (spec 1 §2).
import { useEffect, useState } from "react";

export const MOBILE_BREAKPOINT = 768;

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(ua: string = typeof navigator === "undefined" ? "" : navigator.userAgent): boolean {
  return MOBILE_UA.test(ua);
}

const NARROW = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

// The user agent first, then a media query: window.innerWidth makes the
// browser lay the page out there and then (a forced reflow of the whole
// first render, right after React commits it).
function compute(): boolean {
  if (typeof window === "undefined") return false;
  if (isMobileUserAgent()) return true;
  if (typeof window.matchMedia === "function") return window.matchMedia(NARROW).matches;
  return window.innerWidth < MOBILE_BREAKPOINT;
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(compute);
  useEffect(() => {
    const update = () => setMobile(compute());
    // matchMedia is missing in some embedded browsers (and jsdom); resize covers them.
    const mq = typeof window.matchMedia === "function" ? window.matchMedia(NARROW) : null;
    mq?.addEventListener("change", update);
    window.addEventListener("resize", update);
    update();
    return () => {
      mq?.removeEventListener("change", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return mobile;
}
