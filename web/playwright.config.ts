import { defineConfig, devices } from "@playwright/test";
import { golfclubBinary as bin } from "./e2e/binary";

// End-to-end tests drive Debian's Chromium against the real binary with
// demo content on a fresh database. The binary comes from `make build`
// (GOLFCLUB_BIN, e2e/binary.ts); nothing is downloaded.
const port = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = `http://127.0.0.1:${port}`;

/** How Chromium is started (e2e/splash.spec.ts adds a flag of its own). */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  // Two screen sizes. A test runs at both only where the layout differs
  // and matters to what it proves (the shell's headers, tab bar and footer,
  // the per-user-agent home, axe and the admin's table-or-cards); a test
  // of a flow, a dialog or a transport runs once, tagged with its size:
  //   @phone    only in "phone" (members' flows, tap targets, push, offline)
  //   @desktop  only in "desktop" (what a desktop does without a phone's)
  // Untagged runs in both. `npx playwright test --list` shows the plan.
  projects: [
    // A phone's user agent too: the server picks the prerendered home's
    // layout by it (internal/site/prerender.go) and the app its layout, as
    // for a member's phone.
    {
      name: "phone",
      grepInvert: /@desktop\b/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices["Pixel 7"].userAgent,
      },
    },
    { name: "desktop", grepInvert: /@phone\b/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh data directory per run; an admin account for the admin flows.
    command:
      `bash -c 'd=$(mktemp -d) && printf "%s\\n" "e2e-admin-pass" | GOLFCLUB_DATA_DIR=$d ${bin} admin create --username admin --password-stdin ` +
      `&& exec ${bin} serve --demo --dev --addr 127.0.0.1:${port} --data-dir $d --base-url ${baseURL} --trusted-proxies 127.0.0.1,::1'`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "ignore",
  },
});
