import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { readFileSync, writeFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { PluginOption, Plugin } from "vite";
import { visualizer } from "rollup-plugin-visualizer";

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

// The translation catalogs (README, "Translations"): `import("virtual:i18n-catalog/ms")`
// is src/i18n/locales/ms.json with every ICU message compiled to Lingui's
// runtime form here, at build time, so the browser needs no message parser.
// `virtual:i18n-catalog/admin.ms` is locales/admin.ms.json: the admin
// screens' texts, loaded only with the admin bundle.
const CATALOG_PREFIX = "virtual:i18n-catalog/";
const catalogPlugin: Plugin = {
  name: "i18n-catalogs",
  resolveId(id) {
    return id.startsWith(CATALOG_PREFIX) ? `\0${id}` : null;
  },
  load(id) {
    if (!id.startsWith(`\0${CATALOG_PREFIX}`)) return null;
    const locale = id.slice(CATALOG_PREFIX.length + 1);
    if (!/^(?:[a-z]+\.)?[a-z]{2}$/.test(locale)) throw new Error(`no catalog ${locale}`);
    const file = fileURLToPath(new URL(`./src/i18n/locales/${locale}.json`, import.meta.url));
    this.addWatchFile(file);
    const source = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    const compiled = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, compileMessage(v)]));
    return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
  },
};

// The home page's script: the entry and every module it imports statically
// (not what it imports lazily). Put in one chunk, it compresses better than
// the ten small shared chunks Rolldown would otherwise cut it into (the
// lazily loaded chunks import what they share with it from there), so a
// phone downloads less before the first paint (web/scripts/check-home-size.mjs).
const homeModules = new Set<string>();
const collectHomeModules: Plugin = {
  name: "collect-home-modules",
  apply: "build",
  buildEnd() {
    homeModules.clear();
    const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (homeModules.has(id)) continue;
      homeModules.add(id);
      const info = this.getModuleInfo(id);
      const deps = info?.importedIds ?? [];
      // A package index re-exporting hundreds of modules (lucide-react's
      // icons): only the ones used are bundled, and following them all
      // would pull every icon of every page into the home chunk.
      if (deps.length > 100) continue;
      // Rolldown lists dynamic imports among importedIds too: leave those out.
      const lazy = new Set(info?.dynamicallyImportedIds ?? []);
      stack.push(...deps.filter((dep) => !lazy.has(dep)));
    }
  },
};

// `ANALYZE=1 npx vite build` also writes a treemap of what each chunk holds
// to web/bundle-report.html (outside dist, so it is never embedded) and
// a JSON list next to it that scripts can read.
const analyze: PluginOption[] = process.env.ANALYZE
  ? [
      visualizer({ filename: "bundle-report.html", gzipSize: true, template: "treemap" }),
      visualizer({ filename: "bundle-report.json", gzipSize: true, template: "raw-data" }),
    ]
  : [];

export default defineConfig({
  plugins: [react(), tailwindcss(), catalogPlugin, keepDistInGit, collectHomeModules, ...analyze],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/lib/shims/useSyncExternalStore.ts", import.meta.url)),
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
    // (internal/api/preload.go) instead of after the main script.
    manifest: true,
    // Every browser the app supports preloads modules itself (Safari 17+);
    // the polyfill would only add to the home page's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by hash alone: the home script lists every
        // chunk it may load (the preload map), and the readable names cost
        // it ~300 bytes gzipped. manifest.json still maps source to file.
        chunkFileNames: "assets/[hash].js",
        codeSplitting: {
          groups: [{ name: "home", test: (id) => homeModules.has(id) && !/\.css($|\?)/.test(id) }],
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
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
