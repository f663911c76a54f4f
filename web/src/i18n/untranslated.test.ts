// Every text a person reads comes from the catalogs (docs/features.md, "Translations"):
// this fails when a component shows an English literal — JSX text, or an
// aria-label, title, placeholder or alt attribute, or a toast's or dialog's
// title/description — instead of t("…"). A heuristic over the source, not a
// parser: it looks for words between tags and in those attributes. What is
// the same in both languages (brand names, units, symbols) is listed below
// with its reason.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const src = path.resolve(import.meta.dirname, "..");

/** Texts that are the same in English and Malay, per file (relative to src), and why. */
const SAME_IN_BOTH: Record<string, string[]> = {
  // The time format the server reads ("7:30 AM"), a URL shape, the currency.
  "admin/components/EventFormDialog.tsx": ["7:30 AM", "https://…"],
  "admin/components/RatesEditor.tsx": ["RM"],
  // The blog's default category is a stored value, not a word shown as text.
  "admin/components/content/BlogDialog.tsx": ["general", "https://…"],
  "admin/components/content/PhotoDialog.tsx": ["https://…"],
  // Brand names.
  "admin/tabs/SettingsTab.tsx": ["https://facebook.com/…", "Facebook", "Maybank", "Touch 'n Go eWallet"],
  // The privacy notice holds both languages' texts itself (notice.ts).
  "features/privacy/notice.ts": ["Privacy Notice", "Notis Privasi"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === "test" ? [] : sourceFiles(p);
    // testData.ts: fixtures the tests share, never shown by the app.
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && name !== "testData.ts" ? [p] : [];
  });
}

const SHOWN_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt"]);
const MESSAGE_FIELDS = new Set(["title", "description"]);
const WORDS = /[A-Za-z]{2,}/;

/** The English literals a file shows to people: JSX text, the attributes a
 *  person reads or hears, and a toast's or dialog's title/description
 *  written as a string. Parsed with TypeScript, so type arguments and
 *  comparisons are never mistaken for text. */
export function literals(source: string, fileName = "x.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, " ").trim();
      if (WORDS.test(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (SHOWN_ATTRIBUTES.has(node.name.getText(file)) && WORDS.test(node.initializer.text)) found.push(node.initializer.text);
    } else if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.initializer) && MESSAGE_FIELDS.has(node.name.getText(file))) {
      if (/^[A-Z].*[a-z]/.test(node.initializer.text)) found.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("no English literal in a component", () => {
  it("finds literals the way it should", () => {
    expect(literals(`const a = <p className="x">Hello there</p>;`)).toEqual(["Hello there"]);
    expect(literals(`const a = <Button aria-label="Close dialog">{t("a.b")}</Button>;`)).toEqual(["Close dialog"]);
    expect(literals(`toast({ title: "Saved", description: t("x.y") });`)).toEqual(["Saved"]);
    expect(literals(`const a = <p>{t("a.b")}</p>; // <b>Not this</b>`)).toEqual([]);
    expect(literals(`const f = (a: number) => a < b && c > d;`)).toEqual([]);
    expect(literals(`const x = y ? <p>{t("a")}</p> : z ? <b>{t("b")}</b> : null;`)).toEqual([]);
    expect(literals(`const p: Promise<Answer> = api.post<Answer>(url);`, "x.ts")).toEqual([]);
  });

  it("every text on every screen comes from t()", () => {
    const left: string[] = [];
    for (const file of sourceFiles(src)) {
      const rel = path.relative(src, file);
      const allowed = new Set(SAME_IN_BOTH[rel] ?? []);
      for (const text of literals(readFileSync(file, "utf8"), file)) {
        if (!allowed.has(text)) left.push(`${rel}: ${text}`);
      }
    }
    expect(left).toEqual([]);
  });
});
