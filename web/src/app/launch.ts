// The installed app's two splashes (docs/features.md, "The installed app").
// The loading splash is HTML and CSS the server puts in the page shell
// (internal/site/splash.go), shown only in standalone display mode before
// any script runs; this removes it as soon as the app has rendered its
// first page, so it never holds a ready app back. The brand splash (logo,
// tagline, version) follows once per session on an installed phone; its
// code is a chunk of its own that only such a launch loads.
import { isMobileUserAgent, MOBILE_BREAKPOINT } from "@/shared/hooks/useIsMobile";
import { brandSplashSeen } from "./splashSession";

/** The shell's loading splash (internal/site/splash.go launchSplashID). */
export const LOADING_SPLASH_ID = "launch-splash";
/** What App.tsx PageReady dispatches once the first page has rendered. */
const APP_READY = "golfclub:app-ready";

/** Whether the app runs installed: a home-screen launch (iOS says so in navigator.standalone). */
export function isInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches);
}

/** Whether the installed app runs on a phone: the app's own mobile test (useIsMobile). */
function onPhone(): boolean {
  return isMobileUserAgent() || (typeof matchMedia === "function" && matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`).matches);
}

/** Wires the splashes up; called once, before the app renders. */
export function startLaunch(): void {
  const loading = document.getElementById(LOADING_SPLASH_ID);
  const brand = isInstalled() && onPhone() && !brandSplashSeen() ? import("./brandSplash") : null;
  document.addEventListener(
    APP_READY,
    () => {
      if (!brand) {
        loading?.remove();
        return;
      }
      // The brand splash covers the loading one before that goes, so the
      // page never flashes between them; if its chunk fails, the app shows.
      void brand
        .then((m) => m.showBrandSplash())
        .catch(() => undefined)
        .finally(() => loading?.remove());
    },
    { once: true },
  );
}
