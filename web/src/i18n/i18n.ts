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
/** A catalog loaded only with the screens that use it (the admin bundle). */
export type Namespace = "admin";
export type MessageValues = Record<string, string | number>;
type Messages = Record<string, unknown>;

/** Each language's compiled catalog, in a chunk of its own. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("virtual:i18n-catalog/en"),
  ms: () => import("virtual:i18n-catalog/ms"),
};

/** Each namespace's catalogs: visitors and members never download them. */
const namespaceCatalogs: Record<Namespace, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  admin: {
    en: () => import("virtual:i18n-catalog/admin.en"),
    ms: () => import("virtual:i18n-catalog/admin.ms"),
  },
};

let lingui: I18n | null = null;
let locale: Locale = "en";
/** What is loaded: "en", "ms", "admin.en"… */
const loaded = new Set<string>();
/** The namespaces in use: a language switch loads their catalogs too. */
const namespaces = new Set<Namespace>();
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
 *  directly); a namespace's messages are added to the language's. */
export function loadCatalog(l: Locale, messages: Messages, ns?: Namespace): void {
  lingui?.load(l, messages as Parameters<I18n["load"]>[1]);
  loaded.add(ns ? `${ns}.${l}` : l);
  if (ns) namespaces.add(ns);
}

function loadNamespaceCatalog(ns: Namespace, l: Locale): Promise<void> | null {
  if (loaded.has(`${ns}.${l}`)) return null;
  return namespaceCatalogs[ns][l]().then((c) => loadCatalog(l, c.messages, ns));
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
  await Promise.all([...namespaces].map((ns) => loadNamespaceCatalog(ns, l)));
  switchCatalog(l);
}

/** Loads a namespace's catalog in the language in use (and, from then on,
 *  in any language switched to). The lazy import of the screens that use it
 *  waits for it, so they never render an id. */
export async function loadNamespace(ns: Namespace): Promise<void> {
  namespaces.add(ns);
  await loadNamespaceCatalog(ns, locale);
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
