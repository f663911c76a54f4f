import { expect, test, type Browser, type TestInfo } from "@playwright/test";
import { CONSENT, shot, uniquePhone } from "./util";

// The waitlist end to end: a member joins the waitlist of a full event and
// sees their place; the admin sees the waitlist, removes the registration
// holding the seat, and the member hears of the promotion with its
// pay-by deadline.

const ADMIN_PASSWORD = "e2e-admin-pass";

function clubDateIn(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function memberContext(browser: Browser, testInfo: TestInfo, tag: string) {
  const ctx = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const me = { name: `${tag} ${stamp}`, phone: uniquePhone(), email: `${tag.toLowerCase()}.${stamp}@example.my`, password: "secret123" };
  expect((await ctx.request.post("/api/member/register", { data: { ...me, ...CONSENT } })).status()).toBe(201);
  expect((await ctx.request.post("/api/member/login", { data: { email: me.email, password: me.password } })).status()).toBe(200);
  return { ctx, me };
}

// The event page's waitlist card and the bell are the same at both sizes.
test("join the waitlist of a full event, get promoted when the admin removes a registration", { tag: "@phone" }, async ({ page, browser }, testInfo) => {
  const stamp = Date.now();
  const title = `Waitlist Cup ${testInfo.project.name} ${stamp}`;
  const rate = "Non-Member Weekday";

  // The admin creates a one-seat event with a 48-hour deadline after promotion.
  const admin = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() ?? undefined });
  expect((await admin.request.post("/api/admin/login", { data: { username: "admin", password: ADMIN_PASSWORD } })).status()).toBe(200);
  const created = await admin.request.post("/api/events", {
    data: {
      title, description: "A one-seat round to test the waitlist.", date: clubDateIn(12), time: "7:30 AM", type: "tournament",
      capacity: 1, promotionPayHours: 48, rates: [{ type: rate, price: 150, category: "non-member" }],
    },
  });
  expect(created.status()).toBe(201);
  const ev = (await created.json()) as { id: number };

  // Someone takes the only seat.
  const holder = await memberContext(browser, testInfo, "Holder");
  expect((await holder.ctx.request.post(`/api/events/${ev.id}/register`, { data: { guestRateType: rate } })).status()).toBe(201);

  // The member signs in in the page and joins the waitlist.
  const me = { name: `Waiter ${stamp}`, phone: uniquePhone(), email: `waiter.${stamp}@example.my`, password: "secret123" };
  expect((await page.request.post("/api/member/register", { data: { ...me, ...CONSENT } })).status()).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { email: me.email, password: me.password } })).status()).toBe(200);
  await page.goto(`/events/${ev.id}`);
  const card = page.getByTestId("waitlist-action");
  await expect(card.getByText("Event full")).toBeVisible();
  await card.getByRole("button", { name: "Join waitlist" }).click();
  await card.getByRole("combobox", { name: "Rate Type" }).click();
  await page.getByRole("option", { name: new RegExp(rate) }).click();
  await expect(card.getByText(/you have 48 h to pay/)).toBeVisible();
  await shot(page, testInfo, "waitlist-join");
  await card.getByRole("button", { name: "Confirm: join waitlist" }).click();
  await expect(page.getByTestId("waitlist-position")).toHaveText("You are #1 on the waitlist");
  await expect(card.getByText(/· 1 on the waitlist/)).toBeVisible();
  await shot(page, testInfo, "waitlist-position");

  // The admin sees the waitlist under the event's registrations.
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/dashboard?tab=registrations");
  await adminPage.getByRole("combobox", { name: "Filter by event" }).click();
  await adminPage.getByRole("option", { name: new RegExp(title) }).click();
  const section = adminPage.getByTestId("admin-waitlist");
  await expect(section.getByText(me.name)).toBeVisible();
  await expect(section.getByRole("button", { name: `Move ${me.name} up` })).toBeDisabled();
  await section.scrollIntoViewIfNeeded();
  await shot(adminPage, testInfo, "admin-waitlist");

  // The admin removes the holder's registration: the member is promoted.
  const removed = await admin.request.delete(`/api/admin/events/${ev.id}/registrations`, { data: { memberPhone: holder.me.phone } });
  expect(removed.status()).toBe(200);
  await expect(section.getByText("No one is waiting.")).toBeVisible();

  await page.goto("/member");
  const bell = page.getByRole("button", { name: /^Notifications, 1 unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  // The bell's own list: the new-notification banner shows the same words.
  const bellList = page.getByRole("dialog", { name: "Notifications" }).getByRole("region", { name: "Notification list" });
  await expect(bellList.getByText(`You are in: ${title}`)).toBeVisible();
  await expect(bellList.getByText(/Please pay by .* or the seat passes to the next in line\./)).toBeVisible();
  await shot(page, testInfo, "waitlist-promoted");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("pay-by").first()).toContainText("Pay by");

  await holder.ctx.close();
  await admin.close();
});
