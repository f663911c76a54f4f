// The installed app's brand splash (spec 1 §2): the club's mark, the
// tagline and the app's version, for 2 s and then a 300 ms fade, once per
// session, on a phone running the app from its home screen (launch.ts
// decides when). Plain DOM, not React: it sits above the app, outside its
// tree, and goes away without touching it. With reduced motion it does not
// fade; it is simply gone after the 2 s.
import { t } from "@/shared/i18n/i18n";
import { loadNamespace } from "@/shared/i18n/namespaces";
import { markBrandSplashSeen } from "./splashSession";

export const BRAND_SPLASH_MS = 2000;
export const BRAND_SPLASH_FADE_MS = 300;
export const BRAND_SPLASH_ID = "brand-splash";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Shows the splash; resolves once it covers the page. */
export async function showBrandSplash(): Promise<void> {
  // The version's text is not in the home page's part of the catalog.
  await loadNamespace("app");
  const splash = element(
    "div",
    "fixed inset-0 z-[110] flex flex-col items-center justify-center gap-3 bg-background px-6 text-center text-foreground " +
      "transition-opacity duration-300 ease-out motion-reduce:transition-none",
  );
  splash.id = BRAND_SPLASH_ID;
  // A moment of branding over a page that is already there and readable;
  // a screen reader has nothing to wait for.
  splash.setAttribute("aria-hidden", "true");
  const logo = element("img", "mb-2 size-24");
  logo.src = "/icons/icon.svg";
  logo.alt = "";
  // Drawn with its logo or not at all; a failed load still shows the words.
  await logo.decode().catch(() => undefined);
  splash.append(
    logo,
    element("p", "text-2xl font-bold tracking-tight", t("home.together")),
    element("p", "text-sm text-muted-foreground", t("splash.version", { version: __APP_VERSION__ })),
  );
  document.body.append(splash);
  markBrandSplashSeen();
  setTimeout(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) {
      splash.remove();
      return;
    }
    splash.style.opacity = "0";
    splash.addEventListener("transitionend", () => splash.remove(), { once: true });
    // transitionend never comes for a page in the background.
    setTimeout(() => splash.remove(), BRAND_SPLASH_FADE_MS + 100);
  }, BRAND_SPLASH_MS);
}
