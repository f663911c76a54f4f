// Fails the build when the home page's JavaScript grows past its budget
// (at most 110 KB gzipped, so the first visit on a phone's 4G connection
// stays quick). Counted as bench/run.sh counts it (it runs this
// script): every script the prerendered home page names (src/app/boot.ts and
// the app's entry), every chunk the entry imports statically, and what
// boot.ts preloads alongside the entry for the page's language (the home
// page's part of its catalog, internal/site/preload.go homeCatalogSource), each
// compressed with `gzip -9 -c` (headers and all), summed, for the language
// that loads the most. Runs after the prerender in `npm run build`;
// `ANALYZE=1 npx vite build --outDir /tmp/x` shows what a chunk holds.
/* global console, process */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The budget in bytes: 110 KB, gzipped. */
export const HOME_JS_BUDGET = 110_000;
/** The languages (src/shared/i18n/i18n.ts LOCALES). */
const LOCALES = ["en", "ms"];

const dist = path.resolve(import.meta.dirname, "..", "dist");

/** `gzip -9 -c file | wc -c`; without a gzip binary, zlib plus the header's file name. */
function gzipSize(file) {
  try {
    return execFileSync("gzip", ["-9", "-c", file], { maxBuffer: 64 << 20 }).length;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length + path.basename(file).length + 1;
  }
}

const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const byFile = new Map(Object.values(manifest).map((c) => [`/${c.file}`, c]));

/** The scripts the home page loads in locale before it can hydrate. */
function homeScripts(locale) {
  const html = readFileSync(path.join(dist, ".prerender", `home.mobile.${locale}.html`), "utf8");
  const todo = [...new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((m) => m[0]))];
  if (todo.length === 0) throw new Error("check-home-size: the prerendered home page references no script; is the build complete?");
  const catalog = manifest[`virtual:i18n-catalog/${locale}`]?.file;
  if (!catalog) throw new Error(`check-home-size: the build manifest has no catalog for ${locale}`);
  todo.push(`/${catalog}`);
  const scripts = new Set();
  while (todo.length > 0) {
    const src = todo.pop();
    if (scripts.has(src)) continue;
    scripts.add(src);
    for (const key of byFile.get(src)?.imports ?? []) todo.push(`/${manifest[key].file}`);
  }
  return [...scripts].sort();
}

let worst = { total: 0, locale: "" };
for (const locale of LOCALES) {
  let total = 0;
  for (const src of homeScripts(locale)) {
    const size = gzipSize(path.join(dist, src));
    total += size;
    console.log(`  ${locale} ${src}  ${size} bytes gzipped`);
  }
  console.log(`  ${locale}: ${total} bytes`);
  if (total > worst.total) worst = { total, locale };
}
const verdict = worst.total <= HOME_JS_BUDGET ? "within" : "OVER";
console.log(
  `home page JavaScript: ${worst.total} bytes gzipped (gzip -9, ${worst.locale}), ${verdict} the budget of ${HOME_JS_BUDGET}`,
);
if (worst.total > HOME_JS_BUDGET) {
  console.error(
    "check-home-size: the home page loads too much JavaScript. Lazy-load what the first paint does not need " +
      "(lib/lazy.ts) and see what the entry holds with `ANALYZE=1 npx vite build --outDir /tmp/x` (web/bundle-report.html).",
  );
  process.exit(1);
}
