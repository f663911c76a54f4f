import { expect, test } from "@playwright/test";
import { launchOptions } from "../playwright.config";
import { holdScripts, view, watchSplashes } from "./splashWatch";

// The installed app's splashes (docs/features.md, "The installed app"). A
// launch from the home screen is emulated on the phone project's 390×844
// screen by starting Chromium with its display mode set to standalone
// (--blink-settings=displayModeOverride=3, blink's DisplayMode::kStandalone):
// CDP's Emulation.setEmulatedMedia takes a display-mode feature but this
// Chromium does not apply it, so this file runs in a browser of its own.
// The app's scripts are held back for a moment so the loading splash can be
// seen before the app is ready; the brand splash follows once per session,
// stays 2 s and fades in 300 ms. With reduced motion neither moves; in a
// browser tab neither shows (splash-tab.spec.ts).

/** Chromium started as an app launched from the home screen. */
const INSTALLED = { launchOptions: { ...launchOptions, args: [...launchOptions.args, "--blink-settings=displayModeOverride=3"] } };
test.use(INSTALLED);

test("an installed phone: the loading splash until the app is ready, then the brand splash once per session", { tag: "@phone" }, async ({
  page,
  context,
  request,
}, testInfo) => {
  const { clubName } = (await (await request.get("/api/settings")).json()) as { clubName: string };
  await watchSplashes(context);
  const release = await holdScripts(page);
  // Not waiting for the load event, which waits for the scripts held back.
  await page.goto("/events", { waitUntil: "commit" });
  expect(await page.evaluate(() => matchMedia("(display-mode: standalone)").matches)).toBe(true);

  // Before any script has run: the shell's splash, with the club and the chips.
  const loading = page.locator("#launch-splash");
  await expect(loading).toBeVisible();
  await view(page, testInfo, "loading");
  await expect(loading.getByRole("progressbar", { name: "Loading" })).toBeVisible();
  await expect(loading.locator("li")).toHaveText(["Events", "Members", "Gallery", "Dashboard"]);
  await expect(loading.locator("p")).toHaveText(clubName);
  expect(await page.locator("#launch-splash i").evaluate((el) => getComputedStyle(el).animationName)).toBe("launch-bar");
  release();

  // The app renders its page; the brand splash takes over from the loading one.
  const brand = page.locator("#brand-splash");
  await expect(brand).toBeVisible({ timeout: 15_000 });
  await expect(loading).toHaveCount(0);
  await expect(brand).toContainText("Golf is better together");
  await expect(brand).toContainText("Version 2.0.0");
  await view(page, testInfo, "brand");
  // Under it the page is there already.
  await expect(page.getByRole("heading", { level: 1 })).toBeAttached();

  await expect(brand).toHaveCount(0, { timeout: 5000 });
  const log = (await page.evaluate(() => window.brandLog))!;
  const shown = log.removed - log.added;
  // 2 s, then the 300 ms fade; the fade ended at opacity 0.
  expect(shown).toBeGreaterThanOrEqual(2000 + 250);
  expect(shown).toBeLessThan(2000 + 300 + 600);
  expect(log.opacityAtRemoval).toBe("0");
  expect(log.transition).toBe("opacity 0.3s");
  await expect(page.locator("[data-testid=event-card]").first()).toBeVisible();
  await view(page, testInfo, "after");

  // A reload in the same session: the loading splash again until ready, no brand splash.
  await page.reload();
  await expect(page.locator("[data-testid=event-card]").first()).toBeVisible();
  await expect(loading).toHaveCount(0);
  expect(await page.evaluate(() => window.loadingSeen)).toMatchObject({ visible: true });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.brandLog)).toBeUndefined();

  // A new session (the app launched again) shows it again.
  const next = await context.newPage();
  await next.goto("/");
  await expect(next.locator("#brand-splash")).toBeVisible({ timeout: 15_000 });
  await next.close();
});

test("the loading splash never holds a ready app back", { tag: "@phone" }, async ({ page, context }) => {
  await watchSplashes(context);
  // The session has seen the brand splash: nothing stands between the app and the member.
  await context.addInitScript(() => sessionStorage.setItem("gc.brandSplashSeen", "1"));
  await page.goto("/gallery");
  await expect(page.locator("#launch-splash")).toHaveCount(0, { timeout: 15_000 });
  const { gone, ready } = await page.evaluate(() => ({ gone: window.loadingSeen!.removedAt, ready: window.appReadyAt! }));
  // Removed as the app reports its first page rendered, not a moment later.
  expect(ready).toBeGreaterThan(0);
  expect(gone - ready).toBeGreaterThanOrEqual(0);
  expect(gone - ready).toBeLessThan(50);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.brandLog)).toBeUndefined();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("neither splash moves", { tag: "@phone" }, async ({ page, context }, testInfo) => {
    await watchSplashes(context);
    const release = await holdScripts(page);
    await page.goto("/events", { waitUntil: "commit" });
    const loading = page.locator("#launch-splash");
    await expect(loading).toBeVisible();
    expect(await page.locator("#launch-splash i").evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    release();
    const brand = page.locator("#brand-splash");
    await expect(brand).toBeVisible({ timeout: 15_000 });
    await view(page, testInfo, "reduced-motion");
    await expect(brand).toHaveCount(0, { timeout: 5000 });
    const log = (await page.evaluate(() => window.brandLog))!;
    // Gone at 2 s, all at once: no fade.
    expect(log.transition).toMatch(/^none /);
    expect(log.opacityAtRemoval).toBe("");
    expect(log.removed - log.added).toBeGreaterThanOrEqual(1950);
    expect(log.removed - log.added).toBeLessThan(2250);
  });
});

test("an installed app on a desktop: the loading splash only", { tag: "@desktop" }, async ({ page, context }) => {
  await watchSplashes(context);
  await page.goto("/events");
  await expect(page.locator("[data-testid=event-card]").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#launch-splash")).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.loadingSeen)).toMatchObject({ visible: true });
  expect(await page.evaluate(() => window.brandLog)).toBeUndefined();
});
