import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { shot, type ApiEvent, CONSENT } from "./util";

// The live layer end to end: two members in two browsers; one
// registers for an event and the other sees the celebration and the bell
// move without reloading; the registrant sees 'You'. Plus the push card
// turning Web Push on against the real server.


let seq = 0;
/** A member with a membership number, signed in inside its own browser context. */
async function memberContext(browser: Browser, testInfo: TestInfo, label: string, reducedMotion: "reduce" | "no-preference" = "no-preference") {
  const stamp = `${Date.now()}${seq++}`;
  const m = {
    name: `${label} ${stamp.slice(-5)}`,
    phone: "01" + stamp.slice(-8),
    email: `live.${label.toLowerCase().replace(/\W+/g, "")}.${stamp}@example.my`,
    password: "secret123",
    membershipNumber: `LV${stamp.slice(-6)}`,
  };
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const ctx = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, reducedMotion });
  expect((await ctx.request.post("/api/member/register", { data: { ...CONSENT, ...m } })).status()).toBe(201);
  expect((await ctx.request.post("/api/member/login", { data: { email: m.email, password: m.password } })).status()).toBe(200);
  return { ctx, member: m };
}

/**
 * Headless Chromium has no push service to register with (subscribe fails
 * with "Registration failed - permission denied"), so the browser's
 * PushManager is replaced by one that hands out a subscription with a real
 * P-256 key: everything from the card to the server's stored subscription
 * is real, only the browser vendor's push service is not.
 */
async function fakePushService(ctx: BrowserContext) {
  await ctx.addInitScript(() => {
    const b64url = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(current);
    };
    PushManager.prototype.subscribe = async function () {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = b64url(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const endpoint = `https://push.e2e-test.example/send/${crypto.randomUUID()}`;
      const sub = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      current = sub as unknown as PushSubscription;
      return current;
    };
  });
}

/** Resolves once the page has an open /api/realtime stream (its headers arrived). */
const streamOpened = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/realtime") && r.status() === 200);

/** A mark on the window that a reload or navigation would wipe out. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __liveMark?: string }).__liveMark = "still here";
  });
}
const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { __liveMark?: string }).__liveMark ?? null);

test("a registration celebrates on another member's screen and moves the bell without a reload; the registrant sees 'You'", async ({ browser }, testInfo) => {
  const watcher = await memberContext(browser, testInfo, "Watcher");
  const joiner = await memberContext(browser, testInfo, "Joiner");
  const contexts: BrowserContext[] = [watcher.ctx, joiner.ctx];
  try {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());
    const events = (await (await watcher.ctx.request.get("/api/events")).json()) as ApiEvent[];
    const ev = events
      .filter((e) => e.date >= today && e.registered + 2 <= e.capacity && e.rates.some((r) => r.category === "member"))
      .sort((a, b) => Number(a.type !== "tournament") - Number(b.type !== "tournament"))[0];
    expect(ev, "the demo data has an upcoming event with seats and member rates").toBeTruthy();
    const rate = ev!.rates.find((r) => r.category === "member")!.type;
    // The watcher is in the event already, so the joiner's registration notifies them.
    expect((await watcher.ctx.request.post(`/api/events/${ev!.id}/register`, { data: { guestRateType: rate } })).status()).toBe(201);

    const w = await watcher.ctx.newPage();
    const j = await joiner.ctx.newPage();
    let watcherNavigations = 0;
    w.on("framenavigated", (f) => {
      if (f === w.mainFrame()) watcherNavigations++;
    });

    const wStream = streamOpened(w);
    await w.goto("/member");
    await expect(w.getByRole("heading", { name: `Welcome back, ${watcher.member.name}` })).toBeVisible();
    await wStream;
    const bell = w.getByRole("button", { name: /^Notifications, \d+ unread/ });
    await expect(bell).toHaveAccessibleName("Notifications, 0 unread");
    await markPage(w);
    const navigationsBefore = watcherNavigations;

    const jStream = streamOpened(j);
    await j.goto("/events");
    await jStream;

    // The joiner registers through the API of their own session (the UI flow has its own spec).
    expect((await joiner.ctx.request.post(`/api/events/${ev!.id}/register`, { data: { guestRateType: rate } })).status()).toBe(201);

    const label = ev!.type === "tournament" ? "Tournament Event" : "Social Event";
    const message = ev!.type === "tournament" ? "Ready to compete!" : "See you on the course!";

    // Both screens celebrate at once (each for about 4.5 s): the watcher sees
    // the joiner's name, the joiner sees 'You'.
    const wCard = w.getByTestId("celebration");
    const jCard = j.getByTestId("celebration");
    await Promise.all([expect(wCard).toBeVisible({ timeout: 5000 }), expect(jCard).toBeVisible({ timeout: 5000 })]);
    await Promise.all([
      expect(wCard.getByTestId("celebration-name")).toHaveText(joiner.member.name, { timeout: 1000 }),
      expect(jCard.getByTestId("celebration-name")).toHaveText("You", { timeout: 1000 }),
    ]);
    // Check the texts before the screenshots: on a loaded machine a
    // screenshot can outlast the card's 4.5 s.
    await expect(wCard).toContainText("just joined");
    await expect(wCard.getByTestId("celebration-event")).toHaveText(ev!.title);
    await expect(wCard).toContainText(label);
    await expect(wCard).toContainText(message);
    await expect(w.getByRole("status").filter({ has: wCard })).toHaveAttribute("aria-live", "polite");
    await Promise.all([shot(w, testInfo, "live-celebration-other"), shot(j, testInfo, "live-celebration-you")]);

    // The bell moves by the stream (polling is off while it is open), well inside the 15 s poll.
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 8000 });

    // It leaves by itself after about 4.5 s.
    await expect(wCard).toBeHidden({ timeout: 7000 });

    // No reload, no navigation happened on the watcher's page.
    expect(await pageMark(w)).toBe("still here");
    expect(watcherNavigations).toBe(navigationsBefore);
  } finally {
    for (const c of contexts) await c.close();
  }
});

test("the new-notification banner appears with the notification and a link to open it; reduced motion stills the celebration", async ({ browser }, testInfo) => {
  const watcher = await memberContext(browser, testInfo, "Banner", "reduce");
  const joiner = await memberContext(browser, testInfo, "Friend");
  try {
    const events = (await (await watcher.ctx.request.get("/api/events?upcoming=1")).json()) as ApiEvent[];
    const ev = events.find((e) => e.registered + 2 <= e.capacity && e.rates.some((r) => r.category === "member"))!;
    const rate = ev.rates.find((r) => r.category === "member")!.type;
    expect((await watcher.ctx.request.post(`/api/events/${ev.id}/register`, { data: { guestRateType: rate } })).status()).toBe(201);

    const w = await watcher.ctx.newPage();
    const opened = streamOpened(w);
    await w.goto("/events");
    await opened;
    expect((await joiner.ctx.request.post(`/api/events/${ev.id}/register`, { data: { guestRateType: rate } })).status()).toBe(201);

    // With prefers-reduced-motion the celebration still shows, without confetti or animation.
    // Both arrive together and each stays a few seconds: wait for them
    // together, so a slow check of one cannot outlast the other.
    const card = w.getByTestId("celebration");
    const banner = w.getByTestId("notification-banner");
    await Promise.all([expect(card).toBeVisible({ timeout: 8000 }), expect(banner).toBeVisible({ timeout: 8000 })]);
    await expect(banner).toContainText(`${joiner.member.name} just joined ${ev.title}`);
    expect(await card.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    expect(await w.locator(".gc-confetti").first().evaluate((el) => getComputedStyle(el).display)).toBe("none");
    // Let the celebration leave first so the screenshot shows the banner alone.
    await expect(w.getByTestId("celebration")).toBeHidden({ timeout: 7000 });
    await shot(w, testInfo, "live-banner");
    await banner.getByRole("link", { name: "Open notifications" }).click();
    await expect(w).toHaveURL(/\/member$/);
    await expect(banner).toBeHidden();
  } finally {
    await watcher.ctx.close();
    await joiner.ctx.close();
  }
});

test("push card: with permission granted, turning push on sends the subscription to the server", async ({ browser }, testInfo) => {
  const { ctx, member } = await memberContext(browser, testInfo, "Pusher");
  try {
    await ctx.grantPermissions(["notifications"]);
    await fakePushService(ctx);
    const page = await ctx.newPage();
    await page.goto("/member");
    await expect(page.getByRole("heading", { name: `Welcome back, ${member.name}` })).toBeVisible();
    const card = page.getByTestId("push-card");
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute("data-state", "granted");
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "push-card-off");
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/push/subscribe") && r.request().method() === "POST");
    await card.getByRole("switch", { name: "Push notifications" }).click();
    const res = await sent;
    expect(res.status()).toBe(200);
    const body = res.request().postDataJSON() as {
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
      deviceType: string;
      userAgent: string;
      isPWAInstalled: boolean;
      autoEnabled: boolean;
    };
    expect(body.isPWAInstalled).toBe(false);
    expect(body.userAgent).toBeTruthy();
    expect(body.subscription.endpoint).toMatch(/^https:\/\/push\.e2e-test\.example\/send\//);
    expect(body.subscription.keys.p256dh).toBeTruthy();
    expect(body.autoEnabled).toBe(false);
    await expect(card).toHaveAttribute("data-state", "on");
    await expect(card.getByRole("switch", { name: "Push notifications" })).toBeChecked();
    await shot(page, testInfo, "push-card-on");

    const removed = page.waitForResponse((r) => r.url().endsWith("/api/push/subscribe") && r.request().method() === "DELETE");
    await card.getByRole("switch", { name: "Push notifications" }).click();
    expect((await removed).status()).toBe(200);
    await expect(card.getByRole("switch", { name: "Push notifications" })).not.toBeChecked();
  } finally {
    await ctx.close();
  }
});

test("?tab=flights opens the Flights tab and the opt-out switches sit in Membership", async ({ browser }, testInfo) => {
  const { ctx } = await memberContext(browser, testInfo, "Tabs");
  try {
    const page = await ctx.newPage();
    await page.goto("/member?tab=flights");
    await expect(page.getByRole("tab", { name: "Flights" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Membership" }).click();
    await expect(page).toHaveURL(/\/member\?tab=membership$/);
    const prefs = page.getByTestId("notification-preferences");
    const reminders = prefs.getByRole("switch", { name: "Event reminders" });
    await expect(reminders).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/member/notification-preferences") && r.request().method() === "PUT");
    await reminders.click();
    expect((await saved).status()).toBe(200);
    await expect(reminders).not.toBeChecked();
    await prefs.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "notification-preferences");
    await page.reload();
    await expect(page.getByTestId("notification-preferences").getByRole("switch", { name: "Event reminders" })).not.toBeChecked();
  } finally {
    await ctx.close();
  }
});
