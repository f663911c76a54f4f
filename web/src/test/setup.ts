import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
// cn() merges with tailwind-merge everywhere but on the first paint of the
// home page (lib/utils.ts); components under test get the merger.
import "@/lib/classMerge";

afterEach(() => {
  cleanup();
  localStorage.clear();
});