// What this browser can do about Web Push (spec 1 §2, §8): push needs a
// secure context, a service worker, PushManager and the Notification API;
// on iPhone and iPad it works only once the app is installed to the Home
// Screen. Where push cannot work, iOS/Safari polls
// GET /api/notifications/check every 30 s instead (NotificationBanner).

/** default/granted/denied: Notification.permission; the rest: push cannot be offered. */
export type PushSupport = "default" | "granted" | "denied" | "unsupported" | "insecure" | "ios-install";

export function isIOS(nav: Navigator = navigator): boolean {
  // iPadOS reports itself as a Mac with touch.
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
}

export function isSafari(nav: Navigator = navigator): boolean {
  return /Safari/.test(nav.userAgent) && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Android/.test(nav.userAgent);
}

/** Running as the installed app (display-mode standalone, or iOS's navigator.standalone). */
export function isInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches);
}

export function deviceType(nav: Navigator = navigator): "ios" | "android" | "desktop" {
  if (isIOS(nav)) return "ios";
  if (/Android/i.test(nav.userAgent)) return "android";
  return "desktop";
}

export function pushSupport(): PushSupport {
  if (!window.isSecureContext) return "insecure";
  if (isIOS() && !isInstalled()) return "ios-install";
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || typeof Notification === "undefined") return "unsupported";
  return Notification.permission;
}

/** iOS/Safari without working push polls the check endpoint every 30 s (spec 1 §7). */
export function pollsNotificationCheck(): boolean {
  if (!isIOS() && !isSafari()) return false;
  const s = pushSupport();
  return s !== "granted" && s !== "default";
}

/** Set when the member turned push off here, so the installed-app prompt leaves it off. */
export const PUSH_OFF_KEY = "golfclub_push_off";
