import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { isPhone, shot, uniquePhone, PUBLIC_PAGES, CONSENT } from "./util";

// Tap targets: on a phone every interactive control offers at
// least 44×44 CSS px to a thumb. A control's hit area is its border box,
// grown by an absolutely positioned ::before/::after (the ui kit's invisible
// hit areas: taps on a pseudo-element land on its element), or the box of the
// <label> an input sits in. Exempt (WCAG 2.5.8's inline exception): a link in
// a sentence, i.e. an <a> whose parent <p>/<li> holds other text too.

const ADMIN_PASSWORD = "e2e-admin-pass";
const MIN = 44;

interface Offender {
  name: string;
  what: string;
  width: number;
  height: number;
}

/** Every visible, enabled, tappable control on the page that is smaller than 44×44. */
async function smallTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const selector =
      "a[href], button, input[type=checkbox], input[type=radio], [role=tab], [role=switch], select, summary";
    type Box = { left: number; top: number; right: number; bottom: number };
    const px = (v: string) => (v.endsWith("px") ? parseFloat(v) : NaN);

    /** The border box grown by absolutely positioned pseudo-elements. */
    function hitArea(el: Element): Box {
      const r = el.getBoundingClientRect();
      const box: Box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      const cs = getComputedStyle(el);
      if (cs.position === "static") return box;
      // An absolute box is placed against the padding box.
      const pad: Box = {
        left: r.left + parseFloat(cs.borderLeftWidth),
        top: r.top + parseFloat(cs.borderTopWidth),
        right: r.right - parseFloat(cs.borderRightWidth),
        bottom: r.bottom - parseFloat(cs.borderBottomWidth),
      };
      for (const pseudo of ["::before", "::after"]) {
        const ps = getComputedStyle(el, pseudo);
        if (ps.content === "none" || ps.content === "normal" || ps.display === "none") continue;
        if (ps.position !== "absolute" || ps.pointerEvents === "none") continue;
        const [l, t, rr, b] = [ps.left, ps.top, ps.right, ps.bottom].map(px);
        if ([l, t, rr, b].some(Number.isNaN)) continue;
        box.left = Math.min(box.left, pad.left + l);
        box.top = Math.min(box.top, pad.top + t);
        box.right = Math.max(box.right, pad.right - rr);
        box.bottom = Math.max(box.bottom, pad.bottom - b);
      }
      return box;
    }

    function accessibleName(el: Element): string {
      const labelled = el.getAttribute("aria-labelledby");
      const byId = labelled
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
      const forLabel = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : undefined;
      const name =
        el.getAttribute("aria-label") ||
        byId ||
        el.closest("label")?.textContent ||
        forLabel ||
        (el as HTMLElement).innerText ||
        el.getAttribute("title") ||
        "";
      return name.replace(/\s+/g, " ").trim().slice(0, 60) || "(no name)";
    }

    function describe(el: Element): string {
      const attrs = ["role", "data-slot", "data-testid", "href", "type"]
        .map((a) => (el.getAttribute(a) ? `[${a}="${el.getAttribute(a)}"]` : ""))
        .join("");
      return el.tagName.toLowerCase() + attrs;
    }

    const out: { name: string; what: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      // Screen-reader-only controls (a skip link until focused) are no tap targets.
      if (r.width <= 1 || r.height <= 1) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute("aria-disabled") === "true") continue;
      if (el.closest("[inert]")) continue;
      // Behind a modal (Radix sets pointer-events: none on the page) or decorative.
      if (getComputedStyle(el).pointerEvents === "none") continue;
      if (el.tagName === "A") {
        const parent = el.parentElement;
        if (parent && (parent.tagName === "P" || parent.tagName === "LI")) {
          const own = (el.textContent ?? "").trim().length;
          const all = (parent.textContent ?? "").trim().length;
          if (all > own) continue;
        }
      }
      const boxes = [hitArea(el)];
      const label = el.tagName === "INPUT" ? el.closest("label") : null;
      if (label) {
        const l = label.getBoundingClientRect();
        boxes.push({ left: l.left, top: l.top, right: l.right, bottom: l.bottom });
      }
      const ok = boxes.some((b) => b.right - b.left >= min - 0.5 && b.bottom - b.top >= min - 0.5);
      if (ok) continue;
      const best = boxes[0];
      out.push({
        name: accessibleName(el),
        what: describe(el),
        width: Math.round((best.right - best.left) * 10) / 10,
        height: Math.round((best.bottom - best.top) * 10) / 10,
      });
    }
    return out;
  }, MIN);
}

/** Collects offenders per screen; the test fails once, listing them all. */
class Audit {
  readonly found: string[] = [];
  constructor(
    private page: Page,
    private testInfo: TestInfo,
  ) {}
  async check(where: string, screenshot?: string) {
    await this.page.waitForLoadState("networkidle");
    // Enter animations (dialogs, sheets, toasts) change boxes while they run.
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    for (const o of await smallTargets(this.page)) {
      this.found.push(`${where}: "${o.name}" ${o.what} is ${o.width}×${o.height}`);
    }
    if (screenshot) await shot(this.page, this.testInfo, screenshot);
  }
  assert() {
    expect(this.found, `tap targets under ${MIN}×${MIN} px:\n${this.found.join("\n")}`).toEqual([]);
  }
}


test.beforeEach(async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "tap targets are a phone matter");
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("public pages, the login dialog and a toast: every tap target is at least 44×44", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const audit = new Audit(page, testInfo);
  for (const { path, ready } of PUBLIC_PAGES) {
    await page.goto(path);
    await ready(page);
    await audit.check(path, path === "/" ? "tap-home" : undefined);
  }
  // The phone's menu sheet and the gallery's photo viewer.
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await audit.check("mobile menu", "tap-mobile-menu");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.goto("/gallery");
  await page.getByTestId("gallery-photo").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await audit.check("gallery photo viewer");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.goto("/");
  await page.getByRole("button", { name: "Login / Register" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await audit.check("login dialog");
  await page.getByRole("tab", { name: "Register" }).click();
  await audit.check("login dialog, Register tab");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // The admin sign-in page, its 'Forgot Password?' link and a toast's close button.
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator(".gc-toast").getByText("Please enter both username and password")).toBeVisible();
  await audit.check("/admin/login with a toast", "tap-admin-login-toast");
  audit.assert();
});

test("member dashboard tabs and an event's registration dialog: every tap target is at least 44×44", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `tap${stamp}@example.my`;
  expect(
    (
      await page.request.post("/api/member/register", {
        data: { ...CONSENT, name: "Tap Target", phone: uniquePhone(), email, password: "secret123", membershipNumber: `TT${stamp % 1e6}` },
      })
    ).status(),
  ).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { email, password: "secret123" } })).status()).toBe(200);

  const audit = new Audit(page, testInfo);
  await page.goto("/member");
  for (const tab of ["Dashboard", "Flights", "Membership"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await audit.check(`/member ${tab} tab`, tab === "Dashboard" ? "tap-member-dashboard" : undefined);
  }
  await page.goto("/events");
  await page.getByRole("button", { name: "Register Now" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await audit.check("registration dialog", "tap-registration-dialog");
  audit.assert();
});

test("admin dashboard tabs: every tap target is at least 44×44", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const audit = new Audit(page, testInfo);
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
