// ESLint for the web app, the Playwright suite and the config files.
// typescript-eslint runs type-aware (projectService) on the few rules where
// types catch real bugs (floating promises, misused promises); the rest are
// syntactic and fast. Import rules keep the feature folders honest.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import { readdirSync } from "node:fs";
import path from "node:path";

// The feature folders (src/features/<name>), each one node of the layers.
const FEATURES = readdirSync(path.join(import.meta.dirname, "src", "features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Imports run one way: shared -> features -> app (docs/architecture.md).
// A feature reaches another only through its public face: index.ts, or
// admin/index.ts for what its admin screens offer other admin screens.
// scripts/check-feature-cycles.mjs (make lint) adds that no two features
// import each other, even through those faces.
const LAYERS = [
  {
    target: "./src/shared",
    from: ["./src/features", "./src/app"],
    message: "shared/ is the bottom layer: it imports no feature and not the app.",
  },
  { target: "./src/features", from: "./src/app", message: "A feature never imports the app (src/app): the app composes the features." },
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: "./src/features",
    except: [`./${name}`, ...FEATURES.filter((other) => other !== name).flatMap((other) => [`./${other}/index.ts`, `./${other}/admin/index.ts`])],
    message: 'Use another feature through its index.ts ("@/features/<name>"), or its admin/index.ts.',
  })),
];

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  { ignores: ["dist/**", "node_modules/**", "test-results/**", "playwright-report/**", "e2e-shots/**", ".ssr/**"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      // Parse .ts/.tsx when following imports (no-cycle reads the imported
      // files), and resolve the "@/" alias through tsconfig.json.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // These three are React Compiler diagnostics (the app does not use the
      // compiler). They flag deliberate patterns: the last shown event kept in
      // a ref so a closing dialog keeps its content, state reset when a dialog
      // opens, react-hook-form's watch(). Turn them back on with the compiler.
      "react-hooks/refs": "off",
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/incompatible-library": "off",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Cycles through node_modules are not ours to fix, and following them
      // cost most of the rule's time.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/first": "error",
      "import-x/no-restricted-paths": ["error", { zones: LAYERS }],
      // Across folders, import through the "@/" alias: a "../../" path hides
      // which feature (or layer) a file depends on.
      // zod comes through lib/zod.ts, which turns off its CSP-breaking eval probe.
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["../../*"], message: 'Import across folders with "@/…".' }],
          paths: [{ name: "zod", message: 'Import z from "@/lib/zod" (jitless: no eval probe under our CSP).' }],
        },
      ],
    },
  },
  {
    files: ["public/sw.js"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Playwright runs in Node; its fixtures are called "use" and are not React hooks.
    files: ["e2e/**/*.ts", "playwright.config.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["*.config.{js,ts}", "eslint.config.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
