import { expect, request as apiRequest, test, type APIRequestContext } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { golfclubBinary } from "./binary";
import { uniquePhone, type ApiEvent, CONSENT } from "./util";

// Lighthouse on the home page, the events list and a signed-in
// member's dashboard, with its default mobile preset: a phone screen and
// simulated slow 4G with a 4x slower CPU. The suite fails below
// accessibility, best practices and SEO 100 or above CLS 0.1, naming the
// audits that cost the points.
//
// Performance and LCP are held at their targets (95 and 2.5 s) on
// every page. What is left of the noise is the start-up JavaScript's
// blocking time under the 4x CPU slowdown (TBT 0.05–0.3 s between runs
// of one build), so each page is judged on the median of five runs.
//
// Lighthouse drives Debian's Chromium itself through chrome-launcher
// (headless, no sandbox, and chrome-launcher's flags that turn off
// background networking, component updates and the like), so nothing is
// downloaded; a check below also holds every request the pages made to the
// server under test. It emulates its own phone, so it runs in the "phone"
// project only.
//
// Over HTTPS, as a phone reaches the club: the installed app, its service
// worker and push need it, so a club serves it (golfclub serve --tls-cert,
// or a proxy in front), and with it HTTP/2, which fetches the app's many
// small chunks over one connection. Over plain HTTP/1.1 Chrome, and
// Lighthouse's simulation with it, spreads them over six connections,
// each with its own handshake and slow start (docs/decisions/004-lighthouse-over-https.md). The
// spec starts its own instance with a certificate made for it, and Chrome
// trusts that certificate's key (--ignore-certificate-errors-spki-list),
// so the page runs as on a real certificate.
//
// Timing is noisy on a shared machine: each page is measured
// LIGHTHOUSE_RUNS times (default 5) and judged on Lighthouse's median run
// (the run nearest the median first paint and time to interactive). The
// reports (HTML and JSON, every run) go to web/test-results/lighthouse/,
// which CI keeps as artifacts.

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const REPORT_DIR = path.resolve(import.meta.dirname, "../test-results/lighthouse");

/** The minimum score (0–100) of each category held for every page. */
const MIN_SCORE: Record<string, number> = { accessibility: 100, "best-practices": 100, seo: 100 };
const MAX_CLS = 0.1;
/** The performance targets, reported on every run. */
const TARGET = { performance: 95, lcpMs: 2500 };
/** What each page is held to: the targets, as the pages are measured
 *  over HTTPS and HTTP/2 (docs/decisions/004-lighthouse-over-https.md). */
const PERF_FLOOR: Record<string, { performance: number; lcpMs: number }> = {
  home: TARGET,
  events: TARGET,
  "member-dashboard": TARGET,
};

test.skip(({ isMobile }) => !isMobile, "Lighthouse emulates its own phone: the phone project runs it, once");

let chrome: chromeLauncher.LaunchedChrome | undefined;
let server: ChildProcess | undefined;
let serverDir: string | undefined;
/** The HTTPS instance's origin, and a client of its API. */
let origin = "";
let api: APIRequestContext | undefined;

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** A self-signed certificate for 127.0.0.1 in dir, and its key's SPKI hash as Chrome takes it. */
function makeCertificate(dir: string): { cert: string; key: string; spki: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert,
  ], { stdio: "ignore" });
  const der = new X509Certificate(readFileSync(cert)).publicKey.export({ type: "spki", format: "der" });
  return { cert, key, spki: createHash("sha256").update(der).digest("base64") };
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  serverDir = mkdtempSync(path.join(tmpdir(), "golfclub-lighthouse-"));
  const { cert, key, spki } = makeCertificate(serverDir);
  const port = await freePort();
  origin = `https://127.0.0.1:${port}`;
  server = spawn(
    golfclubBinary,
    ["serve", "--demo", "--dev", "--addr", `127.0.0.1:${port}`, "--data-dir", path.join(serverDir, "data"), "--base-url", origin, "--tls-cert", cert, "--tls-key", key],
    { stdio: "ignore" },
  );
  api = await apiRequest.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  await expect(async () => expect((await api!.get("/healthz")).status()).toBe(200)).toPass({ timeout: 30_000 });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", `--ignore-certificate-errors-spki-list=${spki}`],
    logLevel: "silent",
  });
});

test.afterAll(async () => {
  chrome?.kill();
  await api?.dispose();
  server?.kill();
  if (serverDir) rmSync(serverDir, { recursive: true, force: true });
});

/** One Lighthouse run of url; the reports are written as NAME-N.report.{html,json}. */
async function runLighthouse(url: string, name: string, run: number, cookie?: string): Promise<Result> {
  const flags: Flags = {
    port: chrome!.port,
    output: ["html", "json"],
    logLevel: "error",
    // The default mobile preset, spelled out: simulated throttling gives
    // the steadiest numbers on a busy machine.
    formFactor: "mobile",
    throttlingMethod: "simulate",
    onlyCategories: ["performance", ...Object.keys(MIN_SCORE)],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  mkdirSync(REPORT_DIR, { recursive: true });
  const [html, json] = result.report as string[];
  writeFileSync(path.join(REPORT_DIR, `${name}-${run}.report.html`), html);
  writeFileSync(path.join(REPORT_DIR, `${name}-${run}.report.json`), json);
  return result.lhr;
}

const pct = (score: number | null) => Math.round((score ?? 0) * 100);

/** Why lhr misses the bar, one line each ([] when it passes). */
function failures(lhr: Result, floor: { performance: number; lcpMs: number }): string[] {
  const out: string[] = [];
  if (lhr.runtimeError) out.push(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const [id, min] of Object.entries({ performance: floor.performance, ...MIN_SCORE })) {
    const cat = lhr.categories[id];
    if (!cat) {
      out.push(`${id}: not measured`);
      continue;
    }
    if (pct(cat.score) >= min) continue;
    out.push(`${cat.title}: ${pct(cat.score)} < ${min}`);
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      const scored = a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric" || a.scoreDisplayMode === "metricSavings";
      if (!scored || a.score === null || a.score >= 1) continue;
      if (id === "performance" && ref.weight === 0 && a.score >= 0.9) continue;
      out.push(`  - ${a.id}${ref.weight ? ` (weight ${ref.weight})` : ""}: score ${pct(a.score)}${a.displayValue ? `, ${a.displayValue}` : ""} — ${a.title}`);
    }
  }
  const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
  if (lcp === undefined || lcp > floor.lcpMs) out.push(`LCP ${Math.round(lcp ?? NaN)} ms > ${floor.lcpMs} ms`);
  const cls = lhr.audits["cumulative-layout-shift"]?.numericValue;
  if (cls === undefined || cls > MAX_CLS) out.push(`CLS ${cls?.toFixed(3)} > ${MAX_CLS}`);
  return out;
}

function summary(lhr: Result): string {
  const c = lhr.categories;
  const a = lhr.audits;
  return (
    `perf ${pct(c.performance?.score)} a11y ${pct(c.accessibility?.score)} bp ${pct(c["best-practices"]?.score)} seo ${pct(c.seo?.score)}; ` +
    `FCP ${Math.round(a["first-contentful-paint"]?.numericValue ?? NaN)} ms, LCP ${Math.round(a["largest-contentful-paint"]?.numericValue ?? NaN)} ms, ` +
    `TBT ${Math.round(a["total-blocking-time"]?.numericValue ?? NaN)} ms, CLS ${(a["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)}`
  );
}

/** The page's requests, from the network-requests audit. */
function requests(lhr: Result): { url: string; statusCode: number }[] {
  return (lhr.audits["network-requests"]?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items ?? [];
}

/** Requests that left the server under test (nothing may be fetched from elsewhere). */
function foreignRequests(lhr: Result, origin: string): string[] {
  return requests(lhr)
    .map((r) => r.url)
    .filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u));
}

/** A member with a membership number, registered for an upcoming event, as a Cookie header. */
async function memberCookie(request: APIRequestContext): Promise<string> {
  const stamp = Date.now();
  const email = `lighthouse.${stamp}@example.my`;
  const password = "eagle-2468";
  const created = await request.post("/api/member/register", {
    data: { ...CONSENT, name: "Nurul Lighthouse", phone: uniquePhone(), email, password, membershipNumber: `LH${stamp % 1e6}` },
  });
  expect(created.status()).toBe(201);
  expect((await request.post("/api/member/login", { data: { email, password } })).status()).toBe(200);
  const events = (await (await request.get("/api/events?upcoming=1")).json()) as ApiEvent[];
  const ev = events.find((e) => e.registered < e.capacity && e.rates.some((r) => r.category === "member"));
  expect(ev, "an upcoming event with places and member rates").toBeTruthy();
  const rate = ev!.rates.find((r) => r.category === "member")!.type;
  expect((await request.post(`/api/events/${ev!.id}/register`, { data: { guestRateType: rate } })).status()).toBe(201);
  const session = (await request.storageState()).cookies.find((c) => c.name === "gc_member");
  expect(session, "the login set the member cookie").toBeTruthy();
  return `${session!.name}=${session!.value}`;
}

const PAGES: { name: string; path: string; signedIn?: boolean }[] = [
  { name: "home", path: "/" },
  { name: "events", path: "/events" },
  { name: "member-dashboard", path: "/member", signedIn: true },
];

for (const { name, path: pagePath, signedIn } of PAGES) {
  test(`Lighthouse (mobile): ${pagePath}${signedIn ? " signed in" : ""}`, async () => {
    test.setTimeout(60_000 + RUNS * 60_000);
    expect(new URL(origin).protocol, "measured over HTTPS").toBe("https:");
    const cookie = signedIn ? await memberCookie(api!) : undefined;
    const runs: Result[] = [];
    for (let i = 1; i <= RUNS; i++) {
      let lhr = await runLighthouse(origin + pagePath, name, i, cookie);
      // Chromium at times records a trace Lighthouse cannot read
      // (NO_NAVSTART, seen on the first run in a fresh browser): that run
      // measured nothing, so it is taken again, once.
      if (lhr.runtimeError) {
        console.log(`lighthouse ${name} run ${i}: ${lhr.runtimeError.code}, measured again`);
        lhr = await runLighthouse(origin + pagePath, name, i, cookie);
      }
      expect(lhr.runtimeError, `run ${i} of ${pagePath} measured nothing`).toBeUndefined();
      console.log(`lighthouse ${name} run ${i}: ${summary(lhr)}`);
      runs.push(lhr);
    }
    const median = computeMedianRun(runs);
    console.log(`lighthouse ${name} median: ${summary(median)}`);
    if (signedIn) {
      // The dashboard itself, not its sign-in prompt, was measured: it
      // loaded the member's registrations, which only a session may.
      const mine = requests(median).filter((r) => r.url === `${origin}/api/member/registrations`);
      expect(mine.map((r) => r.statusCode), "the dashboard's GET /api/member/registrations").toContain(200);
    }
    expect(foreignRequests(median, origin), "requests to anywhere but the server under test").toEqual([]);
    const perf = pct(median.categories.performance?.score ?? null);
    const lcp = Math.round(median.audits["largest-contentful-paint"]?.numericValue ?? NaN);
    console.log(
      `lighthouse ${name} against its targets: performance ${perf} (target ${TARGET.performance}), LCP ${lcp} ms (target ${TARGET.lcpMs} ms)`,
    );
    const bad = failures(median, PERF_FLOOR[name]);
    expect(bad, `${pagePath} misses the Lighthouse bar (reports in test-results/lighthouse/${name}-*.report.html):\n${bad.join("\n")}`).toEqual([]);
  });
}
