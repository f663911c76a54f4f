// For tests of translated screens: no message id shown in place of a text,
// neither in the page's text nor in its accessible names and hints.
import { expect } from "vitest";

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
