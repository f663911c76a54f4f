// Mobile layout: width under 768 px or a mobile user agent (spec 1 §2).
import { useSyncExternalStore } from "react";

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

function subscribe(update: () => void): () => void {
  // matchMedia is missing in some embedded browsers (and jsdom); resize covers them.
  const mq = typeof window.matchMedia === "function" ? window.matchMedia(NARROW) : null;
  mq?.addEventListener("change", update);
  window.addEventListener("resize", update);
  return () => {
    mq?.removeEventListener("change", update);
    window.removeEventListener("resize", update);
  };
}

// The layout the page's HTML was prerendered for (web/scripts/prerender.mjs
// renders each public page once per layout; the server picks one by user
// agent). React hydrates with it, so the markup matches, and then renders
// again at once if this browser wants the other layout (a desktop browser
// in a narrow window).
let prerenderLayout: "mobile" | "desktop" = "desktop";

/** Which layout the build's prerender renders (web/src/entry-server.tsx). */
export function setPrerenderLayout(layout: "mobile" | "desktop"): void {
  prerenderLayout = layout;
}

function prerendered(): boolean {
  if (typeof document === "undefined") return prerenderLayout === "mobile";
  return document.getElementById("root")?.dataset.layout === "mobile";
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, compute, prerendered);
}
