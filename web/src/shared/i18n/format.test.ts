// format.ts stands in for Lingui's runtime: every message of every catalog,
// with the values it takes, must come out as Lingui formats it.
import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import en from "./locales/en.json";
import ms from "./locales/ms.json";
import adminEn from "./locales/admin.en.json";
import adminMs from "./locales/admin.ms.json";
import { formatMessage, type CompiledMessage, type MessageValues } from "./format";

const catalogs = { en, ms, "admin.en": adminEn, "admin.ms": adminMs } as const;

/** The names of a compiled message's arguments, and whether each is counted. */
function argumentsOf(message: unknown, found = new Map<string, boolean>()): Map<string, boolean> {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, type, format] = token as [string, string?, Record<string, unknown>?];
    found.set(name, found.get(name) || type === "plural" || type === "selectordinal");
    for (const branch of Object.values(format ?? {})) argumentsOf(branch, found);
  }
  return found;
}

/** Values to try: every count a plural rule of either language tells apart, and large ones. */
function valueSets(args: Map<string, boolean>): MessageValues[] {
  const counts = [0, 1, 2, 5, 21, 1234.5, 100000];
  return counts.map((n, i) =>
    Object.fromEntries([...args].map(([name, counted]) => [name, counted ? n : `${name}-${i}`])),
  );
}

describe("formatMessage", () => {
  for (const [name, source] of Object.entries(catalogs)) {
    const locale = name.endsWith("ms") ? "ms" : "en";
    it(`formats every message of ${name} as Lingui does`, () => {
      const compiled = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
      const lingui = setupI18n({ locale, messages: { [locale]: compiled } });
      let checked = 0;
      for (const [id, message] of Object.entries(compiled)) {
        for (const values of valueSets(argumentsOf(message))) {
          expect(formatMessage(message as CompiledMessage, locale, values), `${name} ${id}`).toBe(lingui._(id, values));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(Object.keys(source).length * 5);
    });
  }

  it.each([
    ["a plural's exact branch", "{n, plural, =0 {none} one {# place} other {# places}}", { n: 0 }, "none"],
    ["a plural's number, grouped", "{n, plural, one {# place} other {# places}}", { n: 1500 }, "1,500 places"],
    ["an offset", "{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}", { n: 3 }, "you and 2 others"],
    ["an ordinal", "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { n: 22 }, "22nd"],
    ["a select", "{kind, select, trip {Trip} other {Event}}", { kind: "trip" }, "Trip"],
    ["a select's other", "{kind, select, trip {Trip} other {Event}}", { kind: "constructor" }, "Event"],
    ["a missing value", "Hello {name}!", {}, "Hello !"],
  ])("%s", (_, source, values, expected) => {
    expect(formatMessage(compileMessage(source) as CompiledMessage, "en", values)).toBe(expected);
  });
});
