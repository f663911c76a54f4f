import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { axeViolations, shot, CONSENT } from "./util";

// The round on the phones: the four players of one flight each enter their
// own scores on their own phone, hole by hole, through the scorecard's
// buttons. The fourth phone loses its signal for holes 7 to 12; its
// entries wait on the phone and go out when the signal returns. Every
// score must reach the server once: 72 holes, 72 writes, revision 1 each.

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const STROKE_INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];
const OFFLINE_HOLES = [7, 8, 9, 10, 11, 12];

/** Player p's strokes on hole h: par−1, par or par+1, so the card shows birdies, pars and bogeys. */
const strokesOf = (p: number, h: number) => PARS[h - 1] + ((p + h) % 3) - 1;

interface Phone {
  ctx: BrowserContext;
  page: Page;
  name: string;
  registrationId: number;
}

let seq = 0;
async function phone(browser: Browser, testInfo: TestInfo, label: string, eventId: number): Promise<Omit<Phone, "page">> {
  const stamp = `${Date.now()}${seq++}`;
  const m = {
    name: `${label} ${stamp.slice(-5)}`,
    phone: "01" + stamp.slice(-8),
    email: `card.${label.toLowerCase()}.${stamp}@example.my`,
    password: "secret123",
    membershipNumber: `SC${stamp.slice(-6)}`,
  };
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, userAgent } = testInfo.project.use;
  // bypassCSP: the accessibility audit injects axe-core as a script.
  const ctx = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, userAgent, bypassCSP: true });
  expect((await ctx.request.post("/api/member/register", { data: { ...CONSENT, ...m } })).status()).toBe(201);
  expect((await ctx.request.post("/api/member/login", { data: { email: m.email, password: m.password } })).status()).toBe(200);
  const reg = await ctx.request.post(`/api/events/${eventId}/register`, { data: { guestRateType: "Member Green Fee" } });
  expect(reg.status(), await reg.text()).toBe(201);
  return { ctx, name: m.name, registrationId: ((await reg.json()) as { id: number }).id };
}

/** A scored event today with its course, as the admin sets it up. */
async function scoredEventToday(admin: APIRequestContext, stamp: string): Promise<number> {
  const course = await admin.post("/api/admin/courses", {
    data: {
      name: `E2E Links ${stamp}`,
      tees: [{ name: "White", courseRating: 71.2, slope: 125, holes: PARS.map((par, i) => ({ par, strokeIndex: STROKE_INDEXES[i] })) }],
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());
  const event = await admin.post("/api/events", {
    data: {
      title: `Scorecard Medal ${stamp}`,
      description: "Stableford for the scorecard test.",
      date: today,
      time: "7:30 AM",
      type: "tournament",
      capacity: 8,
      rates: [{ type: "Member Green Fee", price: 100, category: "member" }],
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { id: number }).id;
  const golf = await admin.put(`/api/admin/events/${eventId}/golf`, {
    data: { courseId, tee: "White", format: "stableford", allowance: 95, leaderboardPublic: true, celebrateFollowed: false, orderOfMerit: false },
  });
  expect(golf.status(), await golf.text()).toBe(200);
  return eventId;
}

/** The controls of the page's main part smaller than 44×44 px (the phone's tap-target rule). */
async function smallControls(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("button, a[href]")]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(({ el, r }) => `${el.getAttribute("aria-label") ?? el.textContent}: ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
}

async function enter(p: Phone, hole: number, strokes: number) {
  await expect(p.page.getByRole("heading", { name: `Hole ${hole}`, exact: true })).toBeVisible();
  await p.page.getByTestId(`player-${p.registrationId}`).getByRole("button", { name: `${strokes} for ${p.name}`, exact: true }).click();
  await expect(p.page.getByTestId(`player-${p.registrationId}`).getByRole("button", { name: `${strokes} for ${p.name}`, exact: true })).toHaveAttribute("aria-pressed", "true");
}

test("four phones of one flight enter a round, one offline for six holes; every score reaches the server once", { tag: "@phone" }, async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now()).slice(-6);
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: "admin", password: "e2e-admin-pass" } })).status()).toBe(200);
  const eventId = await scoredEventToday(admin, stamp);

  const players = [];
  for (const label of ["Aisyah", "Rashid", "Mei", "Kumar"]) players.push(await phone(browser, testInfo, label, eventId));
  const flight = await admin.post("/api/admin/flights", { data: { eventId, flightNumber: 1, teeTime: "07:30", maxPlayers: 4, startingHole: 1, notes: "" } });
  expect(flight.status(), await flight.text()).toBe(201);
  const flightId = ((await flight.json()) as { id: number }).id;
  for (const [i, p] of players.entries()) {
    const added = await admin.post(`/api/admin/flights/${flightId}/members`, { data: { registrationId: p.registrationId, position: i + 1 } });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }

  // The first phone comes from the dashboard's link on the event day, the
  // second through the installed app's Scorecard shortcut (/scorecard); the
  // others open the card directly.
  const phones: Phone[] = [];
  for (const [i, p] of players.entries()) {
    const page = await p.ctx.newPage();
    if (i === 0) {
      await page.goto("/member");
      await page.getByTestId("scorecard-today").getByRole("link", { name: "My scorecard" }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${eventId}/scorecard$`));
    } else if (i === 1) {
      await page.goto("/events");
      await page.goto("/scorecard");
      await expect(page).toHaveURL(new RegExp(`/events/${eventId}/scorecard$`));
      // It replaced itself: Back skips the shortcut's address.
      await page.goBack();
      await expect(page).toHaveURL(/\/events$/);
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`/events/${eventId}/scorecard$`));
    } else {
      await page.goto(`/events/${eventId}/scorecard`);
    }
    await expect(page.getByRole("heading", { name: "Hole 1", exact: true })).toBeVisible();
    phones.push({ ...p, page });
  }
  const offline = phones[3];

  for (let hole = 1; hole <= 18; hole++) {
    if (hole === OFFLINE_HOLES[0]) {
      await offline.ctx.setOffline(true);
      await expect(offline.page.getByTestId("scorecard-offline")).toBeVisible();
    }
    for (const [p, ph] of phones.entries()) await enter(ph, hole, strokesOf(p, hole));
    if (hole === OFFLINE_HOLES[OFFLINE_HOLES.length - 1]) {
      await expect(offline.page.getByTestId("pending-count")).toHaveText(/6 scores waiting to send/);
      await expect(offline.page.getByTestId(`player-${offline.registrationId}`).getByTestId("waiting")).toBeVisible();
      await offline.page.evaluate(() => window.scrollTo(0, 0));
      await shot(offline.page, testInfo, "scorecard-offline");
      await offline.page.getByRole("button", { name: "Card", exact: true }).click();
      await expect(offline.page.getByTestId("cell-waiting")).toHaveCount(6);
      await shot(offline.page, testInfo, "scorecard-offline-card");
      await offline.page.getByRole("button", { name: "Hole", exact: true }).click();
      // Back in signal: the queue drains by itself.
      await offline.ctx.setOffline(false);
      await expect(offline.page.getByTestId("pending-count")).toHaveCount(0, { timeout: 15_000 });
      await expect(offline.page.getByTestId("scorecard-offline")).toHaveCount(0);
    }
    if (hole < 18) for (const ph of phones) await ph.page.getByRole("button", { name: "Next hole" }).click();
  }

  // Every phone's card shows every player's round once the live stream (or the poll) brings it.
  const first = phones[0].page;
  await first.evaluate(() => window.scrollTo(0, 0));
  await shot(first, testInfo, "scorecard-hole");
  expect(await smallControls(first)).toEqual([]);
  expect(await axeViolations(first)).toEqual([]);
  await first.getByRole("button", { name: "Card", exact: true }).click();
  await expect(first.locator("[data-testid=card-grid] button[data-played]")).toHaveCount(72, { timeout: 20_000 });
  await first.evaluate(() => window.scrollTo(0, 0));
  await shot(first, testInfo, "scorecard-card");
  expect(await smallControls(first)).toEqual([]);
  expect(await axeViolations(first)).toEqual([]);
  await first.getByRole("button", { name: "Hole", exact: true }).click();
  await first.getByRole("button", { name: "I agree with my card" }).click();
  await expect(first.getByTestId("card-confirmed")).toBeVisible();

  // The card was opened once, so it opens again with no signal: from the phone's copy.
  // (Once through the service worker online, so it holds the page's scripts.)
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await first.reload();
  await expect(first.getByRole("button", { name: "I agree with my card" })).toHaveCount(0);
  await expect(first.getByTestId("card-confirmed")).toBeVisible();
  await phones[0].ctx.setOffline(true);
  await first.reload();
  await expect(first.getByTestId("scorecard-offline")).toBeVisible();
  await first.getByRole("button", { name: "Card", exact: true }).click();
  await expect(first.locator("[data-testid=card-grid] button[data-played]")).toHaveCount(72);
  await phones[0].ctx.setOffline(false);

  // On the server: each player's 18 holes as entered, each written once.
  const scores = (await (await admin.get(`/api/admin/events/${eventId}/scores`)).json()) as {
    players: { registrationId: number; confirmedAt: string | null; scores: { hole: number; strokes: number | null; revision: number }[] }[];
  };
  for (const [p, ph] of phones.entries()) {
    const card = scores.players.find((x) => x.registrationId === ph.registrationId)!;
    expect(card.scores.map((s) => [s.hole, s.strokes, s.revision])).toEqual(PARS.map((_, i) => [i + 1, strokesOf(p, i + 1), 1]));
  }
  expect(scores.players.find((x) => x.registrationId === phones[0].registrationId)!.confirmedAt).not.toBeNull();
  const log = (await (await admin.get(`/api/admin/events/${eventId}/score-log`)).json()) as { registrationId: number; hole: number }[];
  expect(log).toHaveLength(72);
  expect(new Set(log.map((r) => `${r.registrationId}:${r.hole}`)).size).toBe(72);
  const board = (await (await admin.get(`/api/events/${eventId}/leaderboard`)).json()) as { rows: { registrationId: number; thru: number }[] };
  expect(board.rows.map((r) => r.thru)).toEqual([18, 18, 18, 18]);

  // The Handicap Index on the Membership tab: a plus handicap entered with "+", kept in the history.
  expect((await phones[0].ctx.request.put("/api/me/handicap", { data: { index: 18.2 } })).status()).toBe(200);
  await first.goto("/member?tab=membership");
  const hcp = first.getByTestId("handicap-card");
  await hcp.getByRole("button", { name: "Change" }).click();
  await hcp.getByLabel("Handicap Index").fill("+2.1");
  await hcp.getByRole("button", { name: "Save" }).click();
  await expect(hcp.getByTestId("handicap-index")).toHaveText("+2.1");
  await expect(hcp.getByRole("listitem").first()).toContainText("+2.1");
  await hcp.scrollIntoViewIfNeeded();
  await shot(first, testInfo, "handicap");
  const mine = (await (await phones[0].ctx.request.get("/api/me/handicap")).json()) as { index: number | null };
  expect(mine.index).toBe(-2.1);

  // "My rounds" on the dashboard: today's round (not final yet) and the trend from 18.2 to +2.1.
  await first.goto("/member");
  const rounds = first.getByTestId("my-rounds");
  await expect(rounds.getByRole("listitem").filter({ hasText: `Scorecard Medal ${stamp}` })).toBeVisible();
  await expect(rounds.getByTestId("handicap-chart").locator("svg.recharts-surface")).toBeVisible();
  await rounds.scrollIntoViewIfNeeded();
  await shot(first, testInfo, "my-rounds");

  for (const ph of phones) await ph.ctx.close();
  await admin.dispose();
});

test("the Scorecard shortcut leads a visitor to the dashboard's sign-in", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/scorecard");
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole("heading", { name: "Member Access" })).toBeVisible();
});
