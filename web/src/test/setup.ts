import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
// cn() merges with tailwind-merge everywhere but on the first paint of the
// home page (lib/utils.ts); components under test get the merger.
import "@/shared/lib/classMerge";
import { currentLocale, loadCatalog, switchCatalog } from "@/shared/i18n/i18n";
import { messages as en } from "virtual:i18n-catalog/en";
import { messages as adminEn } from "virtual:i18n-catalog/admin.en";
import { loadNamespace } from "@/shared/i18n/namespaces";

// A lazily loaded screen (an admin tab) is transformed on first import; on
// a loaded 2-core machine that took over findBy's default second. Waiting
// longer costs a passing test nothing.
configure({ asyncUtilTimeout: 4000 });

// Test files share a jsdom (vite.config.ts, test.projects): what a test
// changes on the page's globals is put back after it.
const windowProps = ["innerWidth", "innerHeight", "location", "isSecureContext", "matchMedia", "open"] as const;
const windowDescriptors = windowProps.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
const navigatorOwnProps = new Set(Object.getOwnPropertyNames(navigator));
afterEach(() => {
  cleanup();
  // Spies (vi.spyOn) and stubbed globals (vi.stubGlobal) too, after the
  // test rather than before the next (Vitest's restoreMocks and
  // unstubGlobals): the next file's modules are imported in between.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.title = "";
  if (currentLocale() !== "en") switchCatalog("en");
  // jsdom has no matchMedia: one a test defines is taken away again, or a
  // later file in the worker would see its fixed answer.
  for (const [name, descriptor] of windowDescriptors) {
    if (descriptor) Object.defineProperty(window, name, descriptor);
    else Reflect.deleteProperty(window, name);
  }
  // A test defines navigator.serviceWorker, vibrate or the like on the
  // instance; the prototype's own stays underneath.
  for (const name of Object.getOwnPropertyNames(navigator)) {
    if (!navigatorOwnProps.has(name)) Reflect.deleteProperty(navigator, name);
  }
});
// Components render in English under test, as a visitor with an English
// browser sees them (docs/features.md, "Translations").
// Under test the "en" catalog is the whole language's (vite.config.ts
// splits it only in the browser's build), so the rest of it is loaded too.
loadCatalog("en", en);
loadCatalog("en", en, "app.en");
loadCatalog("en", adminEn, "admin.en");
// Already loaded: registers them for a switch to Malay.
void loadNamespace("app");
void loadNamespace("admin");
switchCatalog("en");
// jsdom has no ResizeObserver; Radix's switch and checkbox (the sign-up
// form's privacy consent) measure themselves with one.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
