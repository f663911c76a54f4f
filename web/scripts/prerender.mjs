// Prerenders the first screen of the page most visitors land on (home), of
// the events list and of a signed-in member's dashboard, so a phone paints them from the HTML
// instead of after the app's script has downloaded and run
// (docs/decisions/036-home-prerendered.md). Runs after `vite build` and
// the server-side build of src/app/entry-server.tsx (into .ssr/, never
// embedded): each page in each layout (the app lays phones out differently
// from desktops) is rendered by the same components the browser runs, and
// written as index.html with that HTML in #root, to
// dist/.prerender/<name>.<layout>.<locale>.html. The Go server serves it
// for the page, with the club's and the member's names put in
// (internal/site/prerender.go), and the
// browser hydrates it (src/app/main.tsx) once src/app/boot.ts, the page's only
// script, has fetched the app after the first paint.
//
// Each render runs in a process of its own: the app keeps state in modules
// (its query cache, and cn() once tailwind-merge has loaded), and a second
// render in the same process would start from the first one's.
/* global console, process */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const web = path.resolve(import.meta.dirname, "..");
const dist = path.join(web, "dist");
const entry = path.join(web, ".ssr", "entry-server.js");

/** The pages prerendered, by file name (internal/site/prerender.go knows the
 *  same), and whether the browser hydrates all of the page with only the
 *  home page's part of the catalog. The member's dashboard, served only to
 *  a signed-in member (docs/decisions/053-member-dashboard-prerendered.md),
 *  and the events list, drawn with its skeleton
 *  (docs/decisions/054-events-prerendered.md), are hydrated under their
 *  lazily loaded page chunks, which wait for the rest of the catalog
 *  (src/shared/lib/lazy.ts). */
const PAGES = {
  home: { urlPath: "/", homeCatalog: true },
  member: { urlPath: "/member", homeCatalog: false },
  events: { urlPath: "/events", homeCatalog: false },
};
const LAYOUTS = ["mobile", "desktop"];
/** The languages (src/shared/i18n/i18n.ts LOCALES): one page per layout and language. */
const LOCALES = ["en", "ms"];
/** The settings markers the server replaces; any other is a setting the build cannot know. */
const SERVER_FILLS = new Set(["clubName", "shortName", "memberName", "membershipNumber"]);

// --one PATH LAYOUT LOCALE [CATALOG]: one render, with the compiled catalog
// chunk CATALOG (a file of dist) or else the language's whole catalog.
if (process.argv[2] === "--one") {
  const { render } = await import(pathToFileURL(entry).href);
  const [urlPath, layout, locale, catalogFile] = process.argv.slice(3);
  // The chunk's one export, whatever the build named it.
  const catalog = catalogFile ? Object.values(await import(pathToFileURL(catalogFile).href))[0] : undefined;
  process.stdout.write(await render(urlPath, layout, locale, catalog));
  process.exit(0);
}

const shell = readFileSync(path.join(dist, "index.html"), "utf8");
const emptyRoot = '<div id="root"></div>';
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);
const htmlTag = /<html lang="[^"]*"/;
// The app's script gives way to src/app/boot.ts, which fetches it once the
// prerendered first screen has been painted; data-app names it.
const appScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const appTag = shell.match(appScript);
if (!appTag) throw new Error("dist/index.html has no module script");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const boot = manifest["src/app/boot.ts"]?.file;
if (!boot) throw new Error("the build manifest has no src/app/boot.ts");
const bootTag = `<script type="module" crossorigin src="/${boot}" data-app="${appTag[1]}"></script>`;
if (!htmlTag.test(shell)) throw new Error("dist/index.html has no <html lang>");
mkdirSync(path.join(dist, ".prerender"), { recursive: true });

/** The HTML of one render (see --one). */
const renderOne = (...args) =>
  execFileSync(process.execPath, [import.meta.filename, "--one", ...args], { encoding: "utf8", maxBuffer: 16 << 20 });

for (const [name, { urlPath, homeCatalog }] of Object.entries(PAGES)) {
  for (const layout of LAYOUTS) for (const locale of LOCALES) {
    const where = `${urlPath} (${layout}, ${locale})`;
    // The browser hydrates home with only the home page's part of the
    // catalog (vite.config.ts catalogPlugin): drawn with it, the page must
    // be what it is with the whole catalog, or a message it shows is not in
    // that part and the visitor would see its id.
    const whole = renderOne(urlPath, layout, locale);
    const part = manifest[`virtual:i18n-catalog/${locale}`]?.file;
    if (!part) throw new Error(`the build manifest has no catalog for ${locale}`);
    const html = homeCatalog ? renderOne(urlPath, layout, locale, path.join(dist, part)) : whole;
    if (html !== whole) {
      let at = 0;
      while (at < html.length && html[at] === whole[at]) at++;
      throw new Error(
        `the prerender of ${where} differs with the home page's part of the catalog: "…${html.slice(Math.max(0, at - 80), at + 80)}…" ` +
          `instead of "…${whole.slice(Math.max(0, at - 80), at + 80)}…"; is a message id built in a way vite.config.ts (homeMessageIds) cannot see?`,
      );
    }
    // The page's CSP allows no inline script: the HTML must work without one.
    if (/<script/i.test(html)) throw new Error(`the prerender of ${where} has a <script>`);
    for (const [, field] of html.matchAll(/@@(\w+)@@/g)) {
      if (!SERVER_FILLS.has(field)) throw new Error(`the prerender of ${where} shows the setting ${field}, which the build cannot know`);
    }
    const page = shell
      .replace(htmlTag, `<html lang="${locale}"`)
      .replace(appScript, bootTag)
      .replace(emptyRoot, `<div id="root" data-path="${urlPath}" data-layout="${layout}">${html}</div>`);
    writeFileSync(path.join(dist, ".prerender", `${name}.${layout}.${locale}.html`), page);
    console.log(`prerendered ${where}: ${html.length} bytes of HTML`);
  }
}
