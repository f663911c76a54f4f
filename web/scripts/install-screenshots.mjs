// Makes the manifest's screenshots (public/screenshots/, named in
// public/manifest.webmanifest), which Chrome shows in its richer install
// sheet: the real home and events pages, with the demo content, on a phone
// (form_factor narrow, 390×844 at 2×) and a desktop (wide, 1280×800).
//
// They are committed, not made by `npm run build`: the pages they show come
// from the binary, which embeds the build, and the build needs only Node
// (no browser). Run it after a change the screenshots should show
// (`make screenshots`, docs/operations.md): it starts the binary given as
// GOLFCLUB_BIN (else bin/golfclub) with --demo on a fresh data directory,
// drives Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and
// reaches nothing beyond 127.0.0.1. Rebuild the binary afterwards so it
// embeds the new files.
/* global console, process, fetch, setTimeout, document */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, devices } from "playwright-core";

const web = path.resolve(import.meta.dirname, "..");
const bin = process.env.GOLFCLUB_BIN ? path.resolve(process.env.GOLFCLUB_BIN) : path.resolve(web, "..", "bin", "golfclub");
const out = path.join(web, "public", "screenshots");

/** The screenshots: file, page, and what must be on screen first. */
const SHOTS = [
  { name: "home", url: "/", ready: "main h1" },
  { name: "events", url: "/events", ready: "[data-testid=event-card]" },
];
const FORMS = {
  narrow: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: devices["Pixel 7"].userAgent },
  wide: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(path.join(tmpdir(), "golfclub-screenshots-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(bin, ["serve", "--demo", "--addr", `127.0.0.1:${port}`, "--data-dir", path.join(dir, "data"), "--base-url", origin], { stdio: "ignore" });
let browser;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 150) throw new Error(`${bin} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  for (const [form, options] of Object.entries(FORMS)) {
    const context = await browser.newContext({ ...options, reducedMotion: "reduce", locale: "en-MY", serviceWorkers: "block" });
    for (const shot of SHOTS) {
      // A page of its own each: what a first visit shows, with no Back button.
      const page = await context.newPage();
      await page.goto(origin + shot.url, { waitUntil: "networkidle" });
      await page.locator(shot.ready).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      // Pictures below the fold load lazily; what is on screen must be whole.
      await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === "lazy"));
      const file = path.join(out, `${shot.name}-${form}.jpg`);
      writeFileSync(file, await page.screenshot({ type: "jpeg", quality: 80 }));
      console.log(`wrote ${path.relative(web, file)}`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser?.close();
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
