import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { shot, startHomeApp, uniquePhone, CONSENT, type ApiEvent } from "./util";

// Tap targets, measured the way a finger meets them: by hit-testing. For
// each visible, enabled control the page is asked, with
// document.elementFromPoint, which element is under points walking out from
// the control's centre, up, down, left and right, at 1/8 px resolution.
// The points that land on the control, a descendant of it, or a <label>
// of it (a tap there operates the control) make its effective hit area;
// whatever covers it (a neighbour's enlarged area, a sticky bar, a
// scroll container's clip) takes points away. The walk through the centre
// must cover at least 44 CSS px across and 44 down, at 390×844.
//
// Links inside running text are measured like any control: the app gives
// them their 44 px through an enlarged hit area (ui.css, .gc-inline-link).
//
// Every screen a member reaches, in English and in Bahasa Melayu: one
// browser context per language, signed out for the public pages and the
// sign-in screens, then signed in as a member with a registration to pay,
// a flight on today's scored round with scores entered, and a place on a
// waitlist.

const ADMIN_PASSWORD = "e2e-admin-pass";
const MIN = 44;

type Lang = "en" | "ms";
const LANGS: Lang[] = ["en", "ms"];

const catalogs: Record<Lang, Record<string, string>> = {
  en: JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../src/shared/i18n/locales/en.json"), "utf8")) as Record<string, string>,
  ms: JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../src/shared/i18n/locales/ms.json"), "utf8")) as Record<string, string>,
};

/** The message `id` in `lang`, up to its first placeholder. */
function msg(lang: Lang, id: string): string {
  const text = catalogs[lang][id];
  if (text === undefined) throw new Error(`no message ${id} in ${lang}`);
  return text.split("{")[0];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Matches an accessible name that starts with the message (a placeholder may follow). */
const startsWith = (lang: Lang, id: string) => new RegExp(`^${escapeRe(msg(lang, id))}`);

interface Shortfall {
  name: string;
  what: string;
  width: number;
  height: number;
  /** Which side is short, and what a tap just beyond it lands on. */
  why: string;
}

/**
 * Every visible, enabled control on the page whose hit area, found by
 * hit-testing through its centre, is under min×min CSS px.
 */
async function shortTargets(page: Page, within: string): Promise<Shortfall[]> {
  return page.evaluate(([min, within]) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=tab]",
      "[role=switch]",
      "[role=checkbox]",
      "[role=radio]",
      "[role=link]",
      "[role=menuitem]",
      "[role=option]",
      "[role=combobox]",
    ].join(",");

    function describe(el: Element | null): string {
      if (!el) return "(outside the viewport)";
      const attrs = ["role", "data-slot", "data-testid", "href", "type"]
        .map((a) => (el.getAttribute(a) ? `[${a}="${el.getAttribute(a)}"]` : ""))
        .join("");
      const cls = typeof el.className === "string" && !attrs ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
      return el.tagName.toLowerCase() + attrs + cls;
    }

    function accessibleName(el: Element): string {
      const byId = el
        .getAttribute("aria-labelledby")
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
      const labels = "labels" in el ? [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(" ") : "";
      const name =
        el.getAttribute("aria-label") || byId || labels || (el as HTMLElement).innerText || el.getAttribute("title") || el.getAttribute("placeholder") || "";
      return name.replace(/\s+/g, " ").trim().slice(0, 60) || "(no name)";
    }

    /** The elements whose points count as the control's: itself (with its pseudo-elements) and its labels. */
    function owners(el: Element): Element[] {
      const out = [el];
      if ("labels" in el) out.push(...((el as HTMLInputElement).labels ?? []));
      return out;
    }

    const out: Shortfall[] = [];
    const scroll = { x: window.scrollX, y: window.scrollY };
    for (const el of document.querySelectorAll(selector)) {
      if (!el.closest(within)) continue;
      const box = el.getBoundingClientRect();
      // Screen-reader-only controls (a skip link until focused) are no tap targets.
      if (box.width <= 1 || box.height <= 1) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute("aria-disabled") === "true") continue;
      // Behind a modal (Radix hides the rest of the page) or decorative.
      if (el.closest("[inert], [aria-hidden=true]")) continue;
      if (getComputedStyle(el).pointerEvents === "none") continue;

      el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const own = owners(el);
      const owns = (x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && own.some((o) => o.contains(hit));
      };
      // Start where a tap lands on the control: its centre, else the centre
      // of one of its line boxes (a wrapped link), else any point of a grid on it.
      const r = el.getBoundingClientRect();
      const starts: [number, number][] = [[r.left + r.width / 2, r.top + r.height / 2]];
      for (const f of el.getClientRects()) starts.push([f.left + f.width / 2, f.top + f.height / 2]);
      for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) starts.push([r.left + (r.width * i) / 8, r.top + (r.height * j) / 8]);
      const start = starts.find(([x, y]) => owns(x, y));
      if (!start) {
        const [x, y] = starts[0];
        const cover = document.elementFromPoint(x, y);
        // Under an open popover or dialog that is not modal: out of reach
        // until it closes, which is what it is for.
        const layer = cover?.closest("[role=dialog], [role=alertdialog], [data-radix-popper-content-wrapper]");
        if (layer && !layer.contains(el)) continue;
        out.push({ name: accessibleName(el), what: describe(el), width: 0, height: 0, why: `covered by ${describe(cover)}` });
        continue;
      }
      const [x0, y0] = start;
      // How far from (x, y) the points still land on the control, in px.
      const reach = (x: number, y: number, dx: number, dy: number): number => {
        const cap = 2 * min;
        let d = 0;
        while (d < cap && owns(x + dx * (d + 1), y + dy * (d + 1))) d++;
        let f = 0;
        while (f < 7 && owns(x + dx * (d + (f + 1) / 8), y + dy * (d + (f + 1) / 8))) f++;
        return d + f / 8;
      };
      // Hit-testing takes a box's left and top edges and leaves its right
      // and bottom ones, so a box of exactly 44 px reaches 44 − 1/8.
      const across = (x: number, y: number) => reach(x, y, -1, 0) + reach(x, y, 1, 0) + 1 / 8;
      const down = (x: number, y: number) => reach(x, y, 0, -1) + reach(x, y, 0, 1) + 1 / 8;
      const width = across(x0, y0);
      const height = down(x0, y0);
      // A tab's enlarged hit area is a rectangle by construction, so it must
      // hold at the tab's own ends as well: there a scroll container's
      // rounded clip (the tab list's) cuts it.
      const f = el.getClientRects()[0] ?? r;
      const isTab = el.getAttribute("data-slot") === "tabs-trigger";
      const endsH = isTab ? [f.left + 0.5, f.right - 0.5].filter((x) => owns(x, y0)).map((x) => down(x, y0)) : [];
      const endsW: number[] = [];
      const endHeight = Math.min(height, ...endsH);
      const endWidth = Math.min(width, ...endsW);
      if (width >= min && height >= min && endHeight >= min && endWidth >= min) continue;
      const short = height < min ? "height" : width < min ? "width" : endHeight < min ? "height at its ends" : "width at its top and bottom";
      const [bx, by] =
        height < min
          ? [x0, y0 - reach(x0, y0, 0, -1) - 1]
          : width < min
            ? [x0 - reach(x0, y0, -1, 0) - 1, y0]
            : endHeight < min
              ? [f.left + 1, y0 - reach(f.left + 1, y0, 0, -1) - 1]
              : [x0 - reach(x0, f.top + 1, -1, 0) - 1, f.top + 1];
      const r1 = (v: number) => Math.round(v * 10) / 10;
      out.push({
        name: accessibleName(el),
        what: describe(el),
        width: r1(Math.min(width, endWidth)),
        height: r1(Math.min(height, endHeight)),
        why: `${short} short; beyond it: ${describe(document.elementFromPoint(bx, by))}`,
      });
    }
    window.scrollTo({ left: scroll.x, top: scroll.y, behavior: "instant" });
    return out;
  }, [MIN, within] as const);
}

/** Collects shortfalls per screen; the test fails once, listing them all. */
class Audit {
  readonly found: string[] = [];
  constructor(
    private page: Page,
    private testInfo: TestInfo,
    private prefix = "",
  ) {}
  /** Audits the controls inside `within` (the whole page by default). */
  async check(where: string, screenshot?: string, within = "html") {
    await this.page.waitForLoadState("networkidle");
    // Nothing still loading: a skeleton's place is taken by the controls.
    await expect(this.page.locator("[data-slot=skeleton]:visible")).toHaveCount(0);
    // Enter animations (dialogs, sheets, toasts) change boxes while they run.
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    if (screenshot) await shot(this.page, this.testInfo, `${this.prefix}${screenshot}`);
    for (const o of await shortTargets(this.page, within)) {
      this.found.push(`${this.prefix}${where}: "${o.name}" ${o.what} is ${o.width}×${o.height} (${o.why})`);
    }
  }
  assert() {
    expect(this.found, `tap targets under ${MIN}×${MIN} px by hit-testing:\n${this.found.join("\n")}`).toEqual([]);
  }
}

const clubDateIn = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date(Date.now() + days * 86_400_000));

async function ok(res: Awaited<ReturnType<APIRequestContext["get"]>>, status?: number): Promise<unknown> {
  if (status !== undefined) expect(res.status(), await res.text()).toBe(status);
  else expect(res.ok(), await res.text()).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

/** What the signed-in part of the audit visits, made through the API the way the admin and the member make it. */
interface MemberWorld {
  scoredEvent: number;
  fullEvent: number;
  payment: { eventId: number; registrationId: number };
  finalised: number;
}

/**
 * Signs the context's member up and in, in `lang`, with a registration to
 * pay, a flight on today's scored round with three holes entered, and a
 * place on the waitlist of a full event.
 */
async function memberWorld(browser: Browser, ctx: BrowserContext, baseURL: string, lang: Lang): Promise<MemberWorld> {
  const stamp = `${Date.now()}${lang}`;
  const admin = await browser.newContext({ baseURL });
  await ok(await admin.request.post("/api/admin/login", { data: { username: "admin", password: ADMIN_PASSWORD } }), 200);
  const courses = (await ok(await admin.request.get("/api/admin/courses"))) as { id: number; tees: { name: string }[] }[];
  expect(courses.length).toBeGreaterThan(0);

  // Today's scored round, its leaderboard public.
  const scored = (await ok(
    await admin.request.post("/api/events", {
      data: { title: `Tap Medal ${stamp}`, description: "A scored round for the tap-target audit.", date: clubDateIn(0), time: "7:30 AM", type: "tournament", capacity: 8, rates: [{ type: "Member Green Fee", price: 100, category: "member" }] },
    }),
    201,
  )) as { id: number };
  await ok(
    await admin.request.put(`/api/admin/events/${scored.id}/golf`, {
      data: { courseId: courses[0].id, tee: courses[0].tees[0].name, format: "stableford", allowance: 95, leaderboardPublic: true, celebrateFollowed: false, orderOfMerit: false },
    }),
  );
  // A one-seat event, its seat taken by someone else.
  const full = (await ok(
    await admin.request.post("/api/events", {
      data: { title: `Tap Full ${stamp}`, description: "A one-seat round for the tap-target audit.", date: clubDateIn(12), time: "7:30 AM", type: "tournament", capacity: 1, promotionPayHours: 48, rates: [{ type: "Non-Member Weekday", price: 150, category: "non-member" }] },
    }),
    201,
  )) as { id: number };
  const holder = await browser.newContext({ baseURL });
  const h = { name: `Seat Holder ${stamp}`, phone: uniquePhone(), email: `holder.${stamp}@example.my`, password: "secret123" };
  await ok(await holder.request.post("/api/member/register", { data: { ...CONSENT, ...h } }), 201);
  await ok(await holder.request.post("/api/member/login", { data: { email: h.email, password: h.password } }), 200);
  await ok(await holder.request.post(`/api/events/${full.id}/register`, { data: { guestRateType: "Non-Member Weekday" } }), 201);
  await holder.close();

  // The member, in the context's cookies.
  const me = { name: `Tap ${lang.toUpperCase()} ${stamp.slice(-5)}`, phone: uniquePhone(), email: `tap.${stamp}@example.my`, password: "secret123", membershipNumber: `TT${stamp.slice(-8, -2)}` };
  await ok(await ctx.request.post("/api/member/register", { data: { ...CONSENT, ...me } }), 201);
  await ok(await ctx.request.post("/api/member/login", { data: { email: me.email, password: me.password } }), 200);
  await ok(await ctx.request.put("/api/member/locale", { data: { locale: lang } }), 200);

  const scoredReg = (await ok(await ctx.request.post(`/api/events/${scored.id}/register`, { data: { guestRateType: "Member Green Fee" } }), 201)) as { id: number };
  const flight = (await ok(await admin.request.post("/api/admin/flights", { data: { eventId: scored.id, flightNumber: 1, teeTime: "07:30", maxPlayers: 4, startingHole: 1, notes: "" } }), 201)) as { id: number };
  await ok(await admin.request.post(`/api/admin/flights/${flight.id}/members`, { data: { registrationId: scoredReg.id, position: 1 } }));
  const entries = [1, 2, 3].map((hole) => ({ registrationId: scoredReg.id, hole, strokes: 4, pickedUp: false, revision: 1 }));
  await ok(await ctx.request.post(`/api/events/${scored.id}/scores`, { data: { entries } }));

  const events = (await ok(await ctx.request.get("/api/events?upcoming=1"))) as ApiEvent[];
  const open = events.find((e) => e.id !== scored.id && e.date > clubDateIn(0) && e.registered < e.capacity && e.rates.some((r) => r.category === "member"));
  expect(open, "an upcoming demo event with a member rate and a free seat").toBeTruthy();
  const rate = open!.rates.find((r) => r.category === "member")!.type;
  const reg = (await ok(await ctx.request.post(`/api/events/${open!.id}/register`, { data: { guestRateType: rate } }), 201)) as { id: number };

  await ok(await ctx.request.post(`/api/events/${full.id}/waitlist`, { data: { guestRateType: "Non-Member Weekday" } }), 201);

  // A finalised demo round: its results and leaderboard.
  const all = (await ok(await ctx.request.get("/api/events"))) as ApiEvent[];
  let finalised = 0;
  for (const e of all.filter((x) => x.date < clubDateIn(0))) {
    if ((await ctx.request.get(`/api/events/${e.id}/results`)).ok()) {
      finalised = e.id;
      break;
    }
  }
  expect(finalised, "a finalised demo round").toBeGreaterThan(0);
  await admin.close();
  return { scoredEvent: scored.id, fullEvent: full.id, payment: { eventId: open!.id, registrationId: reg.id }, finalised };
}

/** Waits for a page's main content, in the context's language. */
async function open(page: Page, lang: Lang, url: string, ready?: (p: Page) => Promise<void>) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("main h1, [role=dialog] h2, main h2").first()).toBeVisible();
  if (ready) await ready(page);
}

async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}

// Tap targets are a phone's matter: every test here runs on the phone only.
for (const lang of LANGS) {
  test(`every screen a member reaches, in ${lang}: every control's hit area is at least 44×44`, { tag: "@phone" }, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const ctx = await browser.newContext({ ...testInfo.project.use, baseURL, locale: lang === "ms" ? "ms-MY" : "en-MY" });
    await ctx.addCookies([{ name: "gc_lang", value: lang, url: baseURL! }]);
    const page = await ctx.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const audit = new Audit(page, testInfo, `${lang} `);
    const t = (id: string) => msg(lang, id);

    // Signed out: the public pages and the sign-in screens.
    await open(page, lang, "/", async (p) => {
      await expect(p.getByRole("link", { name: t("home.viewEvents") })).toBeVisible();
      await startHomeApp(p);
    });
    await audit.check("/", "tap-home");
    await page.getByRole("button", { name: t("nav.openMenu") }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await audit.check("menu", "tap-menu");
    await closeDialog(page);
    await page.getByRole("button", { name: t("home.login") }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await audit.check("login dialog", "tap-login-dialog");
    await page.getByRole("dialog").getByRole("button", { name: t("auth.forgot") }).click();
    await audit.check("login dialog, forgot password");
    await closeDialog(page);
    await page.getByRole("button", { name: t("home.login") }).click();
    await page.getByRole("tab", { name: t("auth.register") }).click();
    await audit.check("login dialog, Register tab");
    await closeDialog(page);

    await open(page, lang, "/events", (p) => expect(p.getByTestId("event-card").first()).toBeVisible());
    await audit.check("/events");
    await open(page, lang, "/events/1");
    await audit.check("/events/1", "tap-event");
    await open(page, lang, "/gallery", (p) => expect(p.getByTestId("gallery-photo").first()).toBeVisible());
    await audit.check("/gallery");
    await page.getByTestId("gallery-photo").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await audit.check("gallery photo viewer");
    await closeDialog(page);
    await open(page, lang, "/blog", (p) => expect(p.getByTestId("blog-post").first()).toBeVisible());
    await audit.check("/blog (the posts in full)");
    await open(page, lang, "/membership");
    await audit.check("/membership (VIP)");
    await open(page, lang, "/contact");
    await audit.check("/contact");
    await open(page, lang, "/privacy");
    await audit.check("/privacy", "tap-privacy");
    await open(page, lang, "/member/login");
    await audit.check("/member/login", "tap-member-login");
    await page.getByRole("button", { name: t("auth.forgotClick") }).click();
    await audit.check("/member/login, forgot password", "tap-forgot-password");
    await open(page, lang, "/member/register");
    await audit.check("/member/register", "tap-member-register");
    await open(page, lang, "/member");
    await audit.check("/member signed out");

    // Signed in, with something on every screen.
    const world = await memberWorld(browser, ctx, baseURL!, lang);
    await open(page, lang, "/member", (p) => expect(p.getByTestId("my-rounds").getByRole("link").first()).toBeVisible());
    // The flight placement is new: its banner drops over the header, once a session.
    await expect(page.getByTestId("notification-banner")).toBeVisible();
    await audit.check("new-notification banner", "tap-banner", "[data-testid=notification-banner]");
    await page.getByRole("button", { name: t("bell.closeBanner") }).click();
    await expect(page.getByTestId("notification-banner")).toBeHidden();
    await audit.check("/member Dashboard tab", "tap-member-dashboard");
    for (const tab of ["flights", "membership"]) {
      await page.getByRole("tab", { name: t(`dash.tab.${tab}`) }).click();
      await expect(page.getByRole("tab", { name: t(`dash.tab.${tab}`) })).toHaveAttribute("aria-selected", "true");
      await audit.check(`/member ${tab} tab`, `tap-member-${tab}`);
    }
    await page.getByRole("button", { name: startsWith(lang, "bell.label") }).click();
    await expect(page.getByRole("dialog", { name: t("bell.title") })).toBeVisible();
    await audit.check("notifications", "tap-notifications");
    await closeDialog(page);

    await open(page, lang, `/payment/${world.payment.eventId}/${world.payment.registrationId}`, (p) => expect(p.getByTestId("payment-status")).toBeVisible());
    await audit.check("payment page", "tap-payment");
    await open(page, lang, `/events/${world.scoredEvent}/scorecard`, (p) => expect(p.getByRole("heading", { name: startsWith(lang, "scorecard.hole") })).toBeVisible());
    await audit.check("scorecard, hole view", "tap-scorecard-hole");
    await page.getByRole("button", { name: t("scorecard.view.card"), exact: true }).click();
    await expect(page.getByTestId("card-grid")).toBeVisible();
    await audit.check("scorecard, whole card", "tap-scorecard-card");
    await open(page, lang, `/events/${world.scoredEvent}/leaderboard`);
    await audit.check("leaderboard (live)", "tap-leaderboard");
    await open(page, lang, `/events/${world.finalised}/results`);
    await audit.check("results", "tap-results");
    await open(page, lang, "/order-of-merit");
    await audit.check("Order of Merit", "tap-order-of-merit");
    await open(page, lang, `/events/${world.fullEvent}`, (p) => expect(p.getByTestId("waitlist-position")).toBeVisible());
    await audit.check("event with the member's waitlist place", "tap-waitlist");
    await open(page, lang, "/events", (p) => expect(p.getByTestId("event-card").first()).toBeVisible());
    await page.getByRole("button", { name: t("event.register") }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await audit.check("registration dialog", "tap-registration-dialog");
    await closeDialog(page);

    await ctx.close();
    audit.assert();
  });
}

test("admin dashboard tabs: every control's hit area is at least 44×44", { tag: "@phone" }, async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/login");
  const audit = new Audit(page, testInfo);
  // The admin sign-in page with a toast and its close button.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator(".gc-toast").getByText("Please enter both username and password")).toBeVisible();
  await audit.check("/admin/login with a toast", "tap-admin-login-toast");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  for (const tab of ["overview", "members", "events", "registrations", "flights", "payments", "content", "messages", "settings"]) {
    await page.goto(`/admin/dashboard?tab=${tab}`);
    await expect(page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { selected: true })).toBeVisible();
    await audit.check(`admin ${tab}`, tab === "registrations" ? "tap-admin-registrations" : undefined);
  }
  // The payment references page: filter chips, cards and the page controls.
  await page.goto("/admin/payment-references?filter=all");
  await expect(page.getByRole("navigation", { name: "Pages of payment references" })).toBeVisible();
  await audit.check("admin payment references", "tap-admin-payment-references");
  audit.assert();
});
