import { expect, test } from "@playwright/test";
import { holdScripts, watchSplashes } from "./splashWatch";

// In a browser tab (not launched from the home screen) neither of the
// installed app's splashes shows (splash.spec.ts has the installed app).

test("in a browser tab neither splash shows", async ({ page, context }) => {
  await watchSplashes(context);
  const release = await holdScripts(page);
  // Not waiting for the load event, which waits for the scripts held back.
  await page.goto("/events", { waitUntil: "commit" });
  expect(await page.evaluate(() => matchMedia("(display-mode: browser)").matches)).toBe(true);
  // In the shell, but drawn nowhere, and gone once the app runs.
  await expect(page.locator("#launch-splash")).toBeHidden();
  release();
  await expect(page.locator("[data-testid=event-card]").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#launch-splash")).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.loadingSeen)).toMatchObject({ visible: false });
  expect(await page.evaluate(() => window.brandLog)).toBeUndefined();
});
