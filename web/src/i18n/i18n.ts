// The app's translations (docs/features.md, "Translations"): messages looked up by id
// in one catalog per language. The catalogs are JSON files of ICU messages
// (locales/en.json, locales/ms.json), compiled to Lingui's runtime form at
// build time (vite.config.ts, catalogPlugin), loaded lazily and formatted
// by format.ts. The first render waits for the home page's part of the
// language's catalog (main.tsx), the lazily loaded screens for the rest
// (namespaces.ts), so t() always has its messages.
import { useSyncExternalStore } from "react";
import type en from "./locales/en.json";
import type adminEn from "./locales/admin.en.json";
import { formatMessage, type CompiledMessage, type MessageValues } from "./format";

export type { MessageValues };

export type Locale = "en" | "ms";
export const LOCALES: readonly Locale[] = ["en", "ms"];
/** A message id: a key of an English catalog (tsc rejects any other). */
export type MessageId = keyof typeof en | keyof typeof adminEn;
type Messages = Record<string, unknown>;

/** Each language's compiled catalog, in a chunk of its own. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("virtual:i18n-catalog/en"),
  ms: () => import("virtual:i18n-catalog/ms"),
};

/** Each language's messages loaded so far, by id. */
const messages: Record<Locale, Map<string, CompiledMessage>> = { en: new Map(), ms: new Map() };
let locale: Locale = "en";
/** What is loaded: "en", "ms", "admin.en"… */
const loaded = new Set<string>();
/** The loaders of the namespaces in use (namespaces.ts): a switch runs them too. */
const switchLoaders = new Set<(l: Locale) => Promise<void> | null>();
const listeners = new Set<() => void>();

export function isLocale(v: unknown): v is Locale {
  return v === "en" || v === "ms";
}

/** The language in use. */
export function currentLocale(): Locale {
  return locale;
}

/** Puts a compiled catalog in (the prerender and the tests load theirs
 *  directly); a namespace's messages ("admin.ms") join the language's. */
export function loadCatalog(l: Locale, catalog: Messages, name: string = l): void {
  for (const [id, message] of Object.entries(catalog)) messages[l].set(id, message as CompiledMessage);
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
  locale = l;
  if (typeof document !== "undefined") document.documentElement.lang = l;
  for (const fn of listeners) fn();
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
  const message = messages[locale].get(id);
  return message === undefined ? id : formatMessage(message, locale, values);
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** The language in use; a component calling it re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** The translate function; the component re-renders on a language switch. */
export function useT(): typeof t {
  useLocale();
  return t;
}
