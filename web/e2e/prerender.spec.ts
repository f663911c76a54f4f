import { devices, expect, test, type ConsoleMessage } from "@playwright/test";
import { CONSENT, isPhone, startHomeApp, uniquePhone } from "./util";

// Home arrives with its first screen in the HTML
// (web/scripts/prerender.mjs, internal/site/prerender.go): readable before
// any script has run, with the club's current name and no data the build
// could have made stale; then React hydrates that HTML without a mismatch
// (a mismatch logs an error and throws the HTML away) and the page works.

// The server picks the layout's HTML by user agent, as the app does. The
// phone project sends a phone's; a desktop browser in a narrow window is
// tried too.
const DESKTOP_UA = devices["Desktop Chrome"].userAgent;

test("home paints from the HTML, before any script runs", async ({ browser, request }, testInfo) => {
  const settings = (await (await request.get("/api/settings")).json()) as { clubName: string; shortName: string };
  const context = await browser.newContext({
    ...testInfo.project.use,
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: settings.clubName, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Login / Register" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Upcoming Events" })).toBeVisible();
  // The events are data: the HTML holds their skeleton, never a list.
  await expect(page.getByRole("heading", { name: "Next events" })).toBeVisible();
  await expect(page.locator("main a[href='/events'] h3")).toHaveCount(0);
  if (isPhone(testInfo)) await expect(page.locator("header p")).toHaveText(settings.shortName);
  else await expect(page.getByRole("link", { name: `${settings.clubName} home` })).toBeVisible();

  // Only home is prerendered: elsewhere the HTML is the empty shell.
  await page.goto("/events");
  await expect(page.locator("#root")).toBeEmpty();
  await context.close();
});

// On the phone project twice: with its phone's user agent (the mobile HTML)
// and with a desktop one (the desktop HTML, which the app then switches to
// the narrow window's mobile layout).
test("the prerendered home hydrates without an error and works", async ({ browser }, testInfo) => {
  for (const userAgent of isPhone(testInfo) ? [undefined, DESKTOP_UA] : [undefined]) {
    const context = await browser.newContext({ ...testInfo.project.use, ...(userAgent ? { userAgent } : {}), baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    const note = (m: ConsoleMessage) => {
      if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
    };
    page.on("console", note);
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));

    await page.goto("/");
    // The events arrive after hydration and replace the skeleton.
    await startHomeApp(page);
    // Hydrated: the button opens the sign-in dialog, the link routes in the app.
    await page.getByRole("button", { name: "Login / Register" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("link", { name: "View Upcoming Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();

    await page.goto("/events");
    await expect(page.getByRole("button", { name: /Login to Register|Event Full/ }).first()).toBeVisible();
    expect(problems, `console with user agent ${userAgent ?? "the project's"}`).toEqual([]);
    await context.close();
  }
});

// The first screen needs only the HTML, the CSS, the font and the hero
// photograph: the app's scripts are fetched once it has been painted
// (src/app/boot.ts), so on a slow link they do not compete with it. For a
// visitor they are only fetched then, not run: the app starts once the
// visitor does something (docs/decisions/052-home-starts-on-interaction.md).
test("a visitor's home fetches the app after its first paint and runs it on the first interaction", async ({ page }, testInfo) => {
  const api: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/") && !r.url().endsWith("/api/analytics")) api.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  const scriptsAfterPaint = () =>
    page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime }));
      return { fcp, scripts };
    });
  // The app's entry arrives (prefetched) ...
  await expect.poll(async () => (await scriptsAfterPaint()).scripts.some((s) => /\/index-[^/]+\.js$/.test(s.name))).toBe(true);
  const timing = await scriptsAfterPaint();
  expect(timing.fcp, "the first contentful paint").toBeGreaterThan(0);
  const boot = timing.scripts.filter((s) => /\/boot-[^/]+\.js$/.test(s.name));
  expect(boot, "the first script, named in the HTML").toHaveLength(1);
  const app = timing.scripts.filter((s) => /\/(index|react)-[^/]+\.js$/.test(s.name));
  expect(app.length, "the app's entry and React").toBeGreaterThanOrEqual(2);
  for (const s of app) expect(s.start, `${s.name} fetched after the first paint`).toBeGreaterThanOrEqual(timing.fcp!);
  if (isPhone(testInfo)) {
    // ... but does not run: nothing has asked the API, and the events
    // (below a phone's first screen) are a skeleton, until a touch.
    await page.waitForLoadState("load");
    expect(api, "the API asked before the visitor did anything").toEqual([]);
    await expect(page.locator("main a[href='/events'] h3")).toHaveCount(0);
    await startHomeApp(page);
  } else {
    // On a desktop's screen the next events are in view: the app starts for them, untouched.
    await expect(page.locator("main a[href='/events'] h3").first()).toBeVisible();
  }
  expect(api).toContain("/api/events");
});

// A signed-in member's home is the member's (the dashboard button) only
// once the app runs, so it starts after the first paint, untouched.
test("a member's home starts the app without an interaction", async ({ page }) => {
  const email = `home.${Date.now()}@example.my`;
  const created = await page.request.post("/api/member/register", {
    data: { ...CONSENT, name: "Home Member", phone: uniquePhone(), email, password: "eagle-2468" },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { email, password: "eagle-2468" } })).status()).toBe(200);
  await page.goto("/");
  await expect(page.locator("main").getByRole("link", { name: "Member Dashboard" })).toBeVisible();
  await expect(page.locator("main a[href='/events'] h3").first()).toBeVisible();
});

// Until the app has run, home's buttons do nothing by themselves: a tap on
// one is held by src/app/boot.ts and replayed once the app has taken over.
test("a tap on home's login button before the app has run is not lost", async ({ page }) => {
  let release!: () => void;
  const appMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appMayLoad;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Login / Register" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  // Once the app runs, taps are its own: the dialog closes and opens again.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Login / Register" }).click();
  await expect(dialog).toBeVisible();
});
