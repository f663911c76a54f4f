// The app's translations (docs/features.md, "Translations"): messages looked up by id
// in one catalog per language, formatted by Lingui's runtime. The catalogs
// are JSON files of ICU messages (locales/en.json, locales/ms.json),
// compiled to Lingui's runtime form at build time (vite.config.ts,
// catalogPlugin), so the browser needs no message parser, and loaded
// lazily. The first render waits for the home page's part of the
// language's catalog (main.tsx), the lazily loaded screens for the rest
// (namespaces.ts), so t() always has its messages.
import { useSyncExternalStore } from "react";
import { setupI18n, type Messages } from "@lingui/core";
import type en from "./locales/en.json";
import type adminEn from "./locales/admin.en.json";

export type Locale = "en" | "ms";
export const LOCALES: readonly Locale[] = ["en", "ms"];
/** A message id: a key of an English catalog (tsc rejects any other). */
export type MessageId = keyof typeof en | keyof typeof adminEn;
/** The values a message's arguments take. */
export type MessageValues = Record<string, string | number>;

/** Each language's compiled catalog, in a chunk of its own. */
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import("virtual:i18n-catalog/en"),
  ms: () => import("virtual:i18n-catalog/ms"),
};

/** Each language's messages loaded so far, and the language in use. An id
 *  no loaded catalog has comes back as it is. */
const i18n = setupI18n({ locale: "en", messages: { en: {}, ms: {} }, missing: (_locale, id) => id });
/** What is loaded: "en", "ms", "admin.en"… */
const loaded = new Set<string>();
/** The loaders of the namespaces in use (namespaces.ts): a switch runs them too. */
const switchLoaders = new Set<(l: Locale) => Promise<void> | null>();

export function isLocale(v: unknown): v is Locale {
  return v === "en" || v === "ms";
}

/** The language in use. */
export function currentLocale(): Locale {
  return i18n.locale as Locale;
}

/** Puts a compiled catalog in (the prerender and the tests load theirs
 *  directly); a namespace's messages ("admin.ms") join the language's. */
export function loadCatalog(l: Locale, catalog: Record<string, unknown>, name: string = l): void {
  i18n.load(l, catalog as Messages);
  loaded.add(name);
}

export function isLoaded(name: string): boolean {
  return loaded.has(name);
}

/** Runs load for every language switched to from now on (namespaces.ts). */
export function loadOnSwitch(load: (l: Locale) => Promise<void> | null): void {
  switchLoaders.add(load);
}

/** Makes a loaded catalog the one in use; every useT component re-renders. */
export function switchCatalog(l: Locale): void {
  if (typeof document !== "undefined") document.documentElement.lang = l;
  i18n.activate(l);
}

/** Loads a language's catalog and switches to it. */
export async function activateLocale(l: Locale): Promise<void> {
  const catalog = loaded.has(l) ? null : await catalogs[l]();
  if (catalog) loadCatalog(l, catalog.messages);
  await Promise.all([...switchLoaders].map((load) => load(l)));
  switchCatalog(l);
}

/** Translates outside React (toasts, error mapping); components use useT.
 *  An id the loaded catalogs do not have comes back as it is. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** A message whose id ends in ".one" and ".other": a count's two forms. */
export type CountMessage = { [K in MessageId]: K extends `${infer Base}.other` ? Base : never }[MessageId];

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A count's message: `${base}.one` or `${base}.other`, as the language's
 * plural rules (Intl.PluralRules) choose for n, with n as {n}. Lingui's own
 * plural writes its count through Intl.NumberFormat, and a page's first
 * NumberFormat loads ICU's number data on the main thread (tens of ms on a
 * phone), so the counts a first screen shows (places left, upcoming events)
 * use this instead (docs/decisions/051-dates-without-intl.md).
 */
export function tCount(base: CountMessage, n: number): string {
  const locale = currentLocale();
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale === "ms" ? "ms-MY" : "en-MY")));
  const id = (rules.select(n) === "one" ? `${base}.one` : `${base}.other`) as MessageId;
  return i18n._(id, { n: String(n) });
}

// Lingui signals every load and switch; only a switch changes the
// snapshot (currentLocale), so only a switch re-renders.
const subscribe = (onChange: () => void) => i18n.on("change", onChange);

/** The language in use; a component calling it re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** The translate function; the component re-renders on a language switch. */
export function useT(): typeof t {
  useLocale();
  return t;
}
