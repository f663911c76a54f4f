import { devices, expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { mkdirSync, copyFileSync } from "node:fs";
import path from "node:path";
import { isPhone, shot, startHomeApp, uniquePhone, type ApiEvent, CONSENT } from "./util";

// First-party analytics end to end: a visitor's browser counts its pages
// and the register dialog by beacon, and the admin sees those counts on the
// Insights tab. Other specs share the server, so the test reads the
// counters first and expects exactly its own visits on top.

const ADMIN_PASSWORD = "e2e-admin-pass";

interface Insights {
  visitors: number;
  views: number;
  topPages: { path: string; views: number }[];
  funnels: { eventId: number; views: number; registerOpened: number; registered: number; paid: number }[];
  events: { category: string; count: number }[];
}

async function insights(request: APIRequestContext): Promise<Insights> {
  const res = await request.get("/api/admin/insights?days=7");
  expect(res.status()).toBe(200);
  return (await res.json()) as Insights;
}

const funnelOf = (i: Insights, id: number) => i.funnels.find((f) => f.eventId === id);
const opened = (i: Insights) => i.events.find((e) => e.category === "register_opened")?.count ?? 0;

async function adminSignIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

test("a visitor's pages and register dialog are counted and shown on the admin's Insights", async ({ page, browser }, testInfo) => {
  // Once, in the first project: the server keeps at most 300 new paths a
  // day, and by the time the second project runs the other specs' new
  // events and pages have spent them, so this event's page would be
  // counted as "(other)" (as it should be) and its funnel could not be read.
  test.skip(!isPhone(testInfo), "runs once, before the other specs spend the day's path budget");
  test.setTimeout(120_000);
  await adminSignIn(page);

  // An upcoming event with seats, which the Insights' funnels list.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());
  const events = (await (await page.request.get("/api/events")).json()) as ApiEvent[];
  const event = events.filter((e) => e.date >= today && e.registered < e.capacity).sort((a, b) => a.date.localeCompare(b.date))[0];
  expect(event, "the demo data has an upcoming event with seats").toBeTruthy();
  const before = await insights(page.request);

  // The visitor: a real browser's user agent (headless Chromium's own is a
  // bot's), unique to this run so that the visitor is a new one today, and
  // an address of its own behind the server's trusted proxy (127.0.0.1),
  // so that the beacon budget the other specs spend on 127.0.0.1 is not its.
  const base = isPhone(testInfo) ? devices["Pixel 7"] : devices["Desktop Chrome"];
  const visitor = await browser.newContext({
    ...testInfo.project.use,
    userAgent: `${base.userAgent} E2E/${Date.now()}`,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${isPhone(testInfo) ? 10 : 20}` },
    baseURL: testInfo.project.use.baseURL,
  });
  // The beacons' bodies, as the app hands them to sendBeacon (the browser
  // does not show a beacon's body to the test's network events).
  const beacons: string[] = [];
  await visitor.exposeBinding("recordBeacon", (_source, body: string) => {
    beacons.push(body);
  });
  await visitor.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const w = window as unknown as { recordBeacon: (body: string) => Promise<void> };
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/api/analytics") && data instanceof Blob) void data.text().then((body) => w.recordBeacon(body));
      return send(url, data);
    };
  });
  const v = await visitor.newPage();
  const pageViews = () => beacons.filter((b) => b.includes('"pageview"')).length;
  await v.goto("/");
  await expect(v.getByRole("main")).toBeVisible();
  // Home is painted from the HTML, and counted, before the app runs; the
  // app starts as the visitor scrolls, and does not count the page again.
  await expect.poll(() => pageViews()).toBe(1);
  await startHomeApp(v);
  // A route change inside the app counts as a page view too.
  await v.evaluate(() => {
    history.pushState(null, "", "/events");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(v).toHaveURL(/\/events$/);
  await expect.poll(() => pageViews()).toBe(2);
  await v.goto(`/events/${event!.id}?utm_source=e2e`);
  await expect(v.getByRole("heading", { name: event!.title }).first()).toBeVisible();

  // Signed up, the visitor opens the register dialog on the event's page.
  const email = `insights.${testInfo.project.name}.${Date.now()}@example.com`;
  const signedUp = await v.request.post("/api/member/register", {
    data: { ...CONSENT, name: "Insights Visitor", phone: uniquePhone(), email, password: "eagle-2468" },
  });
  expect(signedUp.status()).toBe(201);
  const login = await v.request.post("/api/member/login", { data: { email, password: "eagle-2468" } });
  expect(login.status()).toBe(200);
  await v.reload();
  await v.getByRole("button", { name: "Register Now" }).first().click();
  await expect(v.getByRole("dialog")).toBeVisible();

  // Four page views and one dialog: the counters grow by exactly that.
  const eventPath = `/events/${event!.id}`;
  let after = before;
  await expect
    .poll(async () => {
      after = await insights(page.request);
      return after.views - before.views;
    })
    .toBe(4);
  expect(after.visitors - before.visitors).toBe(1);
  expect(opened(after) - opened(before)).toBe(1);
  expect((funnelOf(after, event!.id)?.views ?? 0) - (funnelOf(before, event!.id)?.views ?? 0)).toBe(2);
  expect(pageViews(), "every beacon's body was seen").toBe(4);
  expect(beacons.every((b) => !b.includes("utm_source")), "the query string is never sent").toBe(true);
  await visitor.close();

  // The admin's Insights screen shows the same counts.
  await page.getByRole("tab", { name: /^Insights/ }).click();
  await expect(page).toHaveURL(/tab=insights/);
  await page.getByRole("button", { name: "7 days" }).click();
  const screen = page.getByTestId("insights");
  await expect(screen.getByTestId("insights-visitors")).toHaveText(after.visitors.toLocaleString("en-MY"));
  await expect(screen.getByTestId("insights-views")).toHaveText(after.views.toLocaleString("en-MY"));
  const funnel = screen.getByTestId(`funnel-${event!.id}`);
  await expect(funnel.locator('[data-step="views"]')).toHaveText(String(funnelOf(after, event!.id)!.views));
  await expect(funnel.locator('[data-step="registerOpened"]')).toHaveText(String(funnelOf(after, event!.id)!.registerOpened));
  await expect(screen.getByTestId("insights-top-pages")).toContainText(eventPath);
  await expect(screen.locator('[data-category="register_opened"]')).toHaveText(String(opened(after)));
  await expect(screen.getByRole("img", { name: /visitors and .* page views in the last 7 days/ })).toBeVisible();

  // The period selector asks for another period.
  const year = page.waitForResponse((r) => r.url().includes("/api/admin/insights?days=365"));
  await page.getByRole("button", { name: "1 year" }).click();
  expect((await year).status()).toBe(200);
  await expect(page.getByRole("button", { name: "1 year" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "30 days" }).click();
  await expect(screen.getByTestId("insights-views")).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await shot(page, testInfo, "insights");
  await page.screenshot({ path: path_(testInfo.project.name, "insights-full"), fullPage: true });
  keep(testInfo.project.name, "insights");
});

// The screenshots the report names, copied beside the other helpers'.
function path_(project: string, name: string): string {
  const dir = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, "screenshots");
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${project}-${name}.png`);
}

function keep(project: string, name: string) {
  if (!process.env.SHOTS_DIR) return;
  copyFileSync(path.resolve(import.meta.dirname, "screenshots", `${project}-${name}.png`), path_(project, name));
}
