import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CONSENT } from "./util";

// The round from the clubhouse's side: two members of one flight enter
// their scores through the API while a visitor's browser watches the
// public leaderboard change without a reload; the admin finalises on the
// Scoring screen; a member sees the results and the Order of Merit move
// on the page already open. Screenshots of the leaderboard, results and
// Order of Merit at phone, desktop and clubhouse-TV sizes.

const ADMIN_PASSWORD = "e2e-admin-pass";
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
  tv: { viewport: { width: 1920, height: 1080 } },
} as const;

async function screenshot(page: Page, name: string, fullPage = false) {
  // The results notification's banner is not what the picture is of.
  const banner = page.getByRole("button", { name: "Close notification" });
  // Under a celebration it cannot be clicked; blurred behind it, it may stay.
  if (await banner.isVisible()) await banner.click({ timeout: 2000 }).catch(() => undefined);
  const dir = path.resolve(import.meta.dirname, "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `leaderboard-${name}.png`), fullPage });
}

// axe-core from node_modules, injected into the page (the contexts bypass
// the site's CSP for it, as e2e/a11y.spec.ts does).
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 A/AA violations on the page, one line each ("" when none). */
async function axeViolations(page: Page): Promise<string> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type V = { id: string; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: V[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
    return r.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`).join("\n");
  });
}

const clubToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

async function ok(res: Awaited<ReturnType<APIRequestContext["get"]>>, status?: number) {
  if (status !== undefined) expect(res.status(), await res.text()).toBe(status);
  else expect(res.ok(), await res.text()).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

let seq = 0;
async function member(browser: Browser, baseURL: string, label: string) {
  const stamp = `${Date.now()}${seq++}`;
  const m = {
    name: `${label} ${stamp.slice(-4)}`,
    phone: "01" + stamp.slice(-8),
    email: `lb.${label.toLowerCase()}.${stamp}@example.my`,
    password: "birdie-2468",
    membershipNumber: `LB${stamp.slice(-6)}`,
  };
  const ctx = await browser.newContext({ baseURL, bypassCSP: true, ...SIZES.phone });
  await ok(await ctx.request.post("/api/member/register", { data: { ...CONSENT, ...m } }), 201);
  await ok(await ctx.request.post("/api/member/login", { data: { email: m.email, password: m.password } }), 200);
  const session = (await ok(await ctx.request.get("/api/member/session"))) as { id: number };
  return { ctx, name: m.name, id: session.id };
}

/** A window mark that a reload would wipe out. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark?: string }).__mark = "no reload"));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: string }).__mark ?? null);
const streamOpened = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/realtime") && r.status() === 200);

test("a second browser watches the leaderboard move while scores are entered; the admin finalises; the member sees the results and the Order of Merit move", { tag: "@desktop" }, async ({ browser, baseURL }, testInfo: TestInfo) => {
  test.setTimeout(240_000);
  const contexts: BrowserContext[] = [];
  try {
    // The admin makes a scored tournament today on the demo course.
    const admin = await browser.newContext({ baseURL, bypassCSP: true, ...SIZES.desktop });
    contexts.push(admin);
    await ok(await admin.request.post("/api/admin/login", { data: { username: "admin", password: ADMIN_PASSWORD } }), 200);
    const courses = (await ok(await admin.request.get("/api/admin/courses"))) as { id: number; name: string; tees: { name: string }[] }[];
    expect(courses.length).toBeGreaterThan(0);
    const title = `Medal ${Date.now().toString().slice(-5)} ${testInfo.project.name}`;
    const event = (await ok(
      await admin.request.post("/api/events", {
        data: { title, description: "Scored by the browser suite.", date: clubToday(), time: "7:30 AM", type: "tournament", capacity: 40, image: "", rates: [{ type: "Member Weekday", price: 120, category: "member" }] },
      }),
      201,
    )) as { id: number };
    await ok(
      await admin.request.put(`/api/admin/events/${event.id}/golf`, {
        data: { courseId: courses[0].id, tee: courses[0].tees[0].name, format: "stableford", allowance: 95, leaderboardPublic: true, celebrateFollowed: true, orderOfMerit: true },
      }),
    );

    // Two members register and share a flight.
    const aisyah = await member(browser, baseURL!, "Aisyah");
    const ben = await member(browser, baseURL!, "Ben");
    contexts.push(aisyah.ctx, ben.ctx);
    const regOf = async (m: typeof aisyah) => ((await ok(await m.ctx.request.post(`/api/events/${event.id}/register`, { data: { guestRateType: "Member Weekday" } }), 201)) as { id: number }).id;
    const regA = await regOf(aisyah);
    const regB = await regOf(ben);
    const flight = (await ok(await admin.request.post("/api/admin/flights", { data: { eventId: event.id, flightNumber: 1, teeTime: "07:30", startingHole: 1 } }), 201)) as { id: number };
    for (const [registrationId, position] of [[regA, 1], [regB, 2]]) {
      await ok(await admin.request.post(`/api/admin/flights/${flight.id}/members`, { data: { registrationId, position } }));
    }
    const card = (await ok(await aisyah.ctx.request.get(`/api/events/${event.id}/scorecard`))) as { course: { holes: { number: number; par: number }[] } };
    const par = (hole: number) => card.course.holes.find((h) => h.number === hole)!.par;
    const revisions = new Map<string, number>();
    const enter = async (from: number, to: number) => {
      const entries = [];
      for (let hole = from; hole <= to; hole++) {
        for (const [registrationId, strokes] of [[regA, par(hole) - (hole % 3 === 0 ? 1 : 0)], [regB, par(hole) + 1]]) {
          const key = `${registrationId}-${hole}`;
          const revision = (revisions.get(key) ?? 0) + 1;
          revisions.set(key, revision);
          entries.push({ registrationId, hole, strokes, pickedUp: false, revision });
        }
      }
      await ok(await aisyah.ctx.request.post(`/api/events/${event.id}/scores`, { data: { entries } }));
    };

    // The member opens the Order of Merit before the event is final: no Aisyah yet.
    const meritPage = await aisyah.ctx.newPage();
    const meritStream = streamOpened(meritPage);
    await meritPage.goto("/order-of-merit");
    await expect(meritPage.getByRole("heading", { level: 1, name: "Order of Merit" })).toBeVisible();
    await meritStream;
    await expect(meritPage.getByText(aisyah.name)).toHaveCount(0);
    await mark(meritPage);

    // A visitor's browser (the leaderboard is public) watches.
    const watcherCtx = await browser.newContext({ baseURL, bypassCSP: true, ...SIZES.desktop });
    contexts.push(watcherCtx);
    const watcher = await watcherCtx.newPage();
    const opened = streamOpened(watcher);
    await watcher.goto(`/events/${event.id}/leaderboard`);
    await expect(watcher.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await opened;
    await mark(watcher);
    const rowOf = (name: string) => watcher.getByTestId("leaderboard-row").filter({ hasText: name });

    await enter(1, 3);
    await expect(rowOf(aisyah.name).getByRole("cell").nth(2)).toHaveText("3");
    await expect(watcher.getByTestId("leaderboard-pos").first()).toHaveText("1");
    await expect(watcher.getByTestId("leaderboard-row").first()).toContainText(aisyah.name);
    await enter(4, 9);
    await expect(rowOf(ben.name).getByRole("cell").nth(2)).toHaveText("9");
    expect(await marked(watcher)).toBe("no reload");
    await screenshot(watcher, "desktop-leaderboard");
    expect(await axeViolations(watcher)).toBe("");

    // The same board at phone and TV sizes.
    const phoneCtx = await browser.newContext({ baseURL, bypassCSP: true, ...SIZES.phone });
    const tvCtx = await browser.newContext({ baseURL, bypassCSP: true, ...SIZES.tv, reducedMotion: "reduce" });
    contexts.push(phoneCtx, tvCtx);
    const phone = await phoneCtx.newPage();
    await phone.goto(`/events/${event.id}/leaderboard`);
    await expect(phone.getByTestId("leaderboard-row")).toHaveCount(2);
    await screenshot(phone, "phone-leaderboard");
    expect(await axeViolations(phone)).toBe("");
    const tv = await tvCtx.newPage();
    await tv.goto(`/events/${event.id}/leaderboard?tv=1`);
    await expect(tv.getByTestId("leaderboard-tv")).toBeVisible();
    await expect(tv.getByTestId("leaderboard-tv").getByRole("listitem")).toHaveCount(2);
    await screenshot(tv, "tv-leaderboard");
    expect(await axeViolations(tv)).toBe("");

    await enter(10, 18);
    await expect(rowOf(aisyah.name).getByRole("cell").nth(2)).toHaveText("F");
    expect(await marked(watcher)).toBe("no reload");
    for (const [m, registrationId] of [[aisyah, regA], [ben, regB]] as const) {
      await ok(await m.ctx.request.post(`/api/events/${event.id}/scorecard/confirm`, { data: { registrationId } }));
    }

    // Side prizes: Nearest the Pin on the first par 3, Longest Drive on hole 9.
    const par3 = card.course.holes.find((h) => h.par === 3)!.number;
    await ok(await admin.request.post(`/api/admin/events/${event.id}/side-prizes`, { data: { kind: "nearest_pin", hole: par3, memberId: aisyah.id, distance: "1.8 m" } }), 201);
    await ok(await admin.request.post(`/api/admin/events/${event.id}/side-prizes`, { data: { kind: "longest_drive", hole: 9, memberId: ben.id, distance: "265 m" } }), 201);

    // The admin finalises on the Scoring screen.
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/events/${event.id}/scoring`);
    const cards = adminPage.getByTestId("cards");
    await expect(cards.getByTestId("confirmation").first()).toHaveText("Confirmed");
    await expect(adminPage.getByTestId("score-log-row").first()).toBeVisible();
    await screenshot(adminPage, "desktop-admin-scoring", true);
    expect(await axeViolations(adminPage)).toBe("");
    await cards.getByRole("button", { name: "Finalise results" }).click();
    const dialog = adminPage.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("finalise-unconfirmed")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Finalise", exact: true }).click();
    await expect(adminPage.getByText("Results finalised").first()).toBeVisible();

    // The watcher's board turns final; the member's Order of Merit moves in place.
    await expect(watcher.getByTestId("leaderboard-state")).toHaveText("Final");
    await expect(meritPage.getByTestId("merit-row").filter({ hasText: aisyah.name })).toBeVisible();
    expect(await marked(meritPage)).toBe("no reload");
    const standing = meritPage.getByTestId("merit-row").filter({ hasText: aisyah.name });
    await expect(standing.getByTestId("merit-event").filter({ hasText: title })).toContainText("counted");
    await screenshot(meritPage, "phone-order-of-merit");
    expect(await axeViolations(meritPage)).toBe("");

    // The member sees the results.
    const results = await aisyah.ctx.newPage();
    await results.goto(`/events/${event.id}/results`);
    const first = results.getByTestId("results-row").first();
    await expect(first).toContainText(aisyah.name);
    await expect(first.getByRole("cell").first()).toHaveText("1");
    await expect(results.getByTestId("share-whatsapp").or(results.getByRole("button", { name: "Share top ten" }))).toBeVisible();
    await expect(results.getByTestId("side-prizes")).toContainText(`${aisyah.name} · 1.8 m`);
    await screenshot(results, "phone-results");
    expect(await axeViolations(results)).toBe("");

    const desktopResults = await watcherCtx.newPage();
    await desktopResults.goto(`/events/${event.id}/results`);
    await expect(desktopResults.getByTestId("results-row").first()).toContainText(aisyah.name);
    await screenshot(desktopResults, "desktop-results");
    const desktopMerit = await ben.ctx.browser()!.newContext({ baseURL, bypassCSP: true, ...SIZES.desktop, storageState: await ben.ctx.storageState() });
    contexts.push(desktopMerit);
    const dm = await desktopMerit.newPage();
    await dm.goto("/order-of-merit");
    await expect(dm.getByTestId("merit-row").filter({ hasText: aisyah.name })).toBeVisible();
    await screenshot(dm, "desktop-order-of-merit");
    const tvResults = await tvCtx.newPage();
    await tvResults.goto(`/events/${event.id}/results`);
    await expect(tvResults.getByTestId("results-row").first()).toContainText(aisyah.name);
    await screenshot(tvResults, "tv-results");
    const tvMerit = await browser.newContext({ baseURL, bypassCSP: true, ...SIZES.tv, storageState: await ben.ctx.storageState() });
    contexts.push(tvMerit);
    const tm = await tvMerit.newPage();
    await tm.goto("/order-of-merit");
    await expect(tm.getByTestId("merit-row").first()).toBeVisible();
    await screenshot(tm, "tv-order-of-merit");
  } finally {
    for (const c of contexts) await c.close();
  }
});

test("a followed player's birdie celebrates on the follower's screen", { tag: "@desktop" }, async ({ browser, baseURL }) => {
  const api = await browser.newContext({ baseURL });
  const lg = await api.request.post("/api/admin/login", { data: { username: "admin", password: ADMIN_PASSWORD } });
  expect(lg.ok(), await lg.text()).toBe(true);
  const courses = (await (await api.request.get("/api/admin/courses")).json()) as { id: number; tees: { name: string }[] }[];
  const evRes = await api.request.post("/api/events", { data: { title: `Birdie Cup ${Date.now().toString().slice(-5)}`, description: "Scored by the browser suite.", date: clubToday(), time: "7:30 AM", type: "tournament", capacity: 40, image: "", rates: [{ type: "Member Weekday", price: 120, category: "member" }] } });
  expect(evRes.status(), await evRes.text()).toBe(201);
  const ev = (await evRes.json()) as { id: number };
  // The demo course's hole 1 is a par 4: a 3 there is a birdie.
  await ok(await api.request.put(`/api/admin/events/${ev.id}/golf`, { data: { courseId: courses[0].id, tee: courses[0].tees[0].name, format: "stroke", allowance: 95, leaderboardPublic: true, celebrateFollowed: true, orderOfMerit: false } }));
  const mk = async (label: string) => {
    const s = `${Date.now()}`.slice(-7);
    const ctx = await browser.newContext({ baseURL, bypassCSP: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const m = { name: `${label} ${s.slice(-3)}`, phone: "01" + s + "1", email: `lb.${label}.${s}@example.my`, password: "birdie-2468", membershipNumber: `LK${s}` };
    await ctx.request.post("/api/member/register", { data: { ...CONSENT, ...m } });
    await ctx.request.post("/api/member/login", { data: { email: m.email, password: m.password } });
    const reg = ((await (await ctx.request.post(`/api/events/${ev.id}/register`, { data: { guestRateType: "Member Weekday" } })).json()) as { id: number }).id;
    return { ctx, reg };
  };
  const a = await mk("Watcher");
  const b = await mk("Birdie");
  const fl = (await (await api.request.post("/api/admin/flights", { data: { eventId: ev.id, flightNumber: 1, teeTime: "07:30", startingHole: 1 } })).json()) as { id: number };
  await api.request.post(`/api/admin/flights/${fl.id}/members`, { data: { registrationId: a.reg, position: 1 } });
  await api.request.post(`/api/admin/flights/${fl.id}/members`, { data: { registrationId: b.reg, position: 2 } });
  const wp = await a.ctx.newPage();
  const opened = wp.waitForResponse((r) => r.url().endsWith("/api/realtime") && r.status() === 200);
  await wp.goto(`/events/${ev.id}/leaderboard`);
  await opened;
  await wp.getByRole("button", { name: /^Follow Birdie/ }).click();
  await expect(wp.getByRole("button", { name: /^Follow Birdie/ })).toHaveAttribute("aria-pressed", "true");
  const r = await b.ctx.request.post(`/api/events/${ev.id}/scores`, { data: { entries: [{ registrationId: b.reg, hole: 1, strokes: 3, pickedUp: false, revision: 1 }] } });
  expect(r.ok(), await r.text()).toBe(true);
  await expect(wp.getByTestId("celebration")).toBeVisible();
  await expect(wp.getByTestId("celebration-name")).toHaveText(/^Birdie /);
  await expect(wp.getByText("Birdie on hole 1")).toBeVisible();
  await screenshot(wp, "phone-birdie");
  for (const c of [api, a.ctx, b.ctx]) await c.close();
});
