// For tests of translated screens: run a suite in each language, and check
// that no message id shows in place of a text, neither in the page's text
// nor in its accessible names and hints.
import { act, cleanup } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { activateLocale, type Locale } from "@/shared/i18n/i18n";

/** The suite's tests run in `locale`; after each, unmounted first, back to
 *  English. Call it inside a `describe.each` over the languages. Whole
 *  screens render slowly on a loaded machine (the full suite in parallel):
 *  30 s per test, as the admin tabs' tests allow. */
export function inLocale(locale: Locale): void {
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => activateLocale(locale));
  afterEach(async () => {
    act(() => resetToasts());
    cleanup(); // the switch back re-renders nothing
    vi.unstubAllGlobals();
    await activateLocale("en");
  });
}

const ATTRIBUTES = ["aria-label", "title", "placeholder", "alt"];

/** Fails when an id of one of the areas ("reg", "pay"…) shows as text or in an attribute. */
export function expectNoRawIds(areas: readonly string[], root: ParentNode = document.body): void {
  const id = new RegExp(`\\b(?:${areas.join("|")})\\.[a-zA-Z]`);
  const texts = [(root as Node).textContent ?? ""];
  for (const el of root.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(","))) {
    for (const a of ATTRIBUTES) texts.push(el.getAttribute(a) ?? "");
  }
  expect(texts.filter((s) => id.test(s))).toEqual([]);
}
