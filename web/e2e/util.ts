import { noticeVersion } from "../src/features/privacy/notice";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Screenshots land in web/e2e/screenshots (git-ignored; CI keeps them as
// artifacts), named by project so phone and desktop sit side by side.
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: false });
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/**
 * A visitor's home starts the app only once the visitor does something
 * (src/app/boot.ts, docs/decisions/052-home-starts-on-interaction.md): a
 * turn of the mouse wheel, as a reader scrolling on, starts it here, and
 * the next events, which only the app draws, show that it runs.
 */
export async function startHomeApp(page: Page): Promise<void> {
  await page.mouse.wheel(0, 50);
  await expect(page.locator("main a[href='/events'] h3").first()).toBeVisible();
}

/** A unique phone number per test run, so flows can register afresh. */
export function uniquePhone(): string {
  return "01" + String(Date.now()).slice(-8);
}

/** An event as GET /api/events answers it (the fields the specs read). */
export interface ApiEvent {
  id: number;
  title: string;
  date: string;
  type: string;
  capacity: number;
  registered: number;
  rates: { type: string; price: number; category: string; addOn?: boolean }[];
}

/** A page the audits visit, and what shows once it has loaded. */
export interface AuditPage {
  path: string;
  ready: (page: Page) => Promise<void>;
}

/** The public pages and sign-in pages, as a visitor sees them. */
export const PUBLIC_PAGES: AuditPage[] = [
  { path: "/", ready: (p) => expect(p.getByRole("link", { name: "View Upcoming Events" })).toBeVisible() },
  { path: "/events", ready: (p) => expect(p.getByTestId("event-card").first()).toBeVisible() },
  { path: "/events/1", ready: (p) => expect(p.getByRole("link", { name: "Add to calendar" })).toBeVisible() },
  { path: "/gallery", ready: (p) => expect(p.getByTestId("gallery-photo").first()).toBeVisible() },
  { path: "/blog", ready: (p) => expect(p.getByTestId("blog-post").first()).toBeVisible() },
  { path: "/contact", ready: (p) => expect(p.getByRole("button", { name: "Send Message" })).toBeVisible() },
  { path: "/membership", ready: (p) => expect(p.getByText("Most Popular")).toBeVisible() },
  { path: "/member/login", ready: (p) => expect(p.getByRole("button", { name: "Enter Member Dashboard" })).toBeVisible() },
  { path: "/member/register", ready: (p) => expect(p.getByText("Member Registration").first()).toBeVisible() },
  { path: "/privacy", ready: (p) => expect(p.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible() },
];

/**
 * The --data-dir of the server under test (the Playwright config makes a
 * fresh one per run), read from its command line, so a spec can break
 * what a user cannot: delete a stored file behind the app's back.
 */
export function serverDataDir(baseURL: string): string {
  const addr = new URL(baseURL).host;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue;
    }
    const i = args.indexOf("--data-dir");
    if (args.includes("serve") && args.includes(addr) && i >= 0) return args[i + 1];
  }
  throw new Error(`no golfclub server at ${addr}`);
}

/** The consent sign-up needs (PDPA 2010): spread into every POST /api/member/register body. */
export const CONSENT = { privacyConsent: true, privacyNoticeVersion: noticeVersion } as const;

/** An axe-core finding, as the audits report it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA) on the page as it is. The site's CSP
 * forbids inline scripts, so the page's context must bypass it
 * (`bypassCSP: true`).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { createRequire } = await import("node:module");
  const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}
