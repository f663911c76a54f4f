import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
// cn() merges with tailwind-merge everywhere but on the first paint of the
// home page (lib/utils.ts); components under test get the merger.
import "@/lib/classMerge";

afterEach(() => {
  cleanup();
  localStorage.clear();
});
// jsdom has no ResizeObserver; Radix's switch and checkbox (the sign-up
// form's privacy consent) measure themselves with one.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
