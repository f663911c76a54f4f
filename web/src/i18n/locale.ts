// Which language a visitor sees (docs/features.md, "Translations"): their own choice
// (the switcher; kept in localStorage and in the gc_lang cookie the server
// reads to pick the prerendered home page), else the browser's languages
// (the first one that is Malay or English; Malay → ms, anything else → en).
// The server picks the same way from Accept-Language (internal/api/
// prerender.go), so a prerendered page and the app agree.
import { isLocale, type Locale } from "./i18n";

export const LOCALE_KEY = "gc_lang";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the visitor chose on this device, if any. */
export function storedLocale(): Locale | null {
  try {
    const v = localStorage.getItem(LOCALE_KEY);
    if (isLocale(v)) return v;
  } catch {
    // storage unavailable: the cookie may still say
  }
  const m = /(?:^|;\s*)gc_lang=(en|ms)(?:;|$)/.exec(document.cookie);
  return m ? (m[1] as Locale) : null;
}

/** The language of the browser's list (navigator.languages). */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const lang = tag.toLowerCase().split("-")[0];
    if (lang === "ms") return "ms";
    if (lang === "en") return "en";
  }
  return "en";
}

/** The language to start in. */
export function initialLocale(): Locale {
  return storedLocale() ?? browserLocale();
}

/** Remembers the choice on this device (localStorage and the gc_lang cookie). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // storage unavailable: the cookie keeps it
  }
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}
