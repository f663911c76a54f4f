import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { golfclubBinary as bin } from "./binary";
import { serverDataDir, shot } from "./util";

// Admin two-factor sign-in end to end: an admin of its own (made with the
// CLI, so the shared 'admin' of the other specs keeps signing in with a
// password) sets it up from the QR screen, computing the codes here from
// the key shown, as an authenticator app would; signs in with a code and
// with a recovery code; and the club switch sends an admin without it to
// setup.

const PASSWORD = "totp-e2e-pass";

function createAdmin(baseURL: string, username: string) {
  execFileSync(bin, ["admin", "create", "--data-dir", serverDataDir(baseURL), "--username", username, "--password-stdin"], {
    input: `${PASSWORD}\n`,
  });
}

/** RFC 4648 base32 → bytes. */
function base32(secret: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of secret.replace(/\s/g, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The RFC 6238 code (SHA-1, 6 digits, 30 s) of secret at step. */
function totp(secret: string, step: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32(secret)).update(msg).digest();
  const off = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(off) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

const stepNow = () => Math.floor(Date.now() / 30_000);

async function passwordStep(page: Page, username: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: /Logout|Log out/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

// One settings screen at both sizes; the phone adds the 44 px check of Verify.
test("an admin sets up two-factor sign-in and signs in with a code and a recovery code", { tag: "@phone" }, async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const username = `totp-${testInfo.project.name}-${Date.now()}`;
  createAdmin(baseURL!, username);

  // Password only, as before: two-factor is off by default.
  await passwordStep(page, username);
  await expect(page.getByRole("heading", { name: `Welcome, ${username}` })).toBeVisible();
  await page.goto("/admin/dashboard?tab=settings");
  const section = page.locator("[data-slot=card]", { hasText: "For your own admin account" });
  // The Settings tab is a lazy chunk: slow on a busy machine.
  await expect(section.getByText("Off", { exact: true })).toBeVisible({ timeout: 30_000 });
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  // The QR code is drawn by the server and shown; the key is there as text.
  const qr = section.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await section.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(section.getByText("Enter the 6-digit code from your app")).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "two-factor-setup");

  const enrolStep = stepNow();
  await section.getByLabel("Authentication code").fill(totp(secret, enrolStep));
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = section.getByTestId("recovery-code");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await shot(page, testInfo, "two-factor-recovery-codes");
  await section.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(section.getByText("On", { exact: true })).toBeVisible();
  await expect(section.getByText("10 of 10 recovery codes left")).toBeVisible();

  // Sign-in now asks for the code after the password.
  await logout(page);
  await passwordStep(page, username);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toBeFocused();
  const box = await page.getByRole("button", { name: "Verify" }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await shot(page, testInfo, "two-factor-code-step");
  // The enrolment code was used: the same code again is refused.
  await code.fill(totp(secret, enrolStep));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code has been used already")).toBeVisible();
  // The app's next code (one step ahead is within the allowed skew).
  await code.fill(totp(secret, enrolStep + 1));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole("heading", { name: `Welcome, ${username}` })).toBeVisible();

  // Lost phone: a recovery code works, once.
  await logout(page);
  await passwordStep(page, username);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recovery[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${username}` })).toBeVisible();
  await logout(page);
  await passwordStep(page, username);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recovery[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("A recovery code works only once")).toBeVisible();
});

// The requirement is club-wide; one project turns it on and off.
test("the club requires two-factor sign-in: an admin without it is sent to set it up", { tag: "@desktop" }, async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const boss = `totp-boss-${Date.now()}`;
  const clerk = `totp-clerk-${Date.now()}`;
  createAdmin(baseURL!, boss);
  createAdmin(baseURL!, clerk);

  // The boss enrols (through the API here; the screen is the test above)…
  await passwordStep(page, boss);
  await expect(page.getByRole("heading", { name: `Welcome, ${boss}` })).toBeVisible();
  const setup = await (await page.request.post("/api/admin/two-factor/setup")).json();
  const enrolStep = stepNow();
  expect((await page.request.post("/api/admin/two-factor/enable", { data: { code: totp(setup.secret, enrolStep) } })).ok()).toBe(true);

  // …and switches the requirement on in Settings.
  await page.goto("/admin/dashboard?tab=settings");
  const toggle = page.getByRole("switch", { name: "Require two-factor sign-in for admins" });
  try {
    await expect(toggle).not.toBeChecked();
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked();
    await shot(page, testInfo, "two-factor-club-switch");
    await logout(page);

    // The clerk has no two-factor: after the password, setup and nothing else.
    await passwordStep(page, clerk);
    await expect(page).toHaveURL(/\/admin\/two-factor-setup$/);
    await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
    await shot(page, testInfo, "two-factor-required-setup");
    expect((await page.request.get("/api/admin/members")).status()).toBe(403);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/two-factor-setup$/);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
    await page.getByLabel("Authentication code").fill(totp(secret, stepNow()));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByTestId("recovery-code")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(page.getByRole("heading", { name: `Welcome, ${clerk}` })).toBeVisible();
  } finally {
    // Off again for the other specs, whatever happened above.
    const p = await page.context().browser()!.newPage({ baseURL });
    await p.request.post("/api/admin/login", { data: { username: boss, password: PASSWORD } });
    const step = Math.max(stepNow(), enrolStep + 1);
    await p.request.post("/api/admin/login/two-factor", { data: { code: totp(setup.secret, step) } });
    const off = await p.request.put("/api/admin/settings/two-factor", { data: { required: false } });
    expect(off.ok()).toBe(true);
    await p.close();
  }
});
