// The catalogs are complete (docs/features.md, "Translations"): every message id the
// code uses is in both languages, both have the same ids, every error code
// of docs/api.md has its error.<code> text, and every message
// compiles and formats with Lingui's runtime. Plus the language choice, the switch and the error mapping.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { setupI18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import en from "./locales/en.json";
import ms from "./locales/ms.json";
import adminEn from "./locales/admin.en.json";
import adminMs from "./locales/admin.ms.json";
import { activateLocale, t, tCount } from "./i18n";
import { loadNamespace } from "./namespaces";
import { browserLocale, initialLocale, rememberLocale, storedLocale } from "./locale";
import { ApiError } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDate, formatLongDate, formatMoney } from "@/shared/lib/format";

type Catalog = Record<string, string>;
/** Each catalog pair: the app's, and the admin bundle's (loaded with it). */
const PAIRS: [string, Catalog, Catalog][] = [
  ["main", en, ms],
  ["admin", adminEn, adminMs],
];
const allEn: Catalog = { ...en, ...adminEn };
const allMs: Catalog = { ...ms, ...adminMs };

const src = path.resolve(import.meta.dirname, "..", "..");
const root = path.resolve(src, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Every id the code passes to t() as a string literal, or names as a MessageId in a quoted "area.key" literal. */
function usedIds(): Map<string, string> {
  const ids = new Map<string, string>();
  const idShape = /^(?:lang|nav|footer|offline|home|event|meta|error|member|events|auth|common)\.[\w. -]+$/;
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bt\(\s*"([^"]+)"/g)) ids.set(m[1], file);
    // A count's message is its two forms (tCount in i18n.ts).
    for (const m of text.matchAll(/\btCount\(\s*"([^"]+)"/g)) for (const form of ["one", "other"]) ids.set(`${m[1]}.${form}`, file);
    for (const m of text.matchAll(/"([a-z]+\.[\w.-]+(?: [\w]+)?)"/g)) {
      if (idShape.test(m[1]) && !m[1].endsWith(".ts") && !m[1].endsWith(".tsx") && !m[1].endsWith(".json") && m[1].includes(".")) {
        const counted = text.includes(`tCount("${m[1]}"`);
        if (!counted && m[1].split(".")[0] in { lang: 1, nav: 1, footer: 1, offline: 1, home: 1, event: 1 }) ids.set(m[1], file);
      }
    }
  }
  return ids;
}

describe("catalogs", () => {
  it("have every id the code uses, in both languages", () => {
    const missing: string[] = [];
    for (const [id, file] of usedIds()) {
      if (!(id in allEn)) missing.push(`${id} (en, used in ${path.relative(src, file)})`);
      if (!(id in allMs)) missing.push(`${id} (ms, used in ${path.relative(src, file)})`);
    }
    expect(missing).toEqual([]);
  });

  it.each(PAIRS)("have the same ids in both languages (%s)", (_, enCatalog, msCatalog) => {
    expect(Object.keys(msCatalog).sort()).toEqual(Object.keys(enCatalog).sort());
  });

  it("never hold one id in two catalogs (a namespace's would hide the other)", () => {
    expect(Object.keys(adminEn).filter((id) => id in en)).toEqual([]);
  });

  it("have a text for every error code in docs/api.md", () => {
    const doc = readFileSync(path.join(root, "docs", "api.md"), "utf8");
    const codes = [...doc.matchAll(/^\| `([a-z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(50);
    const missing = codes.flatMap((c) => [`error.${c}`].filter((id) => !(id in en) || !(id in ms)));
    expect(missing).toEqual([]);
  });

  it("hold only messages that compile and no empty text", () => {
    for (const catalog of [en, ms, adminEn, adminMs] as Catalog[]) {
      for (const [id, text] of Object.entries(catalog)) {
        expect(text.trim(), id).not.toBe("");
        expect(() => compileMessage(text), id).not.toThrow();
      }
    }
  });

  it("hold only messages Lingui's runtime formats, with every value in its place", () => {
    const catalogs: [string, "en" | "ms", Catalog][] = [
      ["en", "en", en],
      ["ms", "ms", ms],
      ["admin.en", "en", adminEn],
      ["admin.ms", "ms", adminMs],
    ];
    // Counts every plural rule of either language tells apart, and large ones.
    const counts = [0, 1, 2, 5, 21, 1234.5];
    let formatted = 0;
    for (const [name, locale, catalog] of catalogs) {
      // As the build compiles them (vite.config.ts) and the app formats them (i18n.ts).
      const compiled = Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));
      const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
      for (const [id, message] of Object.entries(compiled)) {
        // Arguments in the top level of the message (always shown) and in branches.
        const plain = Array.isArray(message) ? message.filter((tok) => Array.isArray(tok) && tok.length === 1).map((tok) => String(tok[0])) : [];
        const args = [...catalog[id].matchAll(/\{(\w+)\s*([,}])/g)];
        for (const n of counts) {
          const values = Object.fromEntries(args.map(([, arg, after]) => [arg, after === "," ? n : `«${arg}»`]));
          const text = i18n._(id, values);
          expect(text, `${name} ${id}`).not.toMatch(/[{}]/);
          for (const arg of plain) expect(text, `${name} ${id}: {${arg}}`).toContain(String(values[arg]));
          formatted++;
        }
      }
    }
    expect(formatted).toBe(counts.length * (Object.keys(en).length + Object.keys(ms).length + Object.keys(adminEn).length + Object.keys(adminMs).length));
  });

  it("keep every placeholder of the English text in the Malay one", () => {
    // A placeholder is "{name}" or "{name, plural, …}"; the words that
    // open a plural's branch ("{one other member}") are text, not holes. A
    // plural's branches may each name its count, so names are compared once.
    const holes = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
    for (const [id, text] of Object.entries(allEn)) {
      expect(holes(allMs[id]), id).toEqual(holes(text));
    }
  });
});

describe("language choice", () => {
  afterEach(async () => {
    document.cookie = "gc_lang=; path=/; max-age=0";
    await activateLocale("en");
  });

  it("takes Malay from a Malay browser and English from any other", () => {
    expect(browserLocale(["ms-MY", "en"])).toBe("ms");
    expect(browserLocale(["ms"])).toBe("ms");
    expect(browserLocale(["zh-CN", "ms-MY"])).toBe("ms");
    expect(browserLocale(["en-GB", "ms"])).toBe("en");
    expect(browserLocale(["fr", "de"])).toBe("en");
    expect(browserLocale([])).toBe("en");
  });

  it("remembers the choice in localStorage and the gc_lang cookie, which wins over the browser", () => {
    expect(storedLocale()).toBeNull();
    rememberLocale("ms");
    expect(localStorage.getItem("gc_lang")).toBe("ms");
    expect(document.cookie).toContain("gc_lang=ms");
    expect(initialLocale()).toBe("ms");
    localStorage.clear();
    expect(storedLocale()).toBe("ms"); // the cookie still says
  });

  it("loads the admin catalog in the language switched to once the admin screens have asked for it", async () => {
    await loadNamespace("admin");
    expect(t("admin.pageTitle")).toBe("Admin Dashboard");
    await activateLocale("ms");
    expect(t("admin.pageTitle")).toBe("Papan Pemuka Pentadbir");
  });

});

describe("per-language text", () => {
  afterEach(() => activateLocale("en"));

  it("shows an error by its code in Malay, the server's words in English or for an unknown code", async () => {
    const full = new ApiError(409, "Event is full", "event_full");
    const odd = new ApiError(400, "Something new", "brand_new_code");
    expect(errorMessage(full, "x")).toBe("Event is full");
    await activateLocale("ms");
    expect(errorMessage(full, "x")).toBe("Acara sudah penuh");
    expect(errorMessage(odd, "x")).toBe("Something new");
    // A dropped connection shows the caller's translated words, not the browser's.
    expect(errorMessage(new TypeError("Failed to fetch"), "Sila cuba sebentar lagi.")).toBe("Sila cuba sebentar lagi.");
  });

  it("formats dates per language and money as RM in both", async () => {
    expect(formatLongDate("2026-12-05")).toBe("Sat, 5 December 2026");
    expect(formatMoney(1200)).toBe("RM 1,200");
    await activateLocale("ms");
    expect(formatLongDate("2026-12-05")).toBe("Sab, 5 Disember 2026");
    expect(formatDate("2026-12-05")).toBe("5 Dis 2026");
    expect(formatMoney(144.5)).toBe("RM 144.50");
  });
});

// Lingui writes a plural's "#" through Intl.NumberFormat, whose first use
// on a page loads ICU's number data on the main thread (docs/decisions/051-dates-without-intl.md).
// The member-facing catalogs name the count instead: "{n} places left".
describe("plural counts in the app's catalogs", () => {
  it.each([
    ["en", en],
    ["ms", ms],
  ])("%s names the count instead of writing #", (_, catalog) => {
    const hashed = Object.entries(catalog as Record<string, string>).filter(([, text]) => /plural,/.test(text) && text.includes("#"));
    expect(hashed).toEqual([]);
  });
});

describe("counts", () => {
  afterEach(() => activateLocale("en"));

  it.each([
    [0, "0 places left", "0 tempat lagi"],
    [1, "1 place left", "1 tempat lagi"],
    [2, "2 places left", "2 tempat lagi"],
    [21, "21 places left", "21 tempat lagi"],
  ])("%s reads as the language's plural rules say", async (n, en, ms) => {
    await activateLocale("en");
    expect(tCount("event.placesLeft", n)).toBe(en);
    await activateLocale("ms");
    expect(tCount("event.placesLeft", n)).toBe(ms);
  });
});
