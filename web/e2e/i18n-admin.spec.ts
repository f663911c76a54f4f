import { expect, test, type Page } from "@playwright/test";
import { shot } from "./util";

// The admin screens in Bahasa Melayu (docs/features.md, "Translations"): the admin
// header carries the EN | BM switcher (the app's desktop header is hidden
// under /admin); switching loads the admin catalog in Malay in place, with
// no reload, and the tabs, the members tab and the events tab read in
// Malay with no raw message id (admin.xyz) on screen.

const ADMIN_PASSWORD = "e2e-admin-pass";

/** No message id in the page's text or in an accessible name, placeholder or tooltip. */
async function expectNoRawIds(page: Page) {
  const raw = await page.evaluate(() => {
    const re = /\badmin\.[a-z]+\./;
    const hits: string[] = [];
    if (re.test(document.body.innerText)) hits.push("text");
    for (const el of document.body.querySelectorAll("[aria-label], [title], [placeholder]")) {
      for (const a of ["aria-label", "title", "placeholder"]) {
        const v = el.getAttribute(a);
        if (v && re.test(v)) hits.push(`${a}=${v}`);
      }
    }
    return hits;
  });
  expect(raw).toEqual([]);
}

// Desktop: the admin header's switcher (phones use the app header's toggle).
test("an admin switches to Bahasa Melayu: tabs, members and events in Malay, no raw ids, no reload", { tag: "@desktop" }, async ({ page }, testInfo) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, admin" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();

  // A marker on window: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { gcMarker: number }).gcMarker = 42));
  await page.getByRole("button", { name: "Bahasa Melayu" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await expect(page.getByRole("heading", { name: "Selamat datang, admin" })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Bahagian pentadbir" }).getByRole("tab");
  // Members, Messages and Settings may carry a count badge (a sign-up to
  // approve, a message another spec sent).
  await expect(tabs).toHaveText(["Ringkasan", /^Ahli\d*$/, "Acara", "Pendaftaran", "Flight", "Pembayaran", "Kandungan", /^Mesej\d*$/, "Analisis", /^Tetapan/]);
  await expect(page.getByRole("heading", { name: "Perlu perhatian" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log keluar" })).toBeVisible();
  await expectNoRawIds(page);

  await page.getByRole("tab", { name: "Ahli" }).click();
  await expect(page).toHaveURL(/tab=members/);
  await expect(page.getByRole("heading", { name: "Ahli", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tambah Ahli" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Cari ahli" })).toBeVisible();
  await expect(page.getByText(/^\d+ ahli · \d+ aktif$/)).toBeVisible();
  await expectNoRawIds(page);
  await shot(page, testInfo, "i18n-admin-members-ms");

  await page.getByRole("tab", { name: "Acara" }).click();
  await expect(page).toHaveURL(/tab=events/);
  await expect(page.getByRole("heading", { name: "Acara", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tambah Acara" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Mendatang \(\d+\)$/ })).toBeVisible();
  await expectNoRawIds(page);
  await shot(page, testInfo, "i18n-admin-events-ms");

  expect(await page.evaluate(() => (window as unknown as { gcMarker?: number }).gcMarker)).toBe(42);

  // And back to English in place.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Members" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { gcMarker?: number }).gcMarker)).toBe(42);
});
