import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { writeFileSync } from "node:fs";
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
  plugins: [react(), tailwindcss(), keepDistInGit, ...analyze],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The admin bundle is split by the lazy route import; keep vendor code
    // in one cacheable chunk.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:8080", "/healthz": "http://localhost:8080" },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
