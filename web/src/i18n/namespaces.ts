// Catalogs loaded only with the screens that use them (docs/features.md,
// "Translations"): "app", the messages the home page's script does not show
// (vite.config.ts splits each language's catalog), which every lazily
// loaded chunk waits for (lib/lazy.ts); and "admin", the admin screens'
// texts, which visitors and members never download.
import { currentLocale, isLoaded, loadCatalog, loadOnSwitch, type Locale } from "./i18n";

export type Namespace = "app" | "admin";

const catalogs: Record<Namespace, Record<Locale, () => Promise<{ messages: Record<string, unknown> }>>> = {
  app: {
    en: () => import("virtual:i18n-catalog/app.en"),
    ms: () => import("virtual:i18n-catalog/app.ms"),
  },
  admin: {
    en: () => import("virtual:i18n-catalog/admin.en"),
    ms: () => import("virtual:i18n-catalog/admin.ms"),
  },
};

const inUse = new Set<Namespace>();

function loader(ns: Namespace): (l: Locale) => Promise<void> | null {
  return (l) => {
    const name = `${ns}.${l}`;
    return isLoaded(name) ? null : catalogs[ns][l]().then((c) => loadCatalog(l, c.messages, name));
  };
}

/** Loads a namespace's catalog in the language in use, and from then on in
 *  any language switched to. The lazy import of the screens that use it
 *  waits for it, so they never render an id. */
export async function loadNamespace(ns: Namespace): Promise<void> {
  const load = loader(ns);
  if (!inUse.has(ns)) {
    inUse.add(ns);
    loadOnSwitch(load);
  }
  await load(currentLocale());
}
