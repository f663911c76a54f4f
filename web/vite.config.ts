import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { writeFileSync } from "node:fs";
import type { Plugin } from "vite";

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

export default defineConfig({
  plugins: [react(), tailwindcss(), keepDistInGit],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
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
