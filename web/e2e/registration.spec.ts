import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { isPhone, shot, uniquePhone, type ApiEvent, CONSENT } from "./util";

// Event registration, the member dashboard and the payment page end to end,
// against the real binary (--demo --dev on a fresh database).

/** The club's calendar date today, YYYY-MM-DD. */
const clubToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

/** The toast on screen (at most one at a time). While a modal dialog is
 *  open the toast region is aria-hidden, so this goes by the toast's class. */
const toastTitled = (page: Page, text: string) => page.locator(".gc-toast").getByText(text, { exact: true });

/** A 1x1 transparent PNG: a real image, so the server's content check passes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);


test("register for an event, see it on the dashboard, upload a payment slip, de-register", async ({ page }, testInfo) => {
  // A long flow (three pages, an upload, two dialogs): room for a busy machine.
  test.setTimeout(120_000);
  const name = `Reg E2E ${testInfo.project.name}`;
  const email = `e2e.reg.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = "eagle-2468";
  const membershipNumber = `E2E${String(Date.now()).slice(-6)}`;

  // A member with a membership number, so member rates are open.
  const created = await page.request.post("/api/member/register", {
    data: { ...CONSENT, name, phone: uniquePhone(), email, password, membershipNumber },
  });
  expect(created.status()).toBe(201);

  // An upcoming tournament or social event with seats and rates.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());
  const events = (await (await page.request.get("/api/events")).json()) as ApiEvent[];
  const event = events
    .filter((e) => e.date >= today && e.registered + 2 < e.capacity && e.rates.some((r) => r.category === "member"))
    .sort((a, b) => Number(!["tournament", "social"].includes(a.type)) - Number(!["tournament", "social"].includes(b.type)) || a.date.localeCompare(b.date))[0];
  expect(event, "the demo data has an upcoming event with seats and rates").toBeTruthy();
  const rate = event!.rates.find((r) => r.category === "member")!;

  // Sign in through the UI.
  await page.goto("/member/login");
  await page.getByLabel("Email or phone").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Enter Member Dashboard" }).click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole("heading", { name: `Welcome back, ${name}` })).toBeVisible();

  // Events → Register Now.
  await page.goto("/events");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: event!.title, exact: true }) });
  await expect(card.getByText("Registered", { exact: true })).toHaveCount(0);
  await card.getByRole("button", { name: "Register Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: event!.title })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Registering as" })).toContainText(membershipNumber);
  const register = dialog.getByRole("button", { name: "Register", exact: true });
  await expect(register).toBeDisabled();
  await shot(page, testInfo, "registration-dialog");

  // Choose a rate: grouped, with prices.
  await dialog.getByRole("combobox", { name: "Rate Type" }).click();
  const listbox = page.getByRole("listbox");
  await expect(listbox.getByText("MEMBER RATES", { exact: true })).toBeVisible();
  await shot(page, testInfo, "registration-dialog-rates");
  await listbox.getByRole("option", { name: new RegExp(`^${rate.type.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
  await expect(register).toBeEnabled();
  await register.click();
  await expect(toastTitled(page, "Registration Successful")).toBeVisible();

  // The member is now in the participants list as 'You', and can de-register.
  const participants = dialog.getByRole("list", { name: "Participants" });
  await expect(participants.getByRole("listitem").filter({ hasText: name })).toContainText("You");
  await expect(dialog.getByRole("button", { name: "De-register" })).toBeVisible();
  await shot(page, testInfo, "registration-dialog-registered");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The card carries the 'Registered' badge.
  await expect(card.getByText("Registered", { exact: true })).toBeVisible();
  // Scroll the card's top (where the badge is) clear of the fixed header.
  await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 96));
  await shot(page, testInfo, "events-registered-badge");

  // The dashboard lists it, with its price and Pay Now.
  await page.getByRole("link", { name: "Member Dashboard" }).click();
  await expect(page).toHaveURL(/\/member$/);
  const regs = page.getByRole("region", { name: "My Registrations" });
  // The table (desktop) and the cards (phone) are both in the page; one shows.
  await expect(regs.getByText(event!.title).filter({ visible: true })).toBeVisible();
  await expect(regs.getByText(rate.type).filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId("stat-total")).toHaveText("1");
  await shot(page, testInfo, "member-dashboard");

  // Pay Now → the payment page → upload a PNG slip.
  await regs.getByRole("link", { name: /Pay Now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${event!.id}/\\d+$`));
  await expect(page.getByRole("heading", { name: event!.title })).toBeVisible();
  await expect(page.getByTestId("payment-amount")).toHaveText(/^RM [\d,.]+$/);
  await expect(page.getByRole("img", { name: "Payment QR code" })).toBeVisible();
  await shot(page, testInfo, "payment-page");

  await page.locator("input[type=file]").setInputFiles({ name: "bank-slip.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("chosen-file")).toHaveText("bank-slip.png");
  await page.getByRole("button", { name: "Upload Payment Reference" }).click();
  await expect(toastTitled(page, "Payment Reference Saved")).toBeVisible();
  await expect(page.getByTestId("saved-reference")).toContainText("bank-slip.png");
  await expect(page.getByTestId("payment-status")).toHaveText("Slip sent · awaiting review");
  await shot(page, testInfo, "payment-saved");

  // The saved reference survives a reload (it is on the server).
  await page.reload();
  await expect(page.getByTestId("saved-reference")).toContainText("bank-slip.png");

  // Back to the dashboard and de-register, with the confirmation.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/member$/);
  await regs.getByRole("button", { name: `De-register from ${event!.title}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("This action cannot be undone");
  await shot(page, testInfo, "member-dashboard-deregister");
  await confirm.getByRole("button", { name: "De-register" }).click();
  await expect(toastTitled(page, "De-registration Successful")).toBeVisible();
  await expect(regs.getByText(event!.title)).toHaveCount(0);
  await expect(page.getByTestId("stat-total")).toHaveText("0");

  // And the events page no longer shows the badge.
  await page.goto("/events");
  await expect(card.getByRole("button", { name: "Register Now" })).toBeVisible();
  await expect(card.getByText("Registered", { exact: true })).toHaveCount(0);
});

// The dialogs are the same at both sizes.
test("a visitor's 'Login to Register' opens the registration dialog after signing in", { tag: "@phone" }, async ({ page }, testInfo) => {
  const email = `e2e.reg.login.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = "birdie-1357";
  const created = await page.request.post("/api/member/register", {
    data: { ...CONSENT, name: `Visitor ${testInfo.project.name}`, phone: uniquePhone(), email, password },
  });
  expect(created.status()).toBe(201);
  // Sign-up signs the member in; this test starts from a signed-out visitor.
  await page.context().clearCookies();

  await page.goto("/events");
  await page.getByRole("button", { name: "Login to Register" }).first().click();
  const login = page.getByRole("dialog");
  await login.getByLabel("Email or phone").fill(email);
  await login.getByLabel("Password", { exact: true }).fill(password);
  await login.getByRole("button", { name: "Login", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Registering as")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
});

// ---------------------------------------------------------------------------
// Member flows: the next step after registering, toasts that never
// cover a button, the rate dropdown on a 390 px screen, one scroll area in
// the phone sheet, one payment state on the dashboard, members-only events.

const ADMIN_PASSWORD = "e2e-admin-pass";

/** The club's calendar date (Asia/Kuala_Lumpur) some days from now, YYYY-MM-DD. */
function clubDateIn(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

type Rates = ApiEvent["rates"];

/** An event the admin creates through the API (an admin session of its own). */
async function adminCreateEvent(request: APIRequestContext, title: string, rates: Rates, days = 20): Promise<ApiEvent> {
  const login = await request.post("/api/admin/login", { data: { username: "admin", password: ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const res = await request.post("/api/events", {
    data: {
      title,
      description: "Created by the browser suite.",
      date: clubDateIn(days),
      time: "7:30 AM",
      type: "social",
      capacity: 40,
      image: "",
      rates,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as ApiEvent;
}

/** A member signed in on the page's browser context (API login sets the cookie). */
async function signedInMember(page: Page, label: string, membershipNumber: string | null): Promise<{ name: string }> {
  const name = `${label} ${Date.now()}`;
  const email = `e2e.${label.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com`;
  const password = "eagle-2468";
  const created = await page.request.post("/api/member/register", {
    data: { ...CONSENT, name, phone: uniquePhone(), email, password, ...(membershipNumber ? { membershipNumber } : {}) },
  });
  expect(created.status()).toBe(201);
  const login = await page.request.post("/api/member/login", { data: { email, password } });
  expect(login.ok()).toBe(true);
  return { name };
}

/** The boxes of the visible buttons and links inside `scope` that the toast overlaps. */
async function buttonsUnderToast(page: Page, scope: Locator): Promise<string[]> {
  const toastBox = await page.locator(".gc-toast").first().boundingBox();
  if (!toastBox) return ["(no toast)"];
  return scope.evaluate((root, t) => {
    const hits: string[] = [];
    for (const el of root.querySelectorAll("button, a[href], [role=combobox]")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Scrolled out of the dialog body: not visible, cannot be covered.
      const body = el.closest("[role=region][aria-label='Event details']");
      if (body) {
        const b = body.getBoundingClientRect();
        if (r.bottom <= b.top || r.top >= b.bottom) continue;
      }
      if (r.left < t.x + t.width && t.x < r.right && r.top < t.y + t.height && t.y < r.bottom) {
        hits.push((el.textContent || el.getAttribute("aria-label") || el.tagName).trim());
      }
    }
    return hits;
  }, toastBox);
}

test("after registering the dialog offers 'Pay RM X'; the toast covers no button; the rate list fits a phone", async ({ page, request }, testInfo) => {
  const longMember = "Member Twilight Nine, Buggy Share & Prize-giving Dinner (Saturday)";
  const longGuest = "Non-Member Twilight Nine, Buggy Share & Prize-giving Dinner (Saturday)";
  const event = await adminCreateEvent(request, `Twilight Nine ${testInfo.project.name} ${Date.now()}`, [
    { type: longMember, price: 185, category: "member" },
    { type: longGuest, price: 240, category: "non-member" },
  ]);
  await signedInMember(page, "Pay Next", `PN${String(Date.now()).slice(-6)}`);

  await page.goto("/events");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: event.title, exact: true }) });
  await card.getByRole("button", { name: "Register Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: event.title })).toBeVisible();

  // The open rate list lies within the screen, long labels and all.
  await dialog.getByRole("combobox", { name: "Rate Type" }).click();
  const listbox = page.getByRole("listbox");
  await expect(listbox.getByRole("option").first()).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const width = page.viewportSize()!.width;
  for (const box of [await listbox.boundingBox(), ...(await Promise.all((await listbox.getByRole("option").all()).map((o) => o.boundingBox())))]) {
    expect(box, "the list and each option have a box").toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  await shot(page, testInfo, "registration-rate-list");
  await listbox.getByRole("option", { name: /^Member Twilight Nine/ }).click();

  await dialog.getByRole("button", { name: "Register", exact: true }).click();
  await expect(toastTitled(page, "Registration Successful")).toBeVisible();

  // The next step: pay the registration's amount, on its payment page.
  const pay = dialog.getByRole("link", { name: "Pay RM 185" });
  await expect(pay).toBeVisible();
  await expect(pay).toHaveAttribute("href", new RegExp(`^/payment/${event.id}/\\d+$`));
  await expect(dialog.getByRole("button", { name: "De-register" })).toBeVisible();
  await expect(dialog.getByTestId("my-registration").getByTestId("payment-status")).toHaveText("Awaiting payment");

  // The toast covers none of the dialog's buttons (phone: the bottom bar and the close button).
  await expect.poll(() => buttonsUnderToast(page, dialog), { timeout: 5000 }).toEqual([]);
  await shot(page, testInfo, "registration-dialog-registered-at-rate");

  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/payment/${event.id}/\\d+$`));
  await expect(page.getByTestId("payment-amount")).toHaveText("RM 185");
});

// Wider screens keep a capped list beside the details.
test("the participant list does not scroll inside the phone sheet: one scroll area", { tag: "@phone" }, async ({ page }, testInfo) => {
  await signedInMember(page, "One Scroll", `OS${String(Date.now()).slice(-6)}`);
  const today = clubToday();
  const events = (await (await page.request.get("/api/events")).json()) as ApiEvent[];
  // The upcoming event with the most participants (the demo has several with 6 or more).
  const event = events.filter((e) => e.date >= today && e.registered < e.capacity).sort((a, b) => b.registered - a.registered)[0]!;
  expect(event.registered, "a list long enough to have scrolled on its own").toBeGreaterThanOrEqual(6);

  await page.goto("/events");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: event.title, exact: true }) });
  await card.getByRole("button", { name: "Register Now" }).click();
  const dialog = page.getByRole("dialog");
  const list = dialog.getByRole("list", { name: "Participants" });
  await expect(list.getByRole("listitem")).toHaveCount(event.registered);

  const nested = await dialog.evaluate((root) => {
    const body = root.querySelector("[role=region][aria-label='Event details']");
    const out: string[] = [];
    for (const el of root.querySelectorAll("*")) {
      if (el === body) continue;
      const cs = getComputedStyle(el);
      const scrolls = ["auto", "scroll"].includes(cs.overflowY) && el.scrollHeight > el.clientHeight;
      if (scrolls) out.push(`${el.tagName.toLowerCase()}[${el.getAttribute("aria-label") ?? el.className}]`);
    }
    return { out, bodyScrolls: body ? body.scrollHeight > body.clientHeight : false };
  });
  expect(nested.out, "no scroll area inside the sheet's own").toEqual([]);
  expect(nested.bodyScrolls, "the sheet itself scrolls the long list").toBe(true);
  await list.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "registration-participants-one-scroll");
});

// The dashboard's table and cards share the payment cell (Vitest renders both).
test("the dashboard shows one payment state per registration: Pay Now, slip sent · awaiting review, Paid", { tag: "@phone" }, async ({ page, request }, testInfo) => {
  const stamp = Date.now();
  const rates: Rates = [
    { type: "Member Green Fee", price: 120, category: "member" },
    { type: "Non-Member Green Fee", price: 185, category: "non-member" },
  ];
  const unpaid = await adminCreateEvent(request, `Owing Cup ${testInfo.project.name} ${stamp}`, rates, 21);
  const slip = await adminCreateEvent(request, `Slip Cup ${testInfo.project.name} ${stamp}`, rates, 22);
  const paid = await adminCreateEvent(request, `Settled Cup ${testInfo.project.name} ${stamp}`, rates, 23);
  await signedInMember(page, "Pay States", `PS${String(stamp).slice(-6)}`);
  const regIds: Record<number, number> = {};
  for (const e of [unpaid, slip, paid]) {
    const res = await page.request.post(`/api/events/${e.id}/register`, {
      data: { memberName: "", memberPhone: "", guestRateType: "Member Green Fee" },
    });
    expect(res.status()).toBe(201);
    regIds[e.id] = ((await res.json()) as { id: number }).id;
  }
  // The club confirms one payment.
  expect((await request.put(`/api/admin/payment-status/${regIds[paid.id]}`, { data: { isPaid: true } })).ok()).toBe(true);

  // A slip for another, through the payment page.
  await page.goto(`/payment/${slip.id}/${regIds[slip.id]}`);
  await page.locator("input[type=file]").setInputFiles({ name: "bank-slip.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload Payment Reference" }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("Slip sent · awaiting review");

  await page.goto("/member");
  const regs = page.getByRole("region", { name: "My Registrations" });
  // Phone: cards; wide screens: table rows.
  const rowOf = (title: string) =>
    regs.locator(isPhone(testInfo) ? "[data-testid=registration-card]" : "[data-testid=registration-row]").filter({ hasText: title });
  await expect(rowOf(unpaid.title).getByRole("link", { name: /Pay Now/ })).toBeVisible();
  await expect(rowOf(unpaid.title).getByTestId("payment-status")).toHaveCount(0);

  await expect(rowOf(slip.title).getByTestId("payment-status")).toHaveText("Slip sent · awaiting review");
  await expect(rowOf(slip.title).getByRole("link", { name: /Pay Now/ })).toHaveCount(0);
  await expect(rowOf(slip.title).getByRole("link", { name: /Replace the slip/ })).toHaveAttribute("href", `/payment/${slip.id}/${regIds[slip.id]}`);

  await expect(rowOf(paid.title).getByTestId("payment-status")).toHaveText("Paid");
  await expect(rowOf(paid.title).getByRole("link")).toHaveCount(0);

  await rowOf(unpaid.title).scrollIntoViewIfNeeded();
  await shot(page, testInfo, "registration-dashboard-payment-states");

  // The registration dialog agrees: no pay action once a slip is sent.
  await page.goto("/events");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: slip.title, exact: true }) });
  await card.getByRole("button", { name: "Register Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("my-registration").getByTestId("payment-status")).toHaveText("Slip sent · awaiting review");
  await expect(dialog.getByRole("link", { name: /^Pay/ })).toHaveCount(0);
});

// The dialog's notice is the same at both sizes.
test("a guest on a members-only event sees 'Members only' and the way to the VIP Subscription", { tag: "@phone" }, async ({ page, request }, testInfo) => {
  const event = await adminCreateEvent(request, `Members Medal ${testInfo.project.name} ${Date.now()}`, [
    { type: "Member Green Fee", price: 120, category: "member" },
    { type: "Member Walking", price: 95, category: "member" },
  ]);
  // A guest: the admin adds a member without a membership number.
  const email = `e2e.guest.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = "guest-2468";
  const created = await request.post("/api/admin/members", {
    data: { name: `Guest ${testInfo.project.name}`, phone: uniquePhone(), email, passwordHash: password, membershipNumber: "" },
  });
  expect(created.status()).toBe(201);
  expect(((await created.json()) as { membershipNumber: string | null }).membershipNumber ?? "").toBe("");
  expect((await page.request.post("/api/member/login", { data: { email, password } })).ok()).toBe(true);

  await page.goto("/events");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: event.title, exact: true }) });
  await card.getByRole("button", { name: "Register Now" }).click();
  const dialog = page.getByRole("dialog");
  const notice = dialog.getByTestId("members-only");
  await expect(notice.getByRole("heading", { name: "Members only" })).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Rate Type" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Register", exact: true })).toHaveCount(0);
  await notice.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "registration-members-only");

  await notice.getByRole("link", { name: /VIP Subscription/ }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByText("Most Popular")).toBeVisible();
});
