import { expect, test, type Page } from "@playwright/test";
import { shot, uniquePhone, type ApiEvent } from "./util";

// Event registration, the member dashboard and the payment page end to end,
// against the real binary (--demo --dev on a fresh database).

/** The toast on screen (at most one at a time). While a modal dialog is
 *  open the toast region is aria-hidden, so this goes by the toast's class. */
const toastTitled = (page: Page, text: string) => page.locator(".gc-toast").getByText(text, { exact: true });

/** A 1x1 transparent PNG: a real image, so the server's content check passes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);


test("register for an event, see it on the dashboard, upload a payment slip, de-register", async ({ page }, testInfo) => {
  const name = `Reg E2E ${testInfo.project.name}`;
  const email = `e2e.reg.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = "eagle-2468";
  const membershipNumber = `E2E${String(Date.now()).slice(-6)}`;

  // A member with a membership number, so member rates are open.
  const created = await page.request.post("/api/member/register", {
    data: { name, phone: uniquePhone(), email, password, membershipNumber },
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
  await expect(listbox.getByText("MEMBER RATES")).toBeVisible();
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
  await expect(page.getByTestId("payment-status")).toHaveText("Awaiting confirmation");
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

test("a visitor's 'Login to Register' opens the registration dialog after signing in", async ({ page }, testInfo) => {
  const email = `e2e.reg.login.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = "birdie-1357";
  const created = await page.request.post("/api/member/register", {
    data: { name: `Visitor ${testInfo.project.name}`, phone: uniquePhone(), email, password },
  });
  expect(created.status()).toBe(201);

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
