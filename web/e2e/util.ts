import type { Page, TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";

// Screenshots land in web/e2e/screenshots (git-ignored; CI keeps them as
// artifacts), named by project so phone and desktop sit side by side.
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: false });
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** A unique phone number per test run, so flows can register afresh. */
export function uniquePhone(): string {
  return "01" + String(Date.now()).slice(-8);
}
