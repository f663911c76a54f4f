import { type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";

// What the splash specs (splash.spec.ts, splash-tab.spec.ts) record of the
// installed app's splashes, from the first moment of each page load.

/** What the page saw of the brand splash: when it was added and removed, and its opacity then. */
interface BrandLog {
  added: number;
  removed: number;
  opacityAtRemoval: string;
  transition: string;
}
declare global {
  interface Window {
    brandLog?: BrandLog;
    loadingSeen?: { visible: boolean; removedAt: number };
    appReadyAt?: number;
  }
}

/** Records the splashes from the first moment of each load. */
export async function watchSplashes(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener("golfclub:app-ready", () => (window.appReadyAt = performance.now()), { once: true });
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n instanceof HTMLElement && n.id === "brand-splash") {
            window.brandLog = { added: performance.now(), removed: 0, opacityAtRemoval: "", transition: `${getComputedStyle(n).transitionProperty} ${getComputedStyle(n).transitionDuration}` };
          }
          if (n instanceof HTMLElement && n.id === "launch-splash") {
            window.loadingSeen = { visible: false, removedAt: 0 };
            requestAnimationFrame(() => {
              if (window.loadingSeen) window.loadingSeen.visible = getComputedStyle(n).display !== "none";
            });
          }
        }
        for (const n of r.removedNodes) {
          if (n instanceof HTMLElement && n.id === "brand-splash" && window.brandLog) {
            window.brandLog.removed = performance.now();
            window.brandLog.opacityAtRemoval = n.style.opacity;
          }
          if (n instanceof HTMLElement && n.id === "launch-splash" && window.loadingSeen) window.loadingSeen.removedAt = performance.now();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Holds the app's scripts back, as a slow start would, until the returned
 *  function lets them go (or, without a call, for ms). */
export async function holdScripts(page: Page, ms = 30_000): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, ms);
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A screenshot of the splash, kept with the others in e2e/screenshots. */
export async function view(page: Page, testInfo: TestInfo, name: string) {
  const dir = path.resolve(import.meta.dirname, "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-splash-${name}.png`) });
}
