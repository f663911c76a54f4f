// Colours come from the theme tokens in src/index.css (@theme), so a palette
// change happens in one place. This scan fails when a hex colour literal
// appears in a .ts/.tsx file outside the few files that truly need one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Files allowed to hold hex colours, each with the reason. */
const ALLOWED: Record<string, string> = {
  "app/pages/HeroIllustration.tsx": "illustration data: one-use shades of the hero's hills",
  "test/themeColours.test.ts": "this scan's own examples",
};

// #rgb, #rgba, #rrggbb and #rrggbbaa, not followed by more word characters.
const HEX = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![0-9a-zA-Z_-])/g;

function hexLiterals(source: string): string[] {
  return source.match(HEX) ?? [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe("theme colours", () => {
  it("the pattern finds hex colours and leaves other hashes alone", () => {
    expect(hexLiterals('className="bg-[#fef2f2] text-[#14532d]" fill="#fff" c="#0b1a108c"')).toEqual([
      "#fef2f2",
      "#14532d",
      "#fff",
      "#0b1a108c",
    ]);
    expect(hexLiterals('href="#main" "Flight #1" "#12" id="#add-member" "#deadbeefcafe"')).toEqual([]);
  });

  it("no hex colour literal in web/src outside the allowed files", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((f) => {
      const rel = path.relative(SRC, f).split(path.sep).join("/");
      if (rel in ALLOWED) return [];
      return hexLiterals(readFileSync(f, "utf8")).map((hex) => `${rel}: ${hex}`);
    });
    expect(offenders, "use a theme token from src/index.css (@theme) instead").toEqual([]);
  });
});
