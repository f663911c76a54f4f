import { expect, test, type Page } from "@playwright/test";
import { shot, uniquePhone, type ApiEvent, CONSENT } from "./util";

// Offline use: pictures already seen come from the service
// worker's image cache, the member's own registrations and flights from the
// per-member copy on the device; after logout nothing private is left in
// localStorage, IndexedDB or the worker's caches.

/** Waits until the first `min` images matching `selector` have loaded (naturalWidth > 0). */
async function imagesRendered(page: Page, selector: string, min = 1): Promise<string[]> {
  // The phone project sends a desktop browser's user agent, so home arrives
  // as the prerendered desktop HTML and switches to the phone layout once
  // hydrated; a picture found before the switch is replaced. Scroll to
  // whichever one is there when the page has settled.
  await expect(async () => {
    await page.locator(selector).first().scrollIntoViewIfNeeded({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect
    .poll(() =>
      page.locator(selector).evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length),
    )
    .toBeGreaterThanOrEqual(min);
  return page
    .locator(selector)
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.currentSrc));
}

declare global {
  interface Window {
    loadImage: (src: string) => Promise<"loaded" | "failed">;
  }
  function loadImage(src: string): Promise<"loaded" | "failed">;
}

const PAGES: { path: string; img: string }[] = [
  { path: "/", img: "section img" },
  { path: "/events", img: "[data-testid=event-card] img" },
  { path: "/gallery", img: "[data-testid=gallery-photo] img" },
  { path: "/blog", img: "[data-testid=blog-post] img" },
];

test("seen pictures and the member's own registrations and flights stay readable offline; logout leaves nothing private", async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  // Every public page twice (online, offline) plus the dashboard and a flight set-up.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const name = `Offline E2E ${project}`;
  const email = `e2e.offline.${project}.${Date.now()}@example.com`;
  const password = "birdie-1357";
  const created = await page.request.post("/api/member/register", {
    data: { ...CONSENT, name, phone: uniquePhone(), email, password, membershipNumber: `OFF${String(Date.now()).slice(-6)}` },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { email, password } })).status()).toBe(200);

  // Registered for an upcoming tournament or social event with seats.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());
  const events = (await (await page.request.get("/api/events")).json()) as ApiEvent[];
  const event = events.find(
    (e) => e.date >= today && ["tournament", "social"].includes(e.type) && e.registered + 2 < e.capacity && e.rates.some((r) => r.category === "member"),
  )!;
  expect(event, "an upcoming event with seats").toBeTruthy();
  const rate = event.rates.find((r) => r.category === "member")!;
  const reg = await page.request.post(`/api/events/${event.id}/register`, { data: { guestRateType: rate.type } });
  expect(reg.status()).toBe(201);
  const registrationId = ((await reg.json()) as { id: number }).id;

  // The admin puts the member in a flight with another player.
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/admin/login", { data: { username: "admin", password: "e2e-admin-pass" } })).status()).toBe(200);
  const flightRes = await admin.post("/api/admin/flights", {
    // A number of its own per project and attempt: a retry finds the first attempt's flight there.
    data: { eventId: event.id, flightNumber: (project === "phone" ? 8 : 9) + 10 * testInfo.retry, teeTime: "08:10", startingHole: 10 },
  });
  expect(flightRes.status()).toBe(201);
  const flightId = ((await flightRes.json()) as { id: number }).id;
  const others = (await (await admin.get(`/api/admin/flights/${event.id}/available-members`)).json()) as {
    registrationId?: number;
    id?: number;
    memberName?: string;
    name?: string;
  }[];
  const mate = others.find((o) => (o.memberName ?? o.name) !== name)!;
  expect(mate, "another player to share the flight").toBeTruthy();
  const mateName = (mate.memberName ?? mate.name)!;
  for (const [registration, position] of [
    [registrationId, 1],
    [mate.registrationId ?? mate.id, 2],
  ] as const) {
    const added = await admin.post(`/api/admin/flights/${flightId}/members`, { data: { registrationId: registration, position } });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }
  await admin.dispose();

  await page.addInitScript(() => {
    window.loadImage = (src: string) =>
      new Promise((resolve) => {
        const img = new Image();
        img.onload = () => resolve("loaded");
        img.onerror = () => resolve("failed");
        img.src = src;
      });
  });

  // Online: the worker takes control, then every page is seen once through it.
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  const seen: Record<string, string[]> = {};
  for (const p of PAGES) {
    await page.goto(p.path);
    seen[p.path] = await imagesRendered(page, p.img);
  }
  expect(seen["/"].join(" ")).toMatch(/\/demo\/photos\/course-hills-(480|960|1600)\.webp/);
  expect(seen["/events"].join(" ")).toMatch(/\/demo\/photos\/[a-z-]+-(480|960)\.webp/);
  await page.goto("/member");
  await expect(page.getByRole("heading", { name: `Welcome back, ${name}` })).toBeVisible();
  await expect(page.getByText(event.title).first()).toBeVisible();
  await page.goto("/member?tab=flights");
  await expect(page.getByText(mateName).first()).toBeVisible();

  // An error answer (404 for a missing file) is never kept.
  const missing = await page.evaluate(() => loadImage("/demo/photos/missing-480.webp"));
  expect(missing).toBe("failed");
  const imageCache = await page.evaluate(async () => {
    const cache = await caches.open("golfclub-images-v1");
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(imageCache.some((p) => /^\/demo\/photos\/course-hills-\d+\.webp$/.test(p))).toBe(true);
  expect(imageCache).not.toContain("/demo/photos/missing-480.webp");

  // Offline: reload each page; the pictures seen before still render.
  await context.setOffline(true);
  // A picture not seen before cannot load: what renders below comes from the cache.
  await page.reload();
  expect(await page.evaluate(() => loadImage("/demo/photos/course-hills.jpg?never-seen"))).toBe("failed");
  for (const p of PAGES) {
    await page.goto(p.path);
    const now = await imagesRendered(page, p.img);
    expect(now.length, `${p.path} pictures offline`).toBeGreaterThan(0);
    if (p.path === "/" || p.path === "/gallery") await shot(page, testInfo, `offline${p.path === "/" ? "-home" : "-gallery"}`);
  }

  // The dashboard shows the saved copy, says so and from when, and waits
  // for the network to pay or de-register.
  await page.goto("/member");
  const notice = page.getByTestId("saved-data-notice");
  await expect(notice).toContainText("You're offline.");
  await expect(notice).toContainText(/as saved on this device on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m/);
  const row = page.getByTestId(project === "phone" ? "registration-card" : "registration-row").filter({ hasText: event.title });
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: /^Pay Now .*needs a connection/ })).toBeDisabled();
  await expect(row.getByRole("button", { name: /^De-register .*needs a connection/ })).toBeDisabled();
  await shot(page, testInfo, "offline-dashboard");
  await page.getByRole("tab", { name: "Flights" }).click();
  await expect(page.getByText(mateName).first()).toBeVisible();
  await expect(page.getByText(/8:10\s?am/i).first()).toBeVisible();
  await shot(page, testInfo, "offline-flights");

  // Back online: log out. Offline again, nothing private is left.
  await context.setOffline(false);
  await page.goto("/member");
  await expect(page.getByTestId("saved-data-notice")).toHaveCount(0);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Member Access" })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Member Access" })).toBeVisible();
  await expect(page.getByText(mateName)).toHaveCount(0);

  const left = await page.evaluate(async () => {
    const storage: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      storage[k] = localStorage.getItem(k) ?? "";
    }
    const cached: { url: string; body: string }[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        const type = res?.headers.get("Content-Type") ?? "";
        cached.push({ url: req.url, body: type.includes("json") || type.includes("html") ? await res!.text() : "" });
      }
    }
    const dbs = "databases" in indexedDB ? (await indexedDB.databases()).map((d) => d.name ?? "") : [];
    return { storage, cached, dbs };
  });
  const dump = JSON.stringify(left.storage);
  expect(dump).not.toContain(name);
  expect(dump).not.toContain(mateName);
  expect(Object.keys(left.storage).filter((k) => k.startsWith("golfclub_member"))).toEqual([]);
  expect(left.dbs).toEqual([]);
  for (const c of left.cached) {
    expect(c.url).not.toMatch(/\/api\/(member|flights|notifications|payment)/);
    expect(c.body).not.toContain(name);
    expect(c.body).not.toContain(mateName);
  }
  await context.setOffline(false);
});
