// Fails the build when the home page's JavaScript grows past its budget
// (issue 11: at most 100 KB gzipped, so the first visit on a phone's 4G
// connection stays quick). Counted as bench/run.sh counts it: every script
// the prerendered home page references, each compressed with `gzip -9 -c`
// (headers and all), summed. Runs after `vite build` in
// `npm run build`; `ANALYZE=1 npx vite build` shows what a chunk holds.
/* global console, process */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The budget in bytes (100 KB as the issue counts it). */
export const HOME_JS_BUDGET = 100_000;

const dist = path.resolve(import.meta.dirname, "..", "dist");

/** `gzip -9 -c file | wc -c`; without a gzip binary, zlib plus the header's file name. */
function gzipSize(file) {
  try {
    return execFileSync("gzip", ["-9", "-c", file], { maxBuffer: 64 << 20 }).length;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length + path.basename(file).length + 1;
  }
}

// The home page as a phone gets it (web/scripts/prerender.mjs): its first
// script (src/boot.ts) and the app's entry it names.
const html = readFileSync(path.join(dist, ".prerender", "home.mobile.en.html"), "utf8");
const scripts = [...new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((m) => m[0]))].sort();
if (scripts.length === 0) {
  console.error("check-home-size: the prerendered home page references no script; is the build complete?");
  process.exit(1);
}
let total = 0;
for (const src of scripts) {
  const size = gzipSize(path.join(dist, src));
  total += size;
  console.log(`  ${src}  ${size} bytes gzipped`);
}
const verdict = total <= HOME_JS_BUDGET ? "within" : "OVER";
console.log(`home page JavaScript: ${total} bytes gzipped (gzip -9), ${verdict} the budget of ${HOME_JS_BUDGET}`);
// Not in the budget, but loaded too: the English translation runtime and
// catalog, which the server preloads for the page (internal/api/preload.go
// localeSources). Printed so the whole is in view (README, "Home page
// JavaScript").
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const language = ["src/i18n/runtime.ts", "virtual:i18n-catalog/en"].map((key) => {
  const file = manifest[key]?.file;
  if (!file) throw new Error(`check-home-size: the build manifest has no ${key}`);
  return gzipSize(path.join(dist, file));
});
const languageTotal = language.reduce((a, b) => a + b, 0);
console.log(`  plus the language's runtime and catalog: ${languageTotal} bytes gzipped (not in the budget); ${total + languageTotal} in all`);
if (total > HOME_JS_BUDGET) {
  console.error(
    "check-home-size: the home page loads too much JavaScript. Lazy-load what the first paint does not need " +
      "(lib/lazy.ts) and see what the entry holds with `ANALYZE=1 npx vite build` (web/bundle-report.html).",
  );
  process.exit(1);
}
