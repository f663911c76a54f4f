// The secretary's queue and the changes around it, through the admin's
// screens: the club setting that holds sign-ups' membership numbers for
// approval, the Overview's "Needs attention" with the sign-ups to approve
// and the members' PDPA deletion requests (with their answer deadline and
// the Members tab's badge), moving the flights' tee times with the event's
// start, and an event's last day and end time on its page and card.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CONSENT, shot, uniquePhone } from "./util";

const ADMIN_PASSWORD = "e2e-admin-pass";

async function adminSignIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, admin" })).toBeVisible();
}

/** Saves the club's newMemberNumbers setting through the API (the admin's cookie). */
async function setNumbers(request: APIRequestContext, mode: "automatic" | "approval") {
  const res = await request.put("/api/admin/settings", { data: { newMemberNumbers: mode } });
  expect(res.status()).toBe(200);
}

test("sign-ups wait for approval; the overview shows them and deletion requests; approve tells the member", async ({ page, browser }, testInfo) => {
  await adminSignIn(page);
  try {
    // The setting, chosen in the Settings tab as an admin does.
    await page.goto("/admin/dashboard?tab=settings");
    const choice = page.getByRole("combobox", { name: "New sign-ups get a membership number" });
    await expect(choice).toHaveText("Automatically, at sign-up");
    await choice.click();
    await page.getByRole("option", { name: "After the secretary approves" }).click();
    await expect(choice).toHaveText("After the secretary approves");
    await choice.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "approval-setting");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved").first()).toBeVisible();

    // A visitor signs up: no number, told it waits for the secretary.
    const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const signUp = await visitor.newPage();
    const phone = uniquePhone();
    const name = `Waiting ${testInfo.project.name} ${Date.now() % 1e5}`;
    await signUp.goto("/member/register");
    await signUp.getByLabel(/Full Name/).fill(name);
    await signUp.getByLabel(/Phone Number/).fill(phone);
    await signUp.getByLabel(/^Password/).fill("secret123");
    await signUp.getByRole("checkbox", { name: /I have read the Privacy Notice/ }).check();
    await signUp.getByRole("button", { name: "Register", exact: true }).click();
    await expect(signUp.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
    await expect(signUp.getByTestId("membership-pending")).toContainText("Awaiting approval");
    await expect(signUp.getByTestId("membership-number")).toHaveCount(0);
    await shot(signUp, testInfo, "approval-signup-pending");

    // Another member asks for their data to be deleted.
    const other = await browser.newContext();
    const otherPhone = String(Number(uniquePhone()) + 7).padStart(10, "0");
    const otherName = `Deleting ${testInfo.project.name} ${Date.now() % 1e5}`;
    expect((await other.request.post("/api/member/register", { data: { ...CONSENT, name: otherName, phone: otherPhone, password: "secret123" } })).status()).toBe(201);
    expect((await other.request.post("/api/member/deletion-request")).status()).toBe(201);

    // The overview: both wait in Needs attention, the Members tab counts them.
    await page.goto("/admin/dashboard");
    const queue = page.getByTestId("membership-requests");
    const row = queue.getByTestId("membership-request").filter({ hasText: name });
    await expect(row).toBeVisible();
    const deletions = page.getByTestId("queue-deletions");
    await expect(deletions).toContainText("Data deletion requests");
    await expect(deletions).toContainText(/answer by .+ \(PDPA\)/);
    const badge = page.getByTestId("members-tab-badge");
    await expect(badge).toBeVisible();
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(2);
    await queue.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "approval-overview");

    // Approve, leaving the number blank: one is generated.
    await row.getByRole("button", { name: `Approve ${name}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: `Approve ${name}?` })).toBeVisible();
    await expect(dialog.getByLabel("Membership number")).toHaveValue("");
    await shot(page, testInfo, "approval-approve-dialog");
    await dialog.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText(`${name} now has membership number`).first()).toBeVisible();
    await expect(row).toHaveCount(0);

    // The member has the number and a notification saying so.
    const profile = (await (await visitor.request.get("/api/member/profile")).json()) as { membershipNumber: string | null; membershipPending: boolean };
    expect(profile.membershipPending).toBe(false);
    expect(profile.membershipNumber).toMatch(/^[A-Z0-9]+\d{6}$/);
    await signUp.goto("/member?tab=membership");
    await expect(signUp.getByTestId("membership-status")).toContainText("Active Member");
    const notes = (await (await visitor.request.get(`/api/notifications/${phone}`)).json()) as { type: string; message: string }[];
    expect(notes[0]?.type).toBe("MEMBERSHIP_APPROVED");
    expect(notes[0]?.message).toContain(profile.membershipNumber ?? "?");

    // The deletion request's card leads to the Members tab, deadline shown.
    await page.getByTestId("queue-deletions").getByRole("link", { name: "Review requests" }).click();
    await expect(page).toHaveURL(/tab=members/);
    const panel = page.getByTestId("deletion-requests");
    await expect(panel.getByText(otherName)).toBeVisible();
    await expect(panel.getByTestId("deletion-due").first()).toContainText("Answer by");
    await panel.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "approval-deletion-deadline");
    await visitor.close();
    await other.close();
  } finally {
    // Other specs sign up and expect a number at once, as the spec does.
    await setNumbers(page.request, "automatic");
  }
});

test("moving an event's start offers to move its flights' tee times", async ({ page }, testInfo) => {
  await adminSignIn(page);
  const title = `Shift Cup ${testInfo.project.name} ${Date.now() % 1e5}`;
  const created = await page.request.post("/api/events", {
    data: {
      title, description: "Tee times follow the start.", date: "2027-03-06", time: "7:30 AM", type: "tournament", capacity: 20,
      rates: [{ type: "Member Weekday", price: 120, category: "member" }],
    },
  });
  expect(created.status()).toBe(201);
  const ev = (await created.json()) as { id: number };
  for (const [n, tee] of [[1, "07:30"], [2, "7:40 AM"]] as const) {
    const f = await page.request.post("/api/admin/flights", { data: { eventId: ev.id, flightNumber: n, teeTime: tee, maxPlayers: 4, startingHole: 1 } });
    expect(f.status()).toBe(201);
  }

  await page.goto("/admin/dashboard?tab=events");
  await page.getByRole("searchbox").first().fill(title);
  await page.getByRole("button", { name: `Edit ${title}` }).first().click();
  const form = page.getByRole("dialog");
  await form.getByLabel(/^Time/).fill("9:00 AM");
  await form.getByRole("button", { name: "Save Changes" }).click();

  const offer = page.getByTestId("tee-shift-dialog");
  await expect(offer.getByRole("heading", { name: "Move the tee times too?" })).toBeVisible();
  await expect(offer).toContainText(/2 flights still tee off at the old times\. Move every tee time 1 h 30 min later\?/);
  await shot(page, testInfo, "tee-shift-offer");
  await offer.getByRole("button", { name: "Move tee times" }).click();
  await expect(page.getByText("2 flights moved.").first()).toBeVisible();
  await expect(offer).toHaveCount(0);

  const flights = (await (await page.request.get(`/api/flights/${ev.id}`)).json()) as { flightNumber: number; teeTime: string }[];
  expect(flights.map((f) => `${f.flightNumber} ${f.teeTime}`).sort()).toEqual(["1 09:00", "2 9:10 AM"]);

  // Keeping the tee times changes nothing.
  await page.getByRole("button", { name: `Edit ${title}` }).first().click();
  await page.getByRole("dialog").getByLabel(/^Time/).fill("8:00 AM");
  await page.getByRole("dialog").getByRole("button", { name: "Save Changes" }).click();
  await page.getByTestId("tee-shift-dialog").getByRole("button", { name: "Keep tee times" }).click();
  await expect(page.getByTestId("tee-shift-dialog")).toHaveCount(0);
  const kept = (await (await page.request.get(`/api/flights/${ev.id}`)).json()) as { flightNumber: number; teeTime: string }[];
  expect(kept.map((f) => `${f.flightNumber} ${f.teeTime}`).sort()).toEqual(["1 09:00", "2 9:10 AM"]);
});

test("an event over several days shows its last day and end time", async ({ page }, testInfo) => {
  await adminSignIn(page);
  const title = `Langkawi Trip ${testInfo.project.name} ${Date.now() % 1e5}`;
  const created = await page.request.post("/api/events", {
    data: {
      title, description: "Two days of golf.", date: "2027-03-05", endDate: "2027-03-07", time: "8:00 AM", endTime: "11:00",
      type: "Golf Trips", capacity: 20, rates: [{ type: "Member Package", price: 880, category: "member" }],
    },
  });
  expect(created.status()).toBe(201);
  const ev = (await created.json()) as { id: number };

  await page.goto(`/events/${ev.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // ICU writes thin spaces around the dash.
  await expect(page.getByText(/Fri, 5\s?–\s?Sun, 7 March 2027/)).toBeVisible();
  await expect(page.getByText(/8:00\s?–\s?11:00\s?am/)).toBeVisible();
  await shot(page, testInfo, "event-end-page");

  await page.goto("/events");
  const card = page.getByTestId("event-card").filter({ hasText: title });
  await expect(card).toContainText(/5\s?–\s?7 Mar 2027/);
  await expect(card).toContainText(/8:00\s?–\s?11:00\s?am/);
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "event-end-card");
});
