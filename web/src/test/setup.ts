import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
// cn() merges with tailwind-merge everywhere but on the first paint of the
// home page (lib/utils.ts); components under test get the merger.
import "@/lib/classMerge";
import { loadCatalog, switchCatalog } from "@/i18n/i18n";
import { messages as en } from "virtual:i18n-catalog/en";
import { messages as adminEn } from "virtual:i18n-catalog/admin.en";
import { loadNamespace } from "@/i18n/namespaces";

// A lazily loaded screen (an admin tab) is transformed on first import; on
// a loaded 2-core machine that took over findBy's default second. Waiting
// longer costs a passing test nothing.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
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
