// The app's translations (README, "Translations"): Lingui's core runtime,
// messages looked up by id in one catalog per language. The catalogs are
// JSON files of ICU messages (locales/en.json, locales/ms.json), compiled to
// Lingui's runtime form at build time (vite.config.ts, catalogPlugin) and
// loaded lazily, together with Lingui itself (runtime.ts): the home page's
// script carries only this module. The first render waits for them
// (main.tsx), so t() always has its messages.
import { useSyncExternalStore } from "react";
import type { I18n } from "@lingui/core";
import type en from "./locales/en.json";
import type adminEn from "./locales/admin.en.json";

export type Locale = "en" | "ms";
export const LOCALES: readonly Locale[] = ["en", "ms"];
/** A message id: a key of an English catalog (tsc rejects any other). */
export type MessageId = keyof typeof en | keyof typeof adminEn;
export type MessageValues = Record<string, string | number>;
type Messages = Record<string, unknown>;

/** Each language's compiled catalog, in a chunk of its own. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("virtual:i18n-catalog/en"),
  ms: () => import("virtual:i18n-catalog/ms"),
};

let lingui: I18n | null = null;
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

/** Installs the runtime (the prerender and the tests pass Lingui's, loaded statically). */
export function installRuntime(i18n: I18n): void {
  lingui ??= i18n;
}

/** Puts a compiled catalog in (the prerender and the tests load theirs
 *  directly); a namespace's messages ("admin.ms") join the language's. */
export function loadCatalog(l: Locale, messages: Messages, name: string = l): void {
  lingui?.load(l, messages as Parameters<I18n["load"]>[1]);
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
  lingui?.activate(l);
  locale = l;
  if (typeof document !== "undefined") document.documentElement.lang = l;
  for (const fn of listeners) fn();
}

/** Loads a language's catalog (and, the first time, Lingui) and switches to it. */
export async function activateLocale(l: Locale): Promise<void> {
  const [runtime, catalog] = await Promise.all([
    lingui ? null : import("./runtime"),
    loaded.has(l) ? null : catalogs[l](),
  ]);
  if (runtime) installRuntime(runtime.makeI18n());
  if (catalog) loadCatalog(l, catalog.messages);
  await Promise.all([...switchLoaders].map((load) => load(l)));
  switchCatalog(l);
}

/** Translates outside React (toasts, error mapping); components use useT. */
export function t(id: MessageId, values?: MessageValues): string {
  return lingui ? lingui._(id, values) : id;
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
