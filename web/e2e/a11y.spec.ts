import { expect, test, type Page } from "@playwright/test";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { PUBLIC_PAGES, type AuditPage, CONSENT } from "./util";

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

const pages: AuditPage[] = [
  ...PUBLIC_PAGES,
  { path: "/member", ready: (p) => expect(p.getByText("Member Access").first()).toBeVisible() },
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

test("axe: every admin tab and the payment references page", async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("e2e-admin-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  for (const tab of ["overview", "members", "events", "registrations", "flights", "payments", "content", "messages", "settings"]) {
    await page.goto(`/admin/dashboard?tab=${tab}`);
    // The admin sections' own tablist: the Content tab nests another one.
    await expect(page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { selected: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const violations = await audit(page);
    expect(violations, `${tab}:\n${describe(violations)}`).toEqual([]);
  }
  await page.goto("/admin/payment-references");
  await page.waitForLoadState("networkidle");
  const violations = await audit(page);
  expect(violations, describe(violations)).toEqual([]);
});

test("axe: the signed-in member's dashboard tabs, registration dialog and payment page", async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const phone = "01" + String(Date.now()).slice(-8);
  const email = `a11y${Date.now()}@example.my`;
  expect((await page.request.post("/api/member/register", {
    data: { ...CONSENT, name: "Axe Audit", phone, email, password: "secret123", membershipNumber: `AX${Date.now() % 1e6}` },
  })).status()).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { email, password: "secret123" } })).status()).toBe(200);
  const events = (await (await page.request.get("/api/events?upcoming=1")).json()) as { id: number; registered: number; capacity: number; rates: { type: string; category: string }[] }[];
  const ev = events.find((e) => e.registered < e.capacity && e.rates.some((r) => r.category === "member"));
  expect(ev).toBeTruthy();
  const rate = ev!.rates.find((r) => r.category === "member")!.type;
  const reg = await page.request.post(`/api/events/${ev!.id}/register`, { data: { guestRateType: rate } });
  expect(reg.status()).toBe(201);
  const regId = ((await reg.json()) as { id: number }).id;

  await page.goto("/member");
  for (const tab of ["Dashboard", "Flights", "Membership"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const violations = await audit(page);
    expect(violations, `${tab}:\n${describe(violations)}`).toEqual([]);
  }
  await page.goto("/events");
  await page.getByRole("button", { name: "Register Now" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  let violations = await audit(page);
  expect(violations, describe(violations)).toEqual([]);

  await page.goto(`/payment/${ev!.id}/${regId}`);
  await expect(page.getByText("Amount to pay")).toBeVisible();
  await page.waitForTimeout(300);
  violations = await audit(page);
  expect(violations, describe(violations)).toEqual([]);
});
