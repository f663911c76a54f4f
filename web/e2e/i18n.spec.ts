import { expect, test } from "@playwright/test";
import { isPhone, shot } from "./util";

// Bahasa Melayu and English (docs/features.md, "Translations"): a Malay browser gets
// Malay from the first paint (the server's prerendered Malay home), the
// switcher changes the language in place (no reload) and the choice
// survives a reload.

test("a Malay browser gets the Malay home; the switcher changes language without a reload and is remembered", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, locale: "ms-MY", baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await expect(page.getByRole("link", { name: "Lihat Acara Akan Datang" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Acara seterusnya" })).toBeVisible();
  await shot(page, testInfo, "i18n-home-ms");

  // A marker on window: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { gcMarker: number }).gcMarker = 42));
  await page.getByRole("button", { name: "English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "View Upcoming Events" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { gcMarker?: number }).gcMarker)).toBe(42);

  await page.getByRole("button", { name: "Bahasa Melayu" }).first().click();
  await expect(page.getByRole("heading", { name: "Acara seterusnya" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { gcMarker?: number }).gcMarker)).toBe(42);
  expect((await context.cookies()).find((c) => c.name === "gc_lang")?.value).toBe("ms");

  // The choice survives a reload, now that an English browser would get English.
  await page.getByRole("button", { name: "English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("link", { name: "View Upcoming Events" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // After the reload the switch's own chunk loads again on this click; the
  // choice is stored at the tap, the page switches once the chunk has run.
  await page.getByRole("button", { name: "Bahasa Melayu" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await page.goto("/events");
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  if (isPhone(testInfo)) await expect(page.locator("header p")).toHaveText("Acara");
  await shot(page, testInfo, "i18n-events-ms");
  await context.close();
});
