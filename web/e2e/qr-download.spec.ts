import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

// The club's QR code (an SVG in the demo) is saved as a PNG, which phones
// open, and the VIP dialog stays open until the member closes it: the spec
// closed it after 5 s, before anyone could scan the code or copy the
// account number. The dialog is the same at both sizes.
test("VIP dialog: the QR downloads as PNG and the dialog stays open", { tag: "@phone" }, async ({ page }) => {
  // The page's clock is the test's to move: a timer that closes the dialog
  // fires without the test sleeping through it.
  await page.clock.install();
  await page.goto("/membership");
  await page.getByRole("button", { name: "Choose VIP Subscription" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("img", { name: "Payment QR code" })).toBeVisible();

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("vip-subscription-payment-qr.png");
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.length).toBeGreaterThan(1000);
  await expect(page.getByText("QR Code Downloaded", { exact: true })).toBeVisible();

  await page.clock.runFor(6500);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});
