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

  // The events page comes drawn too: its heading and filters, and the
  // list's skeleton until the app has the events.
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming Events" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tournaments" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toBeVisible();
  await expect(page.locator("main ul li")).toHaveCount(0);
  // Elsewhere the HTML is the empty shell.
  await page.goto("/gallery");
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

// A signed-in member's dashboard comes drawn for them in the HTML
// (docs/decisions/053-member-dashboard-prerendered.md): their name and
// number before any script runs; then the app hydrates it without a
// mismatch, and the tabs work.
test("a member's dashboard paints from the HTML and hydrates without an error", async ({ browser }, testInfo) => {
  const stamp = Date.now();
  const name = `Siti <Hydrate> ${stamp % 1e4}`;
  const number = `HY${stamp % 1e6}`;
  const newContext = (javaScriptEnabled: boolean) =>
    browser.newContext({ ...testInfo.project.use, javaScriptEnabled, baseURL: testInfo.project.use.baseURL });
  const first = await newContext(false);
  const email = `hydrate.${stamp}@example.my`;
  const created = await first.request.post("/api/member/register", {
    data: { ...CONSENT, name, phone: uniquePhone(), email, password: "eagle-2468", membershipNumber: number },
  });
  expect(created.status()).toBe(201);
  const cookies = await first.cookies();

  const html = await first.newPage();
  await html.goto("/member");
  await expect(html.getByRole("heading", { level: 1, name: `Welcome back, ${name}` })).toBeVisible();
  await expect(html.getByText(`Membership ID ${number}`)).toBeVisible();
  await expect(html.getByRole("tab", { name: "Flights" })).toBeVisible();
  // Another tab is not the one drawn: its HTML is the empty shell.
  await html.goto("/member?tab=flights");
  await expect(html.locator("#root")).toBeEmpty();
  await first.close();

  const context = await newContext(true);
  await context.addCookies(cookies);
  const page = await context.newPage();
  // The heading the HTML holds, as parsed: hydration keeps that element,
  // where rendering afresh would replace it.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector("main h1");
    });
  });
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto("/member");
  // Hydrated: the tab's cards follow, and a tab opens another.
  await expect(page.getByText("You have no upcoming events yet. Find one and join in.")).toBeVisible();
  expect(await page.evaluate(() => {
    const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
    return !!drawn && drawn === document.querySelector("main h1");
  }), "the drawn heading was hydrated, not replaced").toBe(true);
  await page.getByRole("tab", { name: "Membership" }).click();
  await expect(page).toHaveURL(/\/member\?tab=membership$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${name}` })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

// /events is drawn as a visitor sees it before the events arrive (its
// heading, filters and the list's skeleton), and served so to visitors
// only: the app hydrates it, then shows the list. A member's page is
// rendered by the app, with their own header and actions.
test("the events page paints from the HTML and hydrates without an error, for a visitor and a member", async ({ browser }, testInfo) => {
  const stamp = Date.now();
  const email = `events.${stamp}@example.my`;
  for (const who of ["visitor", "member"] as const) {
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
    if (who === "member") {
      const created = await context.request.post("/api/member/register", {
        data: { ...CONSENT, name: `Events Hydrate ${stamp % 1e4}`, phone: uniquePhone(), email, password: "eagle-2468" },
      });
      expect(created.status()).toBe(201);
    }
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const drawn = document.querySelector("main h1");
        if (drawn) (window as { drawnHeading?: Element | null }).drawnHeading = drawn;
      });
    });
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto("/events");
    await expect(page.locator("main ul li").first()).toBeVisible();
    if (who === "member") await expect(page.getByRole("link", { name: "Member Dashboard" })).toBeVisible();
    else await expect(page.getByRole("button", { name: /Login to Register|Event Full/ }).first()).toBeVisible();
    // A visitor's drawn heading is hydrated, not replaced; a member gets
    // the plain shell, which the app renders.
    expect(await page.evaluate(() => {
      const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
      return drawn === undefined ? "none" : !!drawn && drawn === document.querySelector("main h1") ? "kept" : "replaced";
    }), who).toBe(who === "visitor" ? "kept" : "none");
    // Hydrated: a filter filters.
    await page.getByRole("button", { name: "Golf Trips" }).click();
    await expect(page.getByRole("button", { name: "Golf Trips" })).toHaveAttribute("aria-pressed", "true");
    expect(problems, who).toEqual([]);
    await context.close();
  }
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
