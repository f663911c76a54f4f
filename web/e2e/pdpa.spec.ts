// PDPA 2010 self-service: the bilingual privacy notice at sign-up (consent
// required), /privacy, the member's data download (JSON and printable
// page), a deletion request the admin confirms, after which the member can
// no longer sign in.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { isPhone, shot, uniquePhone } from "./util";

const ADMIN_PASSWORD = "e2e-admin-pass";
const CONSENT = /I have read the Privacy Notice/;

async function adminSignIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, admin" })).toBeVisible();
}

async function memberSignIn(page: Page, phone: string, password: string) {
  await page.goto("/member/login");
  await page.getByLabel("Email or phone").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Enter Member Dashboard" }).click();
}

test("privacy page shows the notice in English and Bahasa Melayu", async ({ page }, testInfo) => {
  if (isPhone(testInfo)) {
    // Phones have the tab bar, not the footer: the notice is linked from sign-up.
    await page.goto("/member/register");
    const link = page.getByRole("link", { name: "Open the notice on its own page" });
    await expect(link).toHaveAttribute("href", "/privacy");
    await page.goto("/privacy");
  } else {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  await expect(page.getByText("Personal Data Protection Act 2010")).toBeVisible();
  await shot(page, testInfo, "pdpa-privacy-en");
  await page.getByRole("tab", { name: "Bahasa Melayu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notis Privasi" })).toBeVisible();
  await expect(page.getByText("Akta Perlindungan Data Peribadi 2010")).toBeVisible();
  await shot(page, testInfo, "pdpa-privacy-ms");
});

// One flow through pages that are the same at both sizes; the phone adds the export's overflow check.
test("sign up with consent, download my data, request deletion, admin confirms, sign-in refused", { tag: "@phone" }, async ({ page, browser }, testInfo) => {
  const phone = uniquePhone();
  const password = "secret123";
  const name = `Pdpa ${testInfo.project.name} ${Date.now() % 1e5}`;
  const email = `pdpa.${testInfo.project.name}.${Date.now()}@example.my`;

  // Sign-up shows the notice and needs the consent box.
  await page.goto("/member/register");
  await expect(page.getByText("Privacy Notice / Notis Privasi (PDPA 2010)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Privacy Notice" })).toBeVisible();
  await page.getByLabel(/Full Name/).fill(name);
  await page.getByLabel(/Phone Number/).fill(phone);
  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Please read the privacy notice and agree to it to sign up")).toBeVisible();
  await shot(page, testInfo, "pdpa-signup-consent-required");
  await page.getByRole("checkbox", { name: CONSENT }).check();
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();

  // The member's data area.
  await memberSignIn(page, phone, password);
  await expect(page).toHaveURL(/\/member$/);
  await page.getByRole("tab", { name: /Membership/ }).click();
  const card = page.getByTestId("my-data");
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole("link", { name: "Download my data (JSON)" })).toBeVisible();
  await shot(page, testInfo, "pdpa-member-data");

  // JSON download: a file with the member's own data.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download my data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    profile: { name: string; phone: string; email: string };
    privacyConsent: { consentedAt: string | null; noticeVersion: string | null };
    registrations: unknown[];
  };
  expect(data.profile).toMatchObject({ name, phone, email });
  expect(data.privacyConsent.consentedAt).toBeTruthy();
  expect(data.privacyConsent.noticeVersion).toBe("2026-11-23");
  expect(Array.isArray(data.registrations)).toBe(true);

  // The printable page opens in a new tab.
  const [htmlPage] = await Promise.all([
    page.context().waitForEvent("page"),
    card.getByRole("link", { name: "View as a printable page" }).click(),
  ]);
  await htmlPage.waitForLoadState();
  await expect(htmlPage.getByRole("heading", { name: /^My data at / })).toBeVisible();
  await expect(htmlPage.getByText(name).first()).toBeVisible();
  // Nothing runs off the side of a phone: long emails wrap, labels stack.
  const overflow = await htmlPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(htmlPage, testInfo, "pdpa-export-html");
  await htmlPage.close();

  // Request deletion through the confirm dialog (keyboard: Enter on the focused action).
  await card.getByRole("button", { name: "Request deletion of my data" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Delete your data?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, request deletion" }).focus();
  await page.keyboard.press("Enter");
  await expect(card.getByText(/Deletion requested on /)).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel my request" })).toBeVisible();
  await shot(page, testInfo, "pdpa-member-pending");

  // The admin sees it with a badge and confirms.
  const adminCtx = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminCtx.newPage();
  await adminSignIn(admin);
  await admin.getByRole("tab", { name: /^Members/ }).click();
  const panel = admin.getByTestId("deletion-requests");
  await expect(panel.getByText(name)).toBeVisible();
  await expect(panel.getByLabel(/\d+ pending/)).toBeVisible();
  await shot(admin, testInfo, "pdpa-admin-requests");
  const row = panel.getByRole("listitem").filter({ hasText: name });
  await row.getByRole("button", { name: "Confirm deletion" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Confirm deletion" }).click();
  await expect(admin.locator(".gc-toast").getByText("Member data deleted")).toBeVisible();
  await expect(panel.getByText(name)).toHaveCount(0);
  await adminCtx.close();

  // The member's session has ended and they cannot sign in again.
  expect((await page.request.get("/api/member/profile")).status()).toBe(401);
  await memberSignIn(page, phone, password);
  await expect(page.getByText(/Invalid|incorrect|not match/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/member\/login/);
});
