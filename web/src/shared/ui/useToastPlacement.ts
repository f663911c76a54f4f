// Applies toastShift() to the toast viewport while a toast is open: measures
// the toast and every control the member can see and reach (not those behind
// a modal dialog, which are aria-hidden/inert, nor those scrolled out of
// view), and moves the viewport vertically so the toast covers none of them.
// It looks again on the events that can move a control (see
// useToastPlacement), so a toast that appears before a dialog's new buttons
// do still ends up clear of them.
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

/** Open dialogs and sheets: their content can change under an open toast. */
const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/**
 * Keeps the open toast clear of the controls. `openToast` names the toast on
 * screen (null: none), so a toast that replaces another is placed afresh.
 * The page is measured when the toast opens, once more on the next frame
 * and when its enter animation ends (a page that changes along with the
 * toast has settled by then), and again only on an event that can move a
 * control: a scroll, a resize, a dialog or sheet opening or closing (the
 * portals are children of <body>), a change inside an open dialog (after
 * registering, the dialog swaps in its payment buttons) or a new page in
 * <main>. Never on a timer.
 */
export function useToastPlacement(viewportRef: RefObject<HTMLElement | null>, openToast: string | null): void {
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (openToast === null || !viewport || typeof requestAnimationFrame !== "function") return;
    // A new toast starts from the usual place, and is placed before it is painted.
    delete viewport.dataset.shift;
    viewport.style.transform = "";
    placeToastViewport(viewport);
    // Many events in one frame cost one measurement.
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        placeToastViewport(viewport);
      });
    };
    schedule();
    const dialogObserver = new MutationObserver(schedule);
    const watchDialogs = () => {
      dialogObserver.disconnect();
      // A new page under the toast (signing in moves to the dashboard).
      const main = document.getElementById("main");
      if (main) dialogObserver.observe(main, { childList: true });
      for (const d of document.querySelectorAll(DIALOGS)) {
        dialogObserver.observe(d, { childList: true, subtree: true, characterData: true });
      }
    };
    watchDialogs();
    const bodyObserver = new MutationObserver(() => {
      watchDialogs();
      schedule();
    });
    bodyObserver.observe(document.body, { childList: true });
    viewport.addEventListener("animationend", schedule);
    window.addEventListener("scroll", schedule, { capture: true, passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      bodyObserver.disconnect();
      dialogObserver.disconnect();
      viewport.removeEventListener("animationend", schedule);
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
    };
  }, [viewportRef, openToast]);
}
