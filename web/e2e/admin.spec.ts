import { expect, test, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { type ApiEvent, isPhone, serverDataDir, shot as rawShot, uniquePhone, CONSENT } from "./util";

// The admin area end to end against the real binary (--demo --dev; the
// Playwright config creates the admin 'admin' / 'e2e-admin-pass').

const ADMIN_PASSWORD = "e2e-admin-pass";

/** Screenshot once enter animations (dialogs, toasts) have finished. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await rawShot(page, testInfo, name);
}

/** The toast on screen; the toast region is aria-hidden under a modal. */
const toast = (page: Page, text: string | RegExp) => page.locator(".gc-toast").getByText(text);

/** The club's calendar date (Asia/Kuala_Lumpur) some days from now, YYYY-MM-DD. */
function clubDateIn(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function adminSignIn(page: Page) {
  await page.goto("/admin");
  // /admin redirects to the dashboard, which sends a visitor to sign in.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Please enter both username and password")).toBeVisible();
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole("heading", { name: "Welcome, admin" })).toBeVisible();
}

async function openTab(page: Page, name: string, key: string) {
  await page.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
  // Overview is the default tab: its URL carries no ?tab.
  await expect(page).toHaveURL(key === "overview" ? /\/admin\/dashboard$/ : new RegExp(`tab=${key}`));
}

/** Picks an option of a Radix select (the list renders in a portal). */
async function choose(page: Page, trigger: Locator, option: string | RegExp) {
  await trigger.click();
  await page.getByRole("option", { name: option }).click();
}

// One long two-browser flow; the phone project covers the admin screens in the test below.
test("admin builds an event; a member registers; admin marks it paid, builds the flight and exports", { tag: "@desktop" }, async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `E2E Medal ${stamp}`;
  const date = clubDateIn(10);

  // --- Admin: sign in, create the event with one member and one non-member rate.
  await adminSignIn(page);
  await openTab(page, "Events", "events");
  await page.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByRole("dialog", { name: "Add New Event" });
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(form.getByText("Date is required")).toBeVisible();
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Description/).fill("Stableford medal for the end-to-end test, 18 holes.");
  await form.getByLabel(/^Date/).fill(date);
  await form.getByLabel(/^Time/).fill("7:30 AM");
  await choose(page, form.getByRole("combobox", { name: /^Type/ }), "Tournament");
  await form.getByLabel(/^Capacity/).fill("20");
  await form.getByRole("button", { name: "Add member rate" }).click();
  await form.getByLabel("Member rate type 1", { exact: true }).fill("Weekday");
  await form.getByLabel("Member rate price 1 (RM)", { exact: true }).fill("120");
  await form.getByRole("button", { name: "Add non-member rate" }).click();
  await form.getByLabel("Non-Member rate type 1", { exact: true }).fill("Weekday");
  await form.getByLabel("Non-Member rate price 1 (RM)", { exact: true }).fill("180");
  await shot(page, testInfo, "admin-event-form");
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(form).toBeHidden();
  await expect(toast(page, "Event created")).toBeVisible();
  const eventRow = page.getByTestId("admin-event-row").filter({ hasText: title });
  await expect(eventRow).toContainText("0/20");
  await expect(eventRow).toContainText("2 rates");

  // --- Member, in a second browser: register an account, sign in, register for the event.
  const memberCtx = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 800 } });
  const member = await memberCtx.newPage();
  const name = `E2E Golfer ${stamp}`;
  const email = `e2e.golfer.${stamp}@example.com`;
  const password = "fairway-123";
  await member.goto("/member/register");
  await member.getByLabel(/Full Name/).fill(name);
  await member.getByLabel(/Phone Number/).fill(uniquePhone());
  await member.getByLabel(/Email Address/).fill(email);
  await member.getByLabel(/^Password/).fill(password);
  await member.getByRole("checkbox", { name: /I have read the Privacy Notice/ }).check();
  await member.getByRole("button", { name: "Register", exact: true }).click();
  await expect(member.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
  await member.getByRole("link", { name: "Go to My Dashboard" }).click();
  await expect(member).toHaveURL(/\/member$/);

  await member.goto("/events");
  const card = member
    .getByRole("heading", { name: title })
    .locator("xpath=ancestor::*[.//button[normalize-space()='Register Now']][1]");
  await card.getByRole("button", { name: "Register Now" }).click();
  const reg = member.getByRole("dialog", { name: title });
  await expect(reg).toBeVisible();
  await choose(member, reg.getByRole("combobox", { name: "Rate Type" }), /^Member Weekday/);
  await reg.getByRole("button", { name: "Register", exact: true }).click();
  // The dialog stays open in its registered state.
  await expect(reg.getByRole("button", { name: "De-register" })).toBeVisible();
  await expect(reg.getByText("Member Weekday").first()).toBeVisible();
  await reg.getByRole("button", { name: "Cancel" }).click();
  await expect(reg).toBeHidden();

  // --- Admin: the registration is there; tick 'Mark as Paid'.
  await openTab(page, "Registrations", "registrations");
  await page.getByLabel("Search by member name").fill(name);
  const paid = page.getByRole("checkbox", { name: `Mark as Paid for ${name}` });
  await expect(paid).not.toBeChecked();
  await paid.click();
  await expect(paid).toBeChecked();
  await shot(page, testInfo, "admin-registrations-paid");

  // --- Member: the dashboard shows the registration as Paid.
  await member.goto("/member");
  const myRow = member.getByTestId("registration-row").filter({ hasText: title });
  await expect(myRow).toBeVisible();
  await expect(myRow.getByText("Paid", { exact: true })).toBeVisible();

  // --- Admin: flight 1 for the event, the member in position 1.
  await openTab(page, "Flights", "flights");
  await page.getByRole("button", { name: "Create Flight" }).click();
  const flightForm = page.getByRole("dialog", { name: "Create Flight" });
  await choose(page, flightForm.getByRole("combobox", { name: /^Event/ }), new RegExp(`^${title}`));
  await flightForm.getByLabel(/^Flight number/).fill("1");
  await flightForm.getByLabel(/^Tee time/).fill("07:30");
  await flightForm.getByRole("button", { name: "Create Flight" }).click();
  await expect(flightForm).toBeHidden();
  await page.getByRole("button", { name: `Manage flight 1 of ${title}` }).click();
  const manage = page.getByRole("dialog", { name: "Manage flight 1" });
  await choose(page, manage.getByRole("combobox", { name: "Position 1 member" }), new RegExp(name));
  await manage.getByRole("button", { name: "Add to position 1" }).click();
  await expect(manage.getByRole("button", { name: `Remove ${name} from position 1` })).toBeVisible();
  await shot(page, testInfo, "admin-flight-manage");
  await page.keyboard.press("Escape");
  await expect(manage).toBeHidden();

  // --- Member: the Flights tab shows the flight.
  await member.reload();
  await member.getByRole("tab", { name: "Flights" }).click();
  await expect(member.getByRole("heading", { name: "Your Flight Arrangements" })).toBeVisible();
  await expect(member.getByText(title).first()).toBeVisible();
  await expect(member.getByText("#1", { exact: true })).toBeVisible();
  await expect(member.getByText("You", { exact: true })).toBeVisible();
  await rawShot(member, testInfo, "member-flights");
  await memberCtx.close();

  // --- Admin: export the registrations (Overview quick action).
  await openTab(page, "Overview", "overview");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export Registrations" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^golfclub-registrations-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await download.path();
  expect(statSync(file).size).toBeGreaterThan(0);
});

test("admin screens at this size: every tab, the member dialog, search, logout", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await adminSignIn(page);
  await expect(page.getByTestId("online-indicator")).toHaveText("Online");
  await expect(page.getByTestId("stat-activeMembers")).toHaveText(/\d+/);
  await shot(page, testInfo, "admin-overview");

  const tabList = page.getByRole("tablist", { name: "Admin sections" });
  if (isPhone(testInfo)) {
    // The tab list scrolls sideways on a phone instead of squashing or wrapping.
    const { scroll, client } = await tabList.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeGreaterThan(client);
  }
  const noPageOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  const tabs: [string, string][] = [
    ["Members", "members"],
    ["Events", "events"],
    ["Registrations", "registrations"],
    ["Flights", "flights"],
    ["Payments", "payments"],
    ["Content", "content"],
    ["Messages", "messages"],
    ["Settings", "settings"],
  ];
  for (const [name, key] of tabs) {
    await openTab(page, name, key);
    await expect(page.getByRole("tab", { name: new RegExp(`^${name}`) })).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    await noPageOverflow();
    await shot(page, testInfo, `admin-${key}`);
  }

  // A reload keeps the tab.
  await page.reload();
  await expect(page.getByRole("tab", { name: /^Settings/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel(/^Club name/)).not.toHaveValue("");

  // System Settings on the Overview opens the Settings tab.
  await openTab(page, "Overview", "overview");
  await page.getByRole("button", { name: "System Settings" }).click();
  await expect(page).toHaveURL(/tab=settings/);

  // The member dialog's rules, and the list's search.
  await openTab(page, "Members", "members");
  await page.getByRole("button", { name: "Add Member" }).click();
  const dlg = page.getByRole("dialog", { name: "Add New Member" });
  await dlg.getByRole("button", { name: "Add Member" }).click();
  await expect(dlg.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(dlg.getByText("Password must be at least 6 characters")).toBeVisible();
  await shot(page, testInfo, "admin-member-form");
  await page.keyboard.press("Escape");
  await expect(dlg).toBeHidden();
  await page.getByLabel("Search members").fill("zzzz-nobody");
  await expect(page.getByText("No members match your search")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The session is gone on the server too.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

/** A member (own browser context) registered for an upcoming event with a payment slip sent. */
async function memberWithSlip(browser: Browser, baseURL: string, name: string) {
  const ctx = await browser.newContext({ baseURL });
  const stamp = Date.now();
  const me = { name, phone: uniquePhone(), email: `slip.${stamp}@example.my`, password: "secret123", membershipNumber: `SL${stamp % 1e6}` };
  expect((await ctx.request.post("/api/member/register", { data: { ...CONSENT, ...me } })).status()).toBe(201);
  expect((await ctx.request.post("/api/member/login", { data: { email: me.email, password: me.password } })).status()).toBe(200);
  const events = (await (await ctx.request.get("/api/events?upcoming=1")).json()) as ApiEvent[];
  const ev = events.find((e) => e.registered < e.capacity && e.rates.some((r) => r.category === "member"));
  expect(ev, "an upcoming event with a free seat and a member rate").toBeTruthy();
  const rate = ev!.rates.find((r) => r.category === "member")!;
  const reg = await ctx.request.post(`/api/events/${ev!.id}/register`, { data: { guestRateType: rate.type } });
  expect(reg.status()).toBe(201);
  const regId = ((await reg.json()) as { id: number }).id;
  const link = (await (await ctx.request.post("/api/payment/upload")).json()) as { uploadURL: string };
  // The smallest PNG: 1×1, one white pixel.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
    "base64",
  );
  const put = await ctx.request.put(link.uploadURL, { data: png, headers: { "Content-Type": "image/png" } });
  expect(put.status()).toBe(200);
  const up = (await put.json()) as { fileUrl: string; fileId: string };
  const saved = await ctx.request.post(`/api/payment/${regId}/reference`, { data: { fileUrl: up.fileUrl, fileName: "maybank-transfer.png" } });
  expect(saved.status()).toBe(200);
  await ctx.close();
  return { fileId: up.fileId, event: ev!, price: rate.price };
}

// One page at both sizes; the phone adds the page-height check.
test("the overview is an action queue; payment references open on 'Awaiting review', page, and a lost slip says 'Download Failed'", { tag: "@phone" }, async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  const name = `Slip Sender ${Date.now()}`;
  const slip = await memberWithSlip(browser, baseURL, name);

  await adminSignIn(page);
  // The figures the server computes are the ones shown, formatted.
  const stats = (await (await page.request.get("/api/admin/stats")).json()) as {
    queue: { awaitingReview: number; outstanding: { amount: number; registrations: number }; week: { events: { title: string; registered: number; capacity: number }[] } };
  };
  const q = stats.queue;
  expect(q.awaitingReview).toBeGreaterThanOrEqual(1);
  const slips = page.getByTestId("queue-slips");
  await expect(slips.getByTestId("queue-slips-value")).toHaveText(String(q.awaitingReview));
  const owed = page.getByTestId("queue-outstanding");
  expect(q.outstanding.amount).toBeGreaterThanOrEqual(slip.price);
  await expect(owed.getByTestId("queue-outstanding-value")).toHaveText(
    `RM ${q.outstanding.amount.toLocaleString("en-MY", { minimumFractionDigits: Number.isInteger(q.outstanding.amount) ? 0 : 2, maximumFractionDigits: 2 })}`,
  );
  const week = page.getByTestId("queue-week");
  if (q.week.events.length === 0) {
    await expect(week.getByText("No events this week")).toBeVisible();
  } else {
    await expect(week.getByTestId("queue-week-fill")).toHaveText(q.week.events.map((e) => `${e.registered} / ${e.capacity}`));
    await expect(week.getByRole("progressbar")).toHaveCount(q.week.events.length);
  }
  // The queue comes first, the stat cards after it.
  const queueBox = (await slips.boundingBox())!;
  const statBox = (await page.getByTestId("stat-activeMembers").boundingBox())!;
  expect(queueBox.y).toBeLessThan(statBox.y);
  await shot(page, testInfo, "admin-overview-queue");

  // 'Review slips' opens the payment references on 'Awaiting review'.
  await slips.getByRole("link", { name: /Review slips/ }).click();
  await expect(page).toHaveURL(/\/admin\/payment-references\?filter=awaiting$/);
  await expect(page.getByRole("button", { name: /^Awaiting review/ })).toHaveAttribute("aria-pressed", "true");
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Awaiting review", { exact: true })).toBeVisible();
  await expect(page.getByTestId("references-range")).toHaveText(new RegExp(`^1–\\d+ of ${q.awaitingReview}$`));
  await shot(page, testInfo, "admin-payment-references-awaiting");

  // A slip that is there opens in a new tab, as an image the browser shows.
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    card.getByRole("button", { name: `Open file of ${name} (opens in a new tab)` }).click(),
  ]);
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  await expect(page).toHaveURL(/\/admin\/payment-references/);

  // Its stored file is lost: the admin gets 'Download Failed', no new tab, and stays put.
  rmSync(path.join(serverDataDir(baseURL), "uploads", slip.fileId), { force: true });
  expect((await page.request.get(`/api/admin/payment-reference-file/payment-references/${slip.fileId}`)).status()).toBe(404);
  const pagesBefore = page.context().pages().length;
  await card.getByRole("button", { name: `Open file of ${name} (opens in a new tab)` }).click();
  await expect(toast(page, "Download Failed")).toBeVisible();
  await expect(toast(page, "Could not open the file")).toBeVisible();
  expect(page.context().pages().length).toBe(pagesBefore);
  await expect(page).toHaveURL(/\/admin\/payment-references\?filter=awaiting$/);
  await shot(page, testInfo, "admin-payment-references-download-failed");

  // 'All' pages on the server: 12 cards at a time, with labelled controls.
  await page.getByRole("button", { name: /^All/ }).click();
  const all = (await (await page.request.get("/api/admin/payment-references?filter=all&limit=1")).json()) as { total: number };
  const pager = page.getByRole("navigation", { name: "Pages of payment references" });
  await expect(pager.getByTestId("references-range")).toHaveText(`1–${Math.min(12, all.total)} of ${all.total}`);
  await expect(page.getByRole("list", { name: "Payment references" }).getByRole("listitem")).toHaveCount(Math.min(12, all.total));
  await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();
  if (all.total > 12) {
    await pager.getByRole("button", { name: "Next page" }).click();
    await expect(pager.getByTestId("references-range")).toHaveText(`13–${Math.min(24, all.total)} of ${all.total}`);
    await expect(pager.getByText(`Page 2 of ${Math.ceil(all.total / 12)}`)).toBeVisible();
  }
  if (isPhone(testInfo)) {
    // One page is a phone's scroll, not 28,000 px.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(7_000);
  }
  await pager.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "admin-payment-references-all");
  // Bad paging is refused with a code.
  const bad = await page.request.get("/api/admin/payment-references?limit=0");
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { code: string }).code).toBe("invalid_parameter");
});

// A download: the same button at both sizes.
test("the Flights tab exports every flight as a spreadsheet without leaving the page", { tag: "@desktop" }, async ({ page }, testInfo) => {
  await adminSignIn(page);
  await openTab(page, "Flights", "flights");
  const url = page.url();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Flights" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^golfclub-flights-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = readFileSync(await download.path());
  // An .xlsx is a zip: "PK\x03\x04", and it names the sheet's columns.
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
  expect(bytes.length).toBeGreaterThan(1000);
  expect(page.url()).toBe(url);
  await expect(page.getByRole("button", { name: "Export Flights" })).toBeEnabled();
  await shot(page, testInfo, "admin-flights-export");
});
