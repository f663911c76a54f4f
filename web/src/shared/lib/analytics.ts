// First-party analytics (docs/decisions/044-first-party-analytics.md): page
// views and the spec's custom events go by beacon to the club's own server
// (POST /api/analytics), which counts them per day. No cookie, no
// identifier, no third party. A browser that asks not to be tracked
// (Global Privacy Control or Do Not Track) sends nothing; the admin area
// is not counted.

/** The custom events (spec 1 §1: category, label, value). */
export type AnalyticsCategory =
  | "register_opened"
  | "registration_done"
  | "payment_slip_sent"
  | "push_enabled"
  | "install_prompt_shown"
  | "install_accepted"
  | "share_tapped";

const ENDPOINT = "/api/analytics";

interface NavigatorPrivacy {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** Whether the browser asks sites not to track it. */
export function optedOut(nav: NavigatorPrivacy = navigator as NavigatorPrivacy): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
}

function send(body: Record<string, string | number>): void {
  if (typeof window === "undefined" || optedOut()) return;
  const data = JSON.stringify(body);
  try {
    // A beacon survives the page being left, and nothing waits for it.
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([data], { type: "application/json" }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(ENDPOINT, { method: "POST", body: data, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => {});
}

/** The page last counted: the same page twice in a row is one view. */
let lastView: string | undefined;

/** Counts a view of pathname (the query is not sent). src/app/boot.ts
 *  counts the page it opens when the app waits for the visitor, and the
 *  app then counts its first page as it starts: the same module, so the
 *  second is not sent. Sent in a task of its own: a page view is counted
 *  from the effects of a page's first commit, and the beacon's few
 *  milliseconds would lengthen that task. */
export function trackPageView(pathname: string): void {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return;
  if (pathname === lastView) return;
  lastView = pathname;
  setTimeout(() => send({ type: "pageview", path: pathname }), 0);
}

/** Counts one custom event; label names what it concerns (an event's id). */
export function trackEvent(category: AnalyticsCategory, label?: string | number, value?: number): void {
  const body: Record<string, string | number> = { type: "event", category };
  if (label !== undefined) body.label = String(label);
  if (value !== undefined && Number.isFinite(value) && value >= 0) body.value = Math.round(value);
  send(body);
}

let watching = false;

/**
 * Counts the browser offering to install the app and the app being
 * installed (from that offer, the browser's menu or anywhere else).
 * Browsers without these events (Safari) count neither.
 */
export function watchInstall(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  window.addEventListener("beforeinstallprompt", () => trackEvent("install_prompt_shown"));
  window.addEventListener("appinstalled", () => trackEvent("install_accepted"));
}
