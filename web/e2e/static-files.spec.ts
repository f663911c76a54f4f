import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PRIVATE_PAGE_SOURCES } from "../src/app/privatePages";
import { startHomeApp } from "./util";

// Crawlers and browsers ask for these by name: they must get the files,
// not the app's HTML (which they would take for a broken icon or robots
// file), and a missing file is a 404.
// No page: one run is enough.
test("robots.txt, favicon.ico and missing files", { tag: "@desktop" }, async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain("Disallow: /admin");

  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  const missing = await request.get("/images/no-such-photo.jpg");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');
});

// The club's name from its settings is the page title (before and after
// the app runs) and the installed app's name; /member has its own title.
// Titles and the manifest do not depend on the size.
test("the club's name titles the pages and names the installed app", { tag: "@desktop" }, async ({ page, request }) => {
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string };
  expect(manifest.name).toBe("Kelab Golf Bukit Hijau");
  const html = await (await request.get("/events")).text();
  expect(html).toContain("<title>Kelab Golf Bukit Hijau</title>");
  await page.goto("/events");
  await expect(page).toHaveTitle("Upcoming Golf Events | Kelab Golf Bukit Hijau");
  await page.goto("/member");
  await expect(page).toHaveTitle("Member Dashboard | Kelab Golf Bukit Hijau");
});

// The header never shows the generic name: the settings come inlined in the
// page, so even with /api/settings held back the first paint is the club's.
test("the header shows the club's name before /api/settings answers", async ({ page, request }, testInfo) => {
  const settings = (await (await request.get("/api/settings")).json()) as { clubName: string; shortName: string };
  // The phone's top bar shows the short name on Home, the desktop header the full one.
  const shown = testInfo.project.name === "phone" ? settings.shortName : settings.clubName;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let settingsAsked = false;
  await page.route("**/api/settings", async (route) => {
    settingsAsked = true;
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByRole("banner").getByText(shown, { exact: true })).toBeVisible();
  await expect(page.getByText("Golf Club Community")).toHaveCount(0);
  await expect(page).toHaveTitle(/Kelab Golf Bukit Hijau/);
  expect(settingsAsked).toBe(false);
  release();
});

// The app's scripts and styles reach the browser compressed (brotli where
// it is offered, gzip otherwise: Chromium offers brotli only over https),
// and a revisit revalidates the public reads with 304s.
// Transport, not layout.
test("scripts and data arrive compressed; public reads revalidate", { tag: "@desktop" }, async ({ page, request }) => {
  const encodings = new Map<string, string>();
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith("/assets/") && /\.(js|css)$/.test(url.pathname)) {
      encodings.set(url.pathname, res.headers()["content-encoding"] ?? "");
    }
  });
  // Home's first screen is in the HTML; its app is fetched after the first
  // paint (src/app/boot.ts), so the entry's answer is waited for.
  const entryAnswer = page.waitForResponse((res) => /\/assets\/index-[^/]+\.js$/.test(new URL(res.url()).pathname));
  await page.goto("/");
  await expect(page.getByRole("main")).toBeVisible();
  await entryAnswer;
  const entry = [...encodings.entries()].find(([p]) => /\/index-[^/]+\.js$/.test(p));
  expect(entry, "the entry script was loaded").toBeTruthy();
  expect(["br", "gzip"]).toContain(entry![1]);

  // Asked for brotli directly, the entry script comes as brotli, much smaller.
  const plain = await request.get(entry![0], { headers: { "Accept-Encoding": "identity" } });
  const br = await request.fetch(entry![0], { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["vary"]).toContain("Accept-Encoding");
  expect(Number(br.headers()["content-length"])).toBeLessThan((await plain.body()).length / 2);
  expect(plain.headers()["content-encoding"]).toBeUndefined();

  const events = await request.get("/api/events");
  const tag = events.headers()["etag"];
  expect(tag).toMatch(/^W\/"/);
  const again = await request.get("/api/events", { headers: { "If-None-Match": tag } });
  expect(again.status()).toBe(304);
});

// The chunks only the member and admin pages load, from the build's
// manifest (chunks are named by hash): the private pages' own chunks and
// every chunk they import, short of those a visitor's pages import too.
// The build itself fails if a visitor's chunk holds private code
// (vite.config.ts, keep-private-code-private).
function privateChunks(): Set<string> {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(new URL("../dist/.vite/manifest.json", import.meta.url), "utf8")) as Record<string, Chunk>;
  const PRIVATE: string[] = [...PRIVATE_PAGE_SOURCES];
  const reach = (starts: string[], stop: Set<string>) => {
    const seen = new Set<string>();
    const todo = [...starts];
    while (todo.length > 0) {
      const key = todo.pop()!;
      if (seen.has(key) || stop.has(key) || !manifest[key]) continue;
      seen.add(key);
      todo.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
    }
    return new Set([...seen].map((k) => `/${manifest[k].file}`));
  };
  const visitors = reach(["index.html"], new Set(PRIVATE));
  return new Set([...reach(PRIVATE, new Set())].filter((f) => !visitors.has(f)));
}

// A visitor on the home page never downloads admin or member-only
// code, not even when the browser is idle and the other pages are warmed.
test("a visitor's home page loads no admin or member-only code", async ({ page }) => {
  const private_ = privateChunks();
  expect(private_.size, "the member and admin pages' chunks").toBeGreaterThan(10);
  const scripts: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) scripts.push(url.pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await startHomeApp(page);
  // The idle warm-up runs within its 4 s timeout.
  await page.waitForTimeout(5000);
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.filter((p) => private_.has(p))).toEqual([]);
});
