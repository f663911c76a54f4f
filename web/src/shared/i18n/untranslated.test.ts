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

const src = path.resolve(import.meta.dirname, "..", "..");

/** Texts that are the same in English and Malay, per file (relative to src), and why. */
const SAME_IN_BOTH: Record<string, string[]> = {
  // The time format the server reads ("7:30 AM"), a URL shape, the currency.
  "features/events/admin/EventFormDialog.tsx": ["7:30 AM", "https://…"],
  "features/events/admin/RatesEditor.tsx": ["RM"],
  // The blog's default category is a stored value, not a word shown as text.
  "features/content/admin/BlogDialog.tsx": ["general", "https://…"],
  "features/content/admin/PhotoDialog.tsx": ["https://…"],
  // Brand names.
  "features/settings/admin/SettingsTab.tsx": ["https://facebook.com/…", "Facebook", "Maybank", "Touch 'n Go eWallet"],
  // The privacy notice holds both languages' texts itself ("*": all of the file).
  "features/privacy/notice.ts": ["*"],
  // A language's own name, written the same whatever the page's language.
  "features/auth/components/LanguageSwitcher.tsx": ["Bahasa Melayu"],
  "features/privacy/components/PrivacyNotice.tsx": ["Bahasa Melayu"],
  // The server's answer stood in for, never shown.
  "features/auth/api/adminSession.ts": ["Logged out"],
  // The spec's filter and subject values; each is shown through its catalog text.
  "features/content/api/photos.ts": ["All Photos", "Social Events", "Course Views"],
  "shared/lib/events.ts": ["All Events", "Social Events", "Golf Trips"],
  "features/content/types.ts": ["General Inquiry", "Subscription Information", "Event Booking", "Golf Lessons"],
  // A stored event type (the spec's), shown through its catalog text.
  "features/events/admin/eventForm.ts": ["Golf Trips"],
  // The English of flight.notYet, which the tests look for.
  "features/flights/components/EventFlightsList.tsx": ["Flight arrangements will be assigned closer to the event date."],
  // The members export's column names: the spec's file format, read by spreadsheets.
  "features/members/admin/memberUtils.ts": ["Membership Number", "Subscription Start", "Subscription End", "Created Date"],
  // Names the club's settings replace as soon as they load.
  "features/settings/api/settings.ts": ["Golf Club"],
  "features/settings/usePageMeta.ts": ["Golf Club Community"],
  // The payment reference's plan name: one spelling for the bank statement.
  "features/payments/components/SubscriptionPaymentDialog.tsx": ["VIP Subscription"],
  // The server's English defaults, recognised so they can be translated.
  "features/settings/settingText.ts": ["Dawn to Dusk, 7 Days a Week", "Follow us on Facebook"],
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

/** Words as a person reads them: a capital, then at least one more word
 *  ("VIP Subscription", "Dawn to Dusk, 7 Days a Week"); never an id, a
 *  path, a class list or a single word such as a stored value. */
const PHRASE = /^[A-Z][A-Za-z']*(?:,? [A-Za-z0-9'&]+)+[.!]?$/;

/** A phrase held in a constant or a data table rather than written in the
 *  JSX: `const PLAN = "VIP Subscription"`, `{ label: "Tournament" }` in an
 *  object, or an element of an array of such texts. It reaches the screen
 *  through a variable, which the JSX checks cannot see. */
function isConstantText(node: ts.StringLiteral): boolean {
  const p = node.parent;
  const inData =
    (ts.isVariableDeclaration(p) && p.initializer === node) ||
    (ts.isPropertyAssignment(p) && p.initializer === node) ||
    ts.isArrayLiteralExpression(p);
  return inData && PHRASE.test(node.text);
}

/** The English literals a file shows to people: JSX text, the attributes a
 *  person reads or hears, and a toast's or dialog's title/description
 *  written as a string. Parsed with TypeScript, so type arguments and
 *  comparisons are never mistaken for text. */
export function literals(source: string, fileName = "x.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, " ").trim();
      if (WORDS.test(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (SHOWN_ATTRIBUTES.has(node.name.getText(file)) && WORDS.test(node.initializer.text)) found.push(node.initializer.text);
    } else if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.initializer) && MESSAGE_FIELDS.has(node.name.getText(file))) {
      if (/^[A-Z].*[a-z]/.test(node.initializer.text)) found.push(node.initializer.text);
    } else if (ts.isStringLiteral(node) && isConstantText(node)) {
      found.push(node.text);
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
    // Constants and data tables: phrases, not ids, keys or stored words.
    expect(literals(`export const PLAN_NAME = "VIP Subscription";`, "x.ts")).toEqual(["VIP Subscription"]);
    expect(literals(`const d = { hours: "Dawn to Dusk, 7 Days a Week", key: "footer.hours", v: "news" };`, "x.ts")).toEqual(["Dawn to Dusk, 7 Days a Week"]);
    expect(literals(`const CHIPS = ["Club News", "tournament", "Tournament"];`, "x.ts")).toEqual(["Club News"]);
    expect(literals(`const c = "flex items-center gap-2"; const u = "/api/member/waitlists";`, "x.ts")).toEqual([]);
  });

  it("every text on every screen comes from t()", () => {
    const left: string[] = [];
    for (const file of sourceFiles(src)) {
      const rel = path.relative(src, file);
      const allowed = new Set(SAME_IN_BOTH[rel] ?? []);
      for (const text of literals(readFileSync(file, "utf8"), file)) {
        if (!allowed.has(text) && !allowed.has("*")) left.push(`${rel}: ${text}`);
      }
    }
    expect(left).toEqual([]);
  });
});

// Texts that arrive as data (the server's default settings, the blog's
// categories) are checked next to the code that translates them, since
// shared/ may not import a feature: features/settings/settingText.test.ts,
// features/content/blogCategory.test.ts.
