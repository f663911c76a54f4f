// Whether this session has shown the brand splash (launch.ts, brandSplash.ts).

/** sessionStorage key: the brand splash has been shown in this session. */
export const BRAND_SPLASH_SEEN = "gc.brandSplashSeen";

export function brandSplashSeen(): boolean {
  try {
    return sessionStorage.getItem(BRAND_SPLASH_SEEN) !== null;
  } catch {
    // Storage blocked: show it, as a first launch would.
    return false;
  }
}

export function markBrandSplashSeen(): void {
  try {
    sessionStorage.setItem(BRAND_SPLASH_SEEN, "1");
  } catch {
    // Storage blocked: it shows again on the next load, nothing worse.
  }
}
