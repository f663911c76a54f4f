import { expect, test } from "@playwright/test";
import { shot, uniquePhone, CONSENT } from "./util";

// A fellow member joining an event you are in shows up on your bell.
// The bell sits in the dashboard page, the same at both sizes.
test("a fellow member's registration notifies: bell count, list, mark read", { tag: "@phone" }, async ({ page, browser }, testInfo) => {
  const stamp = Date.now();
  const me = { name: `Bell Owner ${stamp}`, phone: uniquePhone(), email: `bell.${stamp}@example.my`, password: "secret123", membershipNumber: `BL${stamp % 1e6}` };
  expect((await page.request.post("/api/member/register", { data: { ...CONSENT, ...me } })).status()).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { email: me.email, password: me.password } })).status()).toBe(200);
  const events = (await (await page.request.get("/api/events?upcoming=1")).json()) as { id: number; title: string; registered: number; capacity: number; rates: { type: string; category: string }[] }[];
  const ev = events.find((e) => e.registered + 2 <= e.capacity && e.rates.some((r) => r.category === "member"))!;
  const rate = ev.rates.find((r) => r.category === "member")!.type;
  expect((await page.request.post(`/api/events/${ev.id}/register`, { data: { guestRateType: rate } })).status()).toBe(201);

  // Someone else joins the same event, in their own browser context.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const friend = { name: `Fellow ${stamp}`, phone: "01" + String(stamp + 7).slice(-8), email: `fellow.${stamp}@example.my`, password: "secret123", membershipNumber: `FL${stamp % 1e6}` };
  expect((await other.request.post("/api/member/register", { data: { ...CONSENT, ...friend } })).status()).toBe(201);
  expect((await other.request.post("/api/member/login", { data: { email: friend.email, password: friend.password } })).status()).toBe(200);
  expect((await other.request.post(`/api/events/${ev.id}/register`, { data: { guestRateType: rate } })).status()).toBe(201);
  await other.close();

  await page.goto("/member");
  const bell = page.getByRole("button", { name: /^Notifications, 1 unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  // The bell's own list: the new-notification banner shows the same words.
  const bellList = page.getByRole("dialog", { name: "Notifications" });
  await expect(bellList.getByRole("region", { name: "Notification list" }).getByText(`${friend.name} just joined ${ev.title}`)).toBeVisible();
  await shot(page, testInfo, "notification-bell");
  await bellList.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("button", { name: /^Notifications, 0 unread|^Notifications$/ })).toBeVisible();
});
