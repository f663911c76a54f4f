import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { shot, uniquePhone, type ApiEvent, CONSENT } from "./util";

// Sharing an event on WhatsApp (share sheet or wa.me link, Open
// Graph tags for the preview), "Add to calendar", the member's private
// calendar feed and the admin's flight sheet share, against the real
// binary (--demo --dev on a fresh database).

const clubToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

/** What the page handed navigator.share, captured by a stub installed
 *  before the app runs (Chromium on Linux has no share sheet). */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        w.__shared.push(data);
      },
    });
    Object.defineProperty(Navigator.prototype, "canShare", { configurable: true, value: () => true });
  });
}

async function noShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
  });
}

const shared = (page: Page) => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);

/** An upcoming demo event with rates and an image. */
async function upcomingEvent(page: Page): Promise<ApiEvent & { image: string; time: string }> {
  const events = (await (await page.request.get("/api/events")).json()) as (ApiEvent & { image: string; time: string })[];
  const e = events.find((ev) => ev.date >= clubToday() && ev.rates.length > 0 && ev.image && ev.registered < ev.capacity);
  expect(e, "the demo data has an upcoming event with rates").toBeTruthy();
  return e!;
}

// "From" is the lowest entry fee: add-ons (a buggy share) are not one.
const lowest = (e: ApiEvent) => Math.min(...e.rates.filter((r) => !r.addOn).map((r) => r.price));

// The share sheet is a phone's.
test("an event's page has Open Graph tags, shares through the share sheet and downloads its .ics", { tag: "@phone" }, async ({ page, baseURL }, testInfo) => {
  const event = await upcomingEvent(page);

  // What WhatsApp's crawler reads: the HTML as served, no JavaScript.
  const html = await (await page.request.get(`/events/${event.id}`)).text();
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/events/${event.id}">`);
  expect(html).toContain(`<meta property="og:image" content="${baseURL}${event.image}">`);
  expect(html).toMatch(new RegExp(`<meta property="og:description" content="[^"]*· from RM ${lowest(event)}"`));
  expect(html).toContain('<meta property="og:title" content="');

  await stubShareSheet(page);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect.poll(() => shared(page)).toHaveLength(1);
  const [payload] = await shared(page);
  expect(payload.title).toBe(event.title);
  expect(payload.url).toBe(`${baseURL}/events/${event.id}`);
  expect(payload.text).toContain(event.title);
  expect(payload.text).toContain(`from RM ${lowest(event)}`);
  expect(payload.text).toMatch(/\b20\d\d\b/);
  await shot(page, testInfo, "event-page");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Add to calendar" }).click()]);
  expect(download.suggestedFilename()).toBe(`event-${event.id}.ics`);
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics).toContain("TZID:Asia/Kuala_Lumpur");
  expect(ics).toContain(`UID:event-${event.id}@`);
  // The page is still the event's: the download did not navigate away.
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
});

// A desktop browser has no share sheet.
test("without a share sheet, Share is a WhatsApp link with the message filled in", { tag: "@desktop" }, async ({ page, baseURL }) => {
  const event = await upcomingEvent(page);
  await noShareSheet(page);
  await page.goto(`/events/${event.id}`);
  const link = page.getByRole("link", { name: "Share on WhatsApp" });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  expect(href.startsWith("https://wa.me/?text=")).toBe(true);
  const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
  expect(text.startsWith(`${event.title}\n`)).toBe(true);
  expect(text).toContain(`from RM ${lowest(event)}`);
  expect(text.endsWith(`\n${baseURL}/events/${event.id}`)).toBe(true);
  expect(await link.getAttribute("target")).toBe("_blank");
});

// The event card's link is the same at both sizes.
test("the events list links each event's page; an unknown event says so", { tag: "@desktop" }, async ({ page }) => {
  const event = await upcomingEvent(page);
  await page.goto("/events");
  await page.getByTestId("event-card").filter({ hasText: event.title }).getByRole("link", { name: /Details, share/ }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  await page.goto("/events/999999");
  await expect(page.getByText("It may have been removed.")).toBeVisible();
});

// The feed's card is the same at both sizes.
test("a member subscribes to a private calendar feed and resets it", { tag: "@desktop" }, async ({ page, baseURL }, testInfo) => {
  const stamp = Date.now();
  const name = `Cal E2E ${testInfo.project.name}`;
  const member = { name, phone: uniquePhone(), email: `e2e.cal.${testInfo.project.name}.${stamp}@example.com`, password: "eagle-2468", membershipNumber: `C${String(stamp).slice(-7)}` };
  expect((await page.request.post("/api/member/register", { data: { ...CONSENT, ...member } })).status()).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { email: member.email, password: member.password } })).status()).toBe(200);
  const event = await upcomingEvent(page);
  const rate = event.rates[0];
  const reg = await page.request.post(`/api/events/${event.id}/register`, { data: { guestRateType: rate.type } });
  expect(reg.status(), await reg.text()).toBe(201);

  await page.goto("/member");
  const card = page.getByTestId("calendar-feed");
  await card.getByRole("button", { name: "Make my calendar link" }).click();
  const input = card.getByLabel("Your private calendar link");
  await expect(input).toHaveValue(new RegExp(`^${baseURL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  const first = await input.inputValue();
  await expect(card.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", first.replace(/^http:/, "webcal:"));
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "member-calendar-feed");

  // A calendar app fetches it without any cookie.
  const app = await playwrightRequest.newContext();
  const feed = await app.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const body = (await feed.text()).replace(/\r\n /g, "");
  expect(body).toContain(`SUMMARY:${event.title.replace(/([,;\\])/g, "\\$1")}`);
  expect(body).not.toContain(member.email);

  await card.getByRole("button", { name: "Reset link…" }).click();
  await card.getByRole("button", { name: "Reset link", exact: true }).click();
  await expect(input).not.toHaveValue(first);
  const second = await input.inputValue();
  const gone = await app.get(first);
  expect(gone.status()).toBe(404);
  expect((await gone.json()) as { message: string }).toMatchObject({ message: "Calendar feed not found" });
  expect((await app.get(second)).status()).toBe(200);
  await app.dispose();
});

// The share sheet is a phone's.
test("an admin shares an event's flight sheet", { tag: "@phone" }, async ({ page, baseURL }, testInfo) => {
  // The demo's upcoming medal has three flights.
  const events = (await (await page.request.get("/api/events")).json()) as ApiEvent[];
  const medal = events.find((e) => e.date >= clubToday() && e.title.startsWith("Monthly Medal"));
  expect(medal, "the demo data has an upcoming medal with flights").toBeTruthy();

  await stubShareSheet(page);
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("e2e-admin-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, admin" })).toBeVisible();
  await page.getByRole("tab", { name: /^Flights/ }).click();
  // All events: no sheet to share until one is picked.
  await expect(page.getByRole("button", { name: "Share flight sheet" })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Filter flights by event" }).click();
  await page.getByRole("option", { name: new RegExp(`^${medal!.title}`) }).click();
  await page.getByRole("button", { name: "Share flight sheet" }).click();
  await expect.poll(() => shared(page)).toHaveLength(1);
  const [payload] = await shared(page);
  expect(payload.url).toBe(`${baseURL}/events/${medal!.id}`);
  expect(payload.text).toMatch(/^Monthly Medal.* – flights\n/);
  expect(payload.text).toContain("Flight 1 · 7:30 AM · hole 1\n1. ");
  expect(payload.text).toContain("Flight 3 · 7:30 AM · hole 10");
  // Names only: no phone number reaches the group.
  expect(payload.text).not.toMatch(/\d{3}-\d{3,4} ?\d{4}|01\d{8}/);
  await shot(page, testInfo, "admin-flight-share");
});
