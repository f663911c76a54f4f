import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { shot as rawShot, uniquePhone, CONSENT } from "./util";

/** Screenshot once enter animations (dialogs, toasts) have finished. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await rawShot(page, testInfo, name);
}

// Member accounts end to end, against the real binary (--demo --dev).

/** Text inside the toast on screen (at most one at a time). The toast
 *  region is aria-hidden while a modal dialog is open, so this goes by the
 *  toast's class rather than its role. */
const toastTitled = (page: Page, text: string) => page.locator(".gc-toast").getByText(text, { exact: true });

// The register, login and dashboard pages are one layout at both sizes.
test("register on /member/register, sign in by phone, greeted by the preferred name, keep the session across a reload, log out", { tag: "@phone" }, async ({ page }, testInfo) => {
  const name = `E2E Member ${testInfo.project.name}`;
  const preferred = "Ace";
  const phone = uniquePhone();
  const email = `e2e.page.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = "fairway-123";

  await page.goto("/member/register");
  await expect(page.getByRole("heading", { name: "Member Registration" })).toBeVisible();
  // Validation first: an empty submit names the required fields.
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Phone is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await shot(page, testInfo, "register-page-errors");

  await page.getByLabel(/Full Name/).fill(name);
  await page.getByLabel(/Preferred name/).fill(preferred);
  await page.getByLabel(/Phone Number/).fill(phone);
  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("checkbox", { name: /I have read the Privacy Notice/ }).check();
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
  await expect(page.getByTestId("membership-number")).toHaveText(/^[A-Z]+\d{6}$/);
  await shot(page, testInfo, "register-complete");

  // The sign-up signed the member in: straight on to the dashboard.
  await page.getByRole("link", { name: "Go to My Dashboard" }).click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole("heading", { name: `Welcome back, ${preferred}` })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Member Access" })).toBeVisible();

  await page.goto("/member/login");
  await expect(page.getByRole("heading", { name: "Member Login" })).toBeVisible();
  await page.getByRole("button", { name: "Enter Member Dashboard" }).click();
  await expect(toastTitled(page, "Missing information")).toBeVisible();
  await shot(page, testInfo, "member-login");

  // The same field as the dialog's: a phone number works too.
  await page.getByLabel("Email or phone").fill("012-34");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Enter Member Dashboard" }).click();
  await expect(page.getByText("Please enter a valid email address or phone number")).toBeVisible();
  // A wrong password first, then the right one.
  await page.getByLabel("Email or phone").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Enter Member Dashboard" }).click();
  await expect(toastTitled(page, "Login Failed")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Enter Member Dashboard" }).click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole("heading", { name: `Welcome back, ${preferred}` })).toBeVisible();
  await shot(page, testInfo, "dashboard");

  await page.getByRole("tab", { name: "Membership" }).click();
  await expect(page.getByTestId("membership-status")).toContainText("Active Member");
  await expect(page.getByTestId("vip-status")).toContainText("Member rates come with your membership");
  await expect(page.getByText(email)).toBeVisible();
  // The member renames how they are greeted.
  await page.getByRole("button", { name: "Change", exact: true }).click();
  await page.getByLabel("Preferred name", { exact: true }).fill("Captain");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, Captain" })).toBeVisible();
  await shot(page, testInfo, "dashboard-membership");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome back, Captain" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toastTitled(page, "Logged Out")).toBeVisible();
  await expect(toastTitled(page, "You have been successfully logged out.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Member Access" })).toBeVisible();
  await shot(page, testInfo, "member-access");

  // The server session is gone too: a reload stays signed out.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Member Access" })).toBeVisible();
});

test("the dialog from Home: register without an email, signed in at once, 'Continue' lands on /member", async ({ page }, testInfo) => {
  const name = `Dialog Member ${testInfo.project.name}`;
  const phone = uniquePhone();
  const password = "bunker-456";

  await page.goto("/");
  await page.getByRole("button", { name: "Login / Register" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog.getByText("Please enter your email or phone number")).toBeVisible();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await shot(page, testInfo, "dialog-login");

  await dialog.getByRole("tab", { name: "Register" }).click();
  await dialog.getByLabel(/Full Name/).fill(name);
  await dialog.getByLabel(/Phone Number/).fill(phone);
  // Email is optional here as on /member/register.
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole("checkbox", { name: /I have read the Privacy Notice/ }).check();
  await shot(page, testInfo, "dialog-register");
  await dialog.getByRole("button", { name: "Create Account" }).click();

  const success = page.getByRole("dialog", { name: "Registration Successful" });
  await expect(success).toBeVisible();
  await shot(page, testInfo, "dialog-success");
  await expect(success.getByText(/you are signed in/)).toBeVisible();
  await success.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole("heading", { name: `Welcome back, ${name}` })).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Member Dashboard" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Login / Register" })).toHaveCount(0);
});

// The dialog is the same at both sizes (the test above opens it from each header).
test("forgot password in the dialog (dev mode shows the token), then sign in with the new password", { tag: "@phone" }, async ({ page }, testInfo) => {
  const phone = uniquePhone();
  const email = `e2e.reset.${testInfo.project.name}.${Date.now()}@example.com`;
  const res = await page.request.post("/api/member/register", {
    data: { ...CONSENT, name: "Reset Member", phone, email, password: "old-pass-1" },
  });
  expect(res.status()).toBe(201);
  // Sign-up signs the member in; this test starts from a signed-out browser.
  await page.context().clearCookies();

  await page.goto("/");
  await page.getByRole("button", { name: "Login / Register" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Forgot Password?" }).click();
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByRole("button", { name: "Send Reset Token" }).click();
  await expect(toastTitled(page, "Reset token sent via Email")).toBeVisible();
  await expect(dialog.getByLabel("Reset Token")).not.toHaveValue("");
  await dialog.getByLabel("New Password", { exact: true }).fill("new-pass-2");
  await shot(page, testInfo, "dialog-reset");
  await dialog.getByRole("button", { name: "Reset Password" }).click();
  await expect(toastTitled(page, "Password reset successful")).toBeVisible();

  await dialog.getByLabel("Email or phone").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("new-pass-2");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Reset Member" })).toBeVisible();
});

test("the alternative sign-in page", { tag: "@phone" }, async ({ page }, testInfo) => {
  await page.goto("/login-example");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByText("Please enter your email or phone number")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("secret-pw");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("link", { name: "Member Login page" })).toBeVisible();
  await shot(page, testInfo, "login-example");
});
