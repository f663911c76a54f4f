import { expect, test } from "@playwright/test";
import { isPhone, shot } from "./util";

// The sign-up form in Bahasa Melayu (docs/features.md, "Translations"): a visitor who
// switches to BM and submits the form empty gets the validation messages in
// Malay (zod messages are translated when the form validates), and the page
// title follows the switch.

test("a visitor switches to BM, submits the sign-up form empty: Malay messages and a Malay title", async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "one form, one screen size: the phone");
  await page.goto("/member/register");
  await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
  await expect(page).toHaveTitle(/^Member Registration \| /);

  await page.getByRole("button", { name: "Bahasa Melayu" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await page.getByRole("button", { name: "Daftar", exact: true }).click();

  const form = page.getByRole("form", { name: "Pendaftaran ahli" });
  await expect(form.getByText("Nama diperlukan")).toBeVisible();
  await expect(form.getByText("Nombor telefon diperlukan")).toBeVisible();
  await expect(form.getByText("Kata laluan diperlukan")).toBeVisible();
  await expect(form.getByText("Sila baca notis privasi dan bersetuju dengannya untuk mendaftar")).toBeVisible();
  await expect(form.getByText("Name is required")).toHaveCount(0);
  await expect(page).toHaveTitle(/^Pendaftaran Ahli \| /);
  await form.getByText("Nama diperlukan").scrollIntoViewIfNeeded();
  await shot(page, testInfo, "i18n-signup-ms");
});
