// Applies toastShift() to the toast viewport while a toast is open: measures
// the toast and every control the member can see and reach (not those behind
// a modal dialog, which are aria-hidden/inert, nor those scrolled out of
// view), and moves the viewport vertically so the toast covers none of them.
// It looks again when the page changes, scrolls or resizes, so a toast that
// appears before a dialog's new buttons do still ends up clear of them.
import { useLayoutEffect, type RefObject } from "react";
import { toastShift, type Box } from "./toastPlacement";

const CONTROLS = [
  "button",
  "a[href]",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="option"]',
  '[role="menuitem"]',
].join(",");

/** How often, at most, the page is looked at again while a toast is open. */
const RECHECK_MS = 120;

/** Space kept clear at the screen's top and bottom edges, in px. */
const EDGE = 8;

function clipToScrollers(el: Element, r: Box): Box | null {
  let box = r;
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const cs = getComputedStyle(p);
    if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
    const pr = p.getBoundingClientRect();
    box = {
      left: Math.max(box.left, pr.left),
      top: Math.max(box.top, pr.top),
      right: Math.min(box.right, pr.right),
      bottom: Math.min(box.bottom, pr.bottom),
    };
    if (box.right <= box.left || box.bottom <= box.top) return null;
  }
  return box;
}

/** The boxes of the controls on screen that the member can reach now. */
export function visibleControls(exclude: Element): Box[] {
  const out: Box[] = [];
  const h = window.innerHeight;
  const w = window.innerWidth;
  for (const el of document.querySelectorAll(CONTROLS)) {
    if (exclude.contains(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= h || r.right <= 0 || r.left >= w) continue;
    if (getComputedStyle(el).visibility === "hidden") continue;
    const clipped = clipToScrollers(el, { left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    if (clipped) out.push(clipped);
  }
  return out;
}

/** Moves `viewport` so its open toast covers no visible control. */
export function placeToastViewport(viewport: HTMLElement): void {
  const current = Number(viewport.dataset.shift ?? 0);
  const toasts = [...viewport.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el.dataset.state === "open",
  );
  if (toasts.length === 0) return;
  // Layout boxes (offset*), so the toast's own enter animation is ignored.
  const vp = viewport.getBoundingClientRect();
  const baseTop = vp.top - current;
  const toast: Box = {
    left: Math.min(...toasts.map((t) => vp.left + t.offsetLeft)),
    top: Math.min(...toasts.map((t) => baseTop + t.offsetTop)),
    right: Math.max(...toasts.map((t) => vp.left + t.offsetLeft + t.offsetWidth)),
    bottom: Math.max(...toasts.map((t) => baseTop + t.offsetTop + t.offsetHeight)),
  };
  const dy = Math.round(
    toastShift(toast, visibleControls(viewport), { top: EDGE, bottom: window.innerHeight - EDGE }, current),
  );
  if (dy === current) return;
  viewport.dataset.shift = String(dy);
  viewport.style.transform = dy === 0 ? "" : `translateY(${dy}px)`;
}

export function useToastPlacement(viewportRef: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!active || !viewport || typeof requestAnimationFrame !== "function") return;
    // A new toast starts from the usual place, and is placed before it is painted.
    delete viewport.dataset.shift;
    viewport.style.transform = "";
    placeToastViewport(viewport);
    // Looking costs a layout read per control, so at most every RECHECK_MS.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const schedule = () => {
      if (timer !== undefined || frame !== 0) return;
      timer = setTimeout(() => {
        timer = undefined;
        frame = requestAnimationFrame(() => {
          frame = 0;
          placeToastViewport(viewport);
        });
      }, RECHECK_MS);
    };
    // Changes outside the toast only: its own animation and our shift are not news.
    const observer = new MutationObserver((records) => {
      if (records.some((r) => !viewport.contains(r.target))) schedule();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["class", "style", "hidden", "data-state", "aria-hidden", "inert"],
    });
    window.addEventListener("scroll", schedule, { capture: true, passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      clearTimeout(timer);
      if (frame !== 0) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
    };
  }, [viewportRef, active]);
}
