import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { golfclubBinary as bin } from "./binary";
import { serverDataDir, shot } from "./util";

// The backups on the admin overview, end to end: the operator's CLI takes
// a backup into the running server's data (a failed one first, into a
// "directory" that is a file), and the overview shows the failure with its
// error, then the good backup that follows.

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("e2e-admin-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, admin" })).toBeVisible();
}

function backup(baseURL: string, backupDir: string): { ok: boolean; output: string } {
  try {
    const out = execFileSync(bin, ["backup", "--data-dir", serverDataDir(baseURL), "--backup-dir", backupDir], { stdio: "pipe" });
    return { ok: true, output: out.toString() };
  } catch (e) {
    const err = e as { stderr?: Buffer };
    return { ok: false, output: err.stderr?.toString() ?? String(e) };
  }
}

test("the overview shows a failed backup loudly, then the good one", async ({ page, baseURL }, testInfo) => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "golfclub-e2e-backup-"));
  try {
    const notADir = path.join(tmp, "not-a-directory");
    writeFileSync(notADir, "in the way");
    const failed = backup(baseURL!, notADir);
    expect(failed.ok).toBe(false);
    expect(failed.output).toContain("backup failed");

    await signIn(page);
    const card = page.getByTestId("backup-card");
    await expect(card.getByRole("heading", { name: "Backups" })).toBeVisible();
    const alert = card.getByRole("alert");
    await expect(alert).toContainText(/Last backup: (now|this minute|\d+ minutes? ago) — failed: /);
    await expect(alert).toContainText("not-a-directory");
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "backup-failed");

    const good = backup(baseURL!, path.join(tmp, "backups"));
    expect(good.ok, good.output).toBe(true);
    await page.reload();
    await expect(card.getByTestId("backup-line")).toHaveText(/^Last backup: (now|this minute|\d+ minutes? ago) · \d+(\.\d)? (KB|MB)$/);
    await expect(card.getByRole("alert")).toHaveCount(0);
    await expect(card.getByTestId("backup-details")).toContainText("Daily at 3:00 am");
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "backup-ok");
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
