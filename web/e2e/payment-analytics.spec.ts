import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { axeViolations, CONSENT, isPhone, shot as rawShot } from "./util";

// The Payments tab's analytics against the real binary: an event of its
// own on a day no demo event uses, three members who register and pay in
// different ways, and the admin reading the figures for that day and
// saving them as a spreadsheet. Runs at both sizes (the layout differs);
// each size uses its own day, so the two runs never count each other.

const ADMIN_PASSWORD = "e2e-admin-pass";

// axe runs as an injected script, which the site's CSP would block.
test.use({ bypassCSP: true });

/** The club's calendar date (Asia/Kuala_Lumpur) some days from now, YYYY-MM-DD. */
function clubDateIn(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await rawShot(page, testInfo, name);
  // And the whole page, to look at every chart and table.
  await page.screenshot({ path: path.resolve(import.meta.dirname, "screenshots", `${testInfo.project.name}-${name}-full.png`), fullPage: true });
}

/** Brings an element to the middle of the screen, clear of the fixed admin header. */
async function centre(page: Page, selector: string) {
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: "center" }));
}

/** A member in a browser context of their own, registered for eventId at rate, with a slip sent when slip. */
async function registrant(browser: Browser, baseURL: string, eventId: number, rate: string, member: boolean, slip: boolean): Promise<number> {
  const ctx = await browser.newContext({ baseURL });
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const me = {
    name: `Payer ${stamp.slice(-5)}`,
    // 011 and eight random digits: other specs' members come from the
    // clock (uniquePhone), and three random digits collided with them.
    phone: "011" + String(Math.floor(Math.random() * 1e8)).padStart(8, "0"),
    email: `payer.${stamp}@example.my`,
    password: "secret123",
    membershipNumber: member ? `PA${stamp.slice(-7)}` : "",
  };
  expect((await ctx.request.post("/api/member/register", { data: { ...CONSENT, ...me } })).status()).toBe(201);
  expect((await ctx.request.post("/api/member/login", { data: { email: me.email, password: me.password } })).status()).toBe(200);
  const reg = await ctx.request.post(`/api/events/${eventId}/register`, { data: { guestRateType: rate } });
  expect(reg.status()).toBe(201);
  const regId = ((await reg.json()) as { id: number }).id;
  if (slip) {
    const link = (await (await ctx.request.post("/api/payment/upload")).json()) as { uploadURL: string };
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==", "base64");
    const put = await ctx.request.put(link.uploadURL, { data: png, headers: { "Content-Type": "image/png" } });
    expect(put.status()).toBe(200);
    const up = (await put.json()) as { fileUrl: string };
    expect((await ctx.request.post(`/api/payment/${regId}/reference`, { data: { fileUrl: up.fileUrl, fileName: "duitnow.png" } })).status()).toBe(200);
  }
  await ctx.close();
  return regId;
}

test("the admin reads collected, outstanding, awaiting review and days to pay for a range, and exports it", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const phone = isPhone(testInfo);
  // A day of its own per project and per try: a failed try leaves its
  // event and registrations behind.
  const day = clubDateIn((phone ? 701 : 703) + testInfo.retry * 4);
  const title = `Analytics Cup ${Date.now()}`;

  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // The event, through the admin API the Events tab uses.
  const created = await page.request.post("/api/events", {
    data: {
      title, description: "Analytics end to end.", date: day, time: "7:30 AM", type: "tournament", capacity: 20,
      rates: [
        { type: "Member Weekday", price: 120, category: "member" },
        { type: "Non-Member Weekday", price: 180.5, category: "non-member" },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;

  // A: slip sent, awaiting review. B: marked paid without a slip. C: slip sent and marked paid.
  await registrant(browser, baseURL!, eventId, "Member Weekday", true, true);
  const b = await registrant(browser, baseURL!, eventId, "Non-Member Weekday", false, false);
  const c = await registrant(browser, baseURL!, eventId, "Member Weekday", true, true);
  for (const id of [b, c]) {
    expect((await page.request.put(`/api/admin/payment-status/${id}`, { data: { isPaid: true } })).status()).toBe(200);
  }

  // The tab opens on the default range with the demo's figures.
  await page.goto("/admin/dashboard?tab=payments");
  const card = page.getByTestId("pay-collected");
  await expect(card).toBeVisible();
  await expect(page.getByTestId("pay-chart-months").getByRole("img")).toBeVisible();
  await expect(page.locator('[data-testid="pay-chart-months"] .recharts-bar-rectangle').first()).toBeVisible();
  await shot(page, testInfo, "payments-analytics-default");
  await centre(page, "#pay-by-month");
  await shot(page, testInfo, "payments-analytics-charts");

  // The event's day alone.
  await centre(page, "#pay-analytics-title");
  await page.getByLabel("Events from").fill(day);
  await page.getByLabel("Events to").fill(day);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(card).toContainText("RM 300.50");
  await expect(card).toContainText("2 paid registrations");
  await expect(page.getByTestId("pay-outstanding")).toContainText("RM 120");
  await expect(page.getByTestId("pay-outstanding")).toContainText("1 unpaid registration");
  await expect(page.getByTestId("pay-awaiting")).toContainText("1");
  await expect(page.getByRole("link", { name: "RM 120 to confirm" })).toHaveAttribute("href", "/admin/payment-references?filter=awaiting");
  await expect(page.getByTestId("pay-days")).toContainText("0 days");
  await expect(page.getByTestId("pay-days")).toContainText("Median 0 days, over 1 payment.");
  await expect(page.getByText("Not counted: 1 marked paid without a slip.")).toBeVisible();
  // A desktop shows the events as a table, a phone as a list.
  const row = page.getByTestId(phone ? `pay-item-${eventId}` : `pay-row-${eventId}`);
  await expect(row).toBeVisible();
  if (!phone) await expect(row.getByRole("rowheader")).toHaveText(title);
  await expect(row).toContainText(title);
  await expect(row).toContainText("RM 300.50");
  await expect(page.getByTestId("pay-chart-events")).toBeVisible();
  // No reload, no navigation: the address keeps the tab.
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=payments$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await centre(page, "#pay-analytics-title");
  await shot(page, testInfo, "payments-analytics-range");
  // WCAG 2.1 AA on the tab with the figures, the charts and the tables.
  expect(await axeViolations(page)).toEqual([]);

  // An end before the start is refused on the spot.
  await page.getByLabel("Events to").fill(clubDateIn(phone ? 690 : 692));
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The end date must not be before the start date." })).toBeVisible();
  await expect(card).toContainText("RM 300.50");
  await page.getByLabel("Events to").fill(day);

  // The export saves the same range as a workbook.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export .xlsx: the payment analytics of these dates" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^golfclub-payment-analytics-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const saved = path.join(testInfo.outputPath(), file.suggestedFilename());
  await file.saveAs(saved);
  const bytes = readFileSync(saved);
  expect(bytes.subarray(0, 2).toString()).toBe("PK"); // an .xlsx is a zip
  // Its parts, unzipped, hold the event's title and the sums (the Go tests read every cell).
  const xml = execFileSync("unzip", ["-p", saved]).toString();
  expect(xml).toContain(title);
  expect(xml).toContain("Slips awaiting review");
  expect(xml).toContain(">300.5<");
});
