import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { PluginOption, Plugin, Rolldown } from "vite";
import { visualizer } from "rollup-plugin-visualizer";
import { PRIVATE_PAGE_SOURCES } from "./src/app/privatePages";

// go:embed needs web/dist to exist in a fresh clone, so the repository keeps
// dist/.gitkeep; emptyOutDir deletes it on every build, and a commit after a
// bare `vite build` would drop it. Write it back whenever a build finishes.
const keepDistInGit: Plugin = {
  name: "keep-dist-gitkeep",
  apply: "build",
  closeBundle() {
    writeFileSync(fileURLToPath(new URL("./dist/.gitkeep", import.meta.url)), "");
  },
};

// The translation catalogs (docs/features.md, "Translations"): `import("virtual:i18n-catalog/ms")`
// is src/shared/i18n/locales/ms.json with every ICU message compiled to Lingui's
// runtime form here, at build time, so the browser needs no message parser.
// `virtual:i18n-catalog/admin.ms` is locales/admin.ms.json: the admin
// screens' texts, loaded only with the admin bundle.
//
// In the browser's build a language's catalog comes in two parts: `ms`
// holds the messages the home page's script can show (found in its
// modules' source, homeMessageIds below), which the first render waits
// for; `app.ms` holds the rest, which every lazily loaded chunk waits for
// (src/shared/lib/lazy.ts). The home page so loads 1.3 KB of catalog instead
// of 13.5 KB (gzipped). Elsewhere (tests, the prerender's server build, the dev
// server) both are the whole catalog. web/scripts/prerender.mjs renders
// the home page with the browser's part and fails the build if anything
// on it is missing.
const CATALOG_PREFIX = "virtual:i18n-catalog/";
/** A catalog module's name (`ms`, `app.ms`, `admin.ms`) and the file it reads. */
function catalogSource(name: string): { part: "home" | "app" | "all"; file: string } {
  const m = /^(?:([a-z]+)\.)?([a-z]{2})$/.exec(name);
  if (!m) throw new Error(`no catalog ${name}`);
  const [, ns, locale] = m;
  if (ns === undefined) return { part: "home", file: `${locale}.json` };
  if (ns === "app") return { part: "app", file: `${locale}.json` };
  return { part: "all", file: `${ns}.${locale}.json` };
}
/** Each catalog module's compiled messages, by module id. */
const compiledCatalogs = new Map<string, Record<string, unknown>>();
/** A catalog as the module's code holds it: the argument of its JSON.parse. */
const catalogLiteral = (messages: Record<string, unknown>) => JSON.stringify(JSON.stringify(messages));
const catalogPlugin: Plugin = {
  name: "i18n-catalogs",
  resolveId(id) {
    return id.startsWith(CATALOG_PREFIX) ? `\0${id}` : null;
  },
  load(id) {
    if (!id.startsWith(`\0${CATALOG_PREFIX}`)) return null;
    const { file: name } = catalogSource(id.slice(CATALOG_PREFIX.length + 1));
    const file = fileURLToPath(new URL(`./src/shared/i18n/locales/${name}`, import.meta.url));
    this.addWatchFile(file);
    const source = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    const messages = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, compileMessage(v)]));
    compiledCatalogs.set(id, messages);
    return `export const messages = JSON.parse(${catalogLiteral(messages)});`;
  },
  // After buildEnd, so the home page's modules are known; before hashing,
  // so each part's file name follows what it holds.
  renderChunk(code, chunk) {
    if (this.environment.name !== "client") return null;
    const ids = chunk.moduleIds.filter((m) => m.startsWith(`\0${CATALOG_PREFIX}`));
    if (ids.length === 0) return null;
    if (ids.length > 1 || chunk.moduleIds.length > 1) this.error(`${chunk.fileName}: a catalog must be a chunk of its own, not ${chunk.moduleIds.join(", ")}`);
    const { part } = catalogSource(ids[0].slice(CATALOG_PREFIX.length + 1));
    if (part === "all") return null;
    const messages = compiledCatalogs.get(ids[0]);
    const literal = messages && catalogLiteral(messages);
    if (!literal || !code.includes(literal)) this.error(`${chunk.fileName}: the catalog ${ids[0]} is not as it was loaded`);
    if (homeMessageIds.exact.size === 0) this.error("no message ids found in the home page's modules");
    const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => isHomeMessage(id) === (part === "home")));
    return code.replace(literal, () => catalogLiteral(kept));
  },
};

// The message ids the home page's modules can ask for: every dotted name in
// their source ("home.title"), and every prefix an id is built on
// (`event.type.${kind}`, "error." + code), and a count's forms
// ("event.placesLeft" asks for its .one and .other: tCount in i18n.ts). A superset is harmless (a few
// bytes); a miss shows on the prerendered page, which the build checks.
const homeMessageIds = { exact: new Set<string>(), prefixes: new Set<string>() };
function collectMessageIds(source: string): void {
  for (const [id] of source.matchAll(/[A-Za-z]\w*(?:\.\w+)+/g)) homeMessageIds.exact.add(id);
  for (const [, prefix] of source.matchAll(/([A-Za-z][\w.]*\.)(?:\$\{|["'`])/g)) homeMessageIds.prefixes.add(prefix);
}
function isHomeMessage(id: string): boolean {
  return (
    homeMessageIds.exact.has(id) ||
    homeMessageIds.exact.has(id.replace(/\.(one|other)$/, "")) ||
    [...homeMessageIds.prefixes].some((p) => id.startsWith(p))
  );
}
const SRC_DIR = fileURLToPath(new URL("./src/", import.meta.url));

// The home page's script: the entry and every module it imports statically
// (not what it imports lazily). Put in one chunk, it compresses better than
// the ten small shared chunks Rolldown would otherwise cut it into (the
// lazily loaded chunks import what they share with it from there), so a
// phone downloads less before the first paint (web/scripts/check-home-size.mjs).
/** The module ids reachable from the build's entries, following what
 *  `next` gives for each module (none of `skip`). */
function reachable(
  ctx: Rolldown.PluginContext,
  next: (info: Rolldown.ModuleInfo | null) => readonly string[],
  skip?: Set<string>,
): Set<string> {
  const found = new Set<string>();
  const stack = [...ctx.getModuleIds()].filter((id) => ctx.getModuleInfo(id)?.isEntry);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id) || skip?.has(id)) continue;
    found.add(id);
    stack.push(...next(ctx.getModuleInfo(id)));
  }
  return found;
}

// The prerendered page's first script (src/app/boot.ts): an entry of its own,
// a few hundred bytes, that fetches the app once the page has painted.
const BOOT_ENTRY = fileURLToPath(new URL("./src/app/boot.ts", import.meta.url));

// What a package's index re-exports is followed as if the home page used
// it all; these modules only lazily loaded screens use (mutations, paged
// lists), and in the home chunk they cost its script ~0.7 KB gzipped. Used
// by a home module one day, they would come in a chunk of its own, which
// web/scripts/check-home-size.mjs counts.
const NOT_HOME = /\/@tanstack\/(?:react-query|query-core)\/build\/modern\/(?:useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;

const homeModules = new Set<string>();
const collectHomeModules: Plugin = {
  name: "collect-home-modules",
  apply: "build",
  buildEnd() {
    homeModules.clear();
    // Not boot.ts: put with the app in one chunk, it would load the app itself.
    const skip = new Set([BOOT_ENTRY, ...[...this.getModuleIds()].filter((id) => NOT_HOME.test(id))]);
    const found = reachable(this, (info) => {
      const deps = info?.importedIds ?? [];
      // A package index re-exporting hundreds of modules (lucide-react's
      // icons): only the ones used are bundled, and following them all
      // would pull every icon of every page into the home chunk.
      if (deps.length > 100) return [];
      // Rolldown lists dynamic imports among importedIds too: leave those out.
      const lazy = new Set(info?.dynamicallyImportedIds ?? []);
      return deps.filter((dep) => !lazy.has(dep));
    }, skip);
    homeMessageIds.exact.clear();
    homeMessageIds.prefixes.clear();
    for (const id of found) {
      homeModules.add(id);
      if (id.startsWith(SRC_DIR) && /\.tsx?$/.test(id)) collectMessageIds(readFileSync(id, "utf8"));
    }
  },
};

// Visitors never download member or admin code, whatever the
// chunking above merges: the build fails if a chunk a visitor's pages can
// load (the entry, and every chunk it imports or lazily imports, short of
// the private pages) holds a module only the private pages use.
const PRIVATE_ENTRIES = new Set(PRIVATE_PAGE_SOURCES.map((p) => fileURLToPath(new URL(`./${p}`, import.meta.url))));
/** Modules a visitor's pages can reach: from the entry, through static and
 *  lazy imports, short of the private pages. Known before chunking, so the
 *  chunk groups below keep the two apart. */
const publicModules = new Set<string>();
const keepPrivateCodePrivate: Plugin = {
  name: "keep-private-code-private",
  apply: "build",
  buildEnd() {
    publicModules.clear();
    const found = reachable(this, (info) => [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])], PRIVATE_ENTRIES);
    for (const id of found) publicModules.add(id);
  },
  generateBundle(_options, bundle) {
    if (this.environment.name !== "client") return;
    const chunks = new Map(
      Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])),
    );
    const todo = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
    const seen = new Set<string>();
    const leaked: string[] = [];
    while (todo.length > 0) {
      const chunk = chunks.get(todo.pop()!);
      if (!chunk || seen.has(chunk.fileName)) continue;
      if (chunk.facadeModuleId && PRIVATE_ENTRIES.has(chunk.facadeModuleId)) continue;
      seen.add(chunk.fileName);
      // Files only: Rolldown's runtime and virtual modules are no one's.
      const files = chunk.moduleIds.filter((m) => m.startsWith("/"));
      leaked.push(...files.filter((m) => !publicModules.has(m)).map((m) => `${chunk.fileName}: ${m}`));
      todo.push(...chunk.imports, ...chunk.dynamicImports);
    }
    if (seen.size < 10) this.error(`only ${seen.size} public chunks found: the check is not looking`);
    if (leaked.length > 0) this.error(`member or admin code in chunks visitors load:\n${leaked.join("\n")}`);
  },
};

// What the lazy pages share, by the set of pages sharing it, with sets
// under 2 KB merged into their nearest neighbour; what visitors' pages
// share and what only the member and admin pages share in groups of their
// own, so no merge hands a visitor private code. Left to itself Rolldown
// cut ~140 chunks, many under 1 KB, and the dashboard needed 52 of them
// before it could draw: over HTTP/1.1 a phone fetches six at a time, each
// a round trip, so a slow network waited on their count more than on
// their bytes (docs/decisions/036-home-prerendered.md).
function sharedChunks(name: string, test: (id: string) => boolean) {
  return { name, test, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 2_000 };
}

// `ANALYZE=1 npx vite build` also writes a treemap of what each chunk holds
// to web/bundle-report.html (outside dist, so it is never embedded) and
// a JSON list next to it that scripts can read.
const analyze: PluginOption[] = process.env.ANALYZE
  ? [
      visualizer({ filename: "bundle-report.html", gzipSize: true, template: "treemap" }),
      visualizer({ filename: "bundle-report.json", gzipSize: true, template: "raw-data" }),
    ]
  : [];

/** The module that starts React in React's chunk (src/app/react.ts). */
const REACT_START = fileURLToPath(new URL("./src/app/react.ts", import.meta.url));
// The page-view counter, which src/app/boot.ts and the app share: a chunk
// of its own, or boot.ts would import it from the home chunk and so load
// the app itself, and two copies would count the first page twice.
const ANALYTICS = fileURLToPath(new URL("./src/shared/lib/analytics.ts", import.meta.url));

/** package.json's version, which the installed app's brand splash shows (src/app/brandSplash.ts). */
const APP_VERSION = (JSON.parse(readFileSync(fileURLToPath(new URL("./package.json", import.meta.url)), "utf8")) as { version: string }).version;

const TEST_FILES = "src/**/*.test.{ts,tsx}";
/** The test files that need a module registry of their own (see test.projects below); read only for Vitest. */
const ISOLATED_TESTS = !process.env.VITEST
  ? []
  : readdirSync(fileURLToPath(new URL("./src", import.meta.url)), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `src/${file.split(path.sep).join("/")}`)
      .filter((file) => /\bvi\.(mock|doMock|resetModules)\(|<App\b|^\/\/ vitest-isolate:/m.test(readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8")));

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [react(), tailwindcss(), catalogPlugin, keepDistInGit, collectHomeModules, keepPrivateCodePrivate, ...analyze],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/shared/lib/shims/useSyncExternalStore.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The admin bundle is split by the lazy route import; keep vendor code
    // in one cacheable chunk.
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: which chunks each page needs, so the
    // server's page shell can preload a lazy page's chunk at once
    // (internal/site/preload.go) instead of after the main script.
    manifest: true,
    // No preload helper around lazy imports: the page shell already names a
    // page's chunks (preload.go), the idle warm-up fetches the rest, and the
    // helper cost the home script its map of every chunk's imports (~1.4 KB
    // gzipped) and a phone ~40 ms of <link> insertions on each load. A
    // lazy chunk's CSS is still loaded by Vite.
    modulePreload: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        boot: BOOT_ENTRY,
      },
      output: {
        // Lazy chunks are named by hash alone: the home script lists every
        // chunk it may load (the preload map), and the readable names cost
        // it ~300 bytes gzipped. manifest.json still maps source to file.
        // React's chunk is named: src/app/boot.ts evaluates it in a task of
        // its own, before the app's (see there).
        chunkFileNames: (chunk) => (chunk.name === "react" ? "assets/react-[hash].js" : "assets/[hash].js"),
        codeSplitting: {
          groups: [
            { name: "react", test: (id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) || id === REACT_START },
            { name: "analytics", test: (id) => id === ANALYTICS },
            { name: "home", test: (id) => homeModules.has(id) && !/\.css($|\?)/.test(id) },
            sharedChunks("shared", (id) => publicModules.has(id) && !homeModules.has(id) && !/\.css($|\?)/.test(id)),
            sharedChunks("private", (id) => !publicModules.has(id) && !/\.css($|\?)/.test(id)),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:8080", "/healthz": "http://localhost:8080" },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    // A test that waits for lazy screens gets room for findBy's longer wait.
    testTimeout: 15_000,
    css: false,
    // Most files share one jsdom and one module registry per worker: a
    // fresh jsdom and a fresh import of the app for each of 110 files was
    // two thirds of the suite's time. src/test/setup.ts puts back after
    // every test what a test may change (the DOM, storage, the title, the
    // viewport's width). A file that replaces modules (vi.mock, vi.doMock,
    // vi.resetModules) or renders the whole app (whose query cache is a
    // module's) gets a registry and a jsdom of its own, as does one that
    // says so in a line comment ("// vitest-isolate: why").
    projects: [
      { extends: true, test: { name: "isolated", include: ISOLATED_TESTS, isolate: true } },
      { extends: true, test: { name: "shared", include: [TEST_FILES], exclude: ISOLATED_TESTS, isolate: false } },
    ],
  },
});
