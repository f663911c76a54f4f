import { expect, test, type Page } from "@playwright/test";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

// Accessibility audit with axe-core (shipped in node_modules, injected into
// the page): labels, names, roles and colour contrast (WCAG 2.x AA) on the
// public and member pages, at phone and desktop sizes.
// The site's CSP forbids inline scripts (good); the audit injects axe, so
// this spec alone bypasses it.
test.use({ bypassCSP: true });

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function audit(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // axe is a global once the script tag ran.
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

function describe(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`).join("\n");
}

const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: "/", ready: (p) => expect(p.getByRole("link", { name: "View Upcoming Events" })).toBeVisible() },
  { path: "/events", ready: (p) => expect(p.getByTestId("event-card").first()).toBeVisible() },
  { path: "/gallery", ready: (p) => expect(p.getByTestId("gallery-photo").first()).toBeVisible() },
  { path: "/blog", ready: (p) => expect(p.getByTestId("blog-post").first()).toBeVisible() },
  { path: "/contact", ready: (p) => expect(p.getByRole("button", { name: "Send Message" })).toBeVisible() },
  { path: "/membership", ready: (p) => expect(p.getByText("Most Popular")).toBeVisible() },
  { path: "/member", ready: (p) => expect(p.getByText("Member Access").first()).toBeVisible() },
  { path: "/member/login", ready: (p) => expect(p.getByRole("button", { name: "Enter Member Dashboard" })).toBeVisible() },
  { path: "/member/register", ready: (p) => expect(p.getByText("Member Registration").first()).toBeVisible() },
  { path: "/admin/login", ready: (p) => expect(p.getByLabel("Username")).toBeVisible() },
  { path: "/no/such/page", ready: (p) => expect(p.getByText("404 Page Not Found")).toBeVisible() },
];

for (const { path, ready } of pages) {
  test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await ready(page);
    // Let entrance transitions settle so contrast is measured on final colours.
    await page.waitForTimeout(400);
    const violations = await audit(page);
    expect(violations, describe(violations)).toEqual([]);
  });
}

test("axe: the login dialog and the registration dialog", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("button", { name: "Login / Register" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForTimeout(400);
  let violations = await audit(page);
  expect(violations, describe(violations)).toEqual([]);
  await page.getByRole("tab", { name: "Register" }).click();
  await page.waitForTimeout(200);
  violations = await audit(page);
  expect(violations, describe(violations)).toEqual([]);
});
