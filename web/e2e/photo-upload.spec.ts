import { expect, test, type Page } from "@playwright/test";
import { shot } from "./util";

// The secretary uploads a picture from the computer or phone into the
// gallery; visitors then see it, served in its sizes through srcset.

const ADMIN_PASSWORD = "e2e-admin-pass";

/** A 1200×800 JPEG made in the browser: a picture as a camera sends it. */
async function makeJPEG(page: Page): Promise<Buffer> {
  const dataURL = await page.evaluate(() => {
    const c = document.createElement("canvas");
    c.width = 1200;
    c.height = 800;
    const g = c.getContext("2d")!;
    const grad = g.createLinearGradient(0, 0, 1200, 800);
    grad.addColorStop(0, "#1f6f3f");
    grad.addColorStop(1, "#a7d8f0");
    g.fillStyle = grad;
    g.fillRect(0, 0, 1200, 800);
    g.fillStyle = "#ffffff";
    g.beginPath();
    g.arc(820, 300, 60, 0, Math.PI * 2);
    g.fill();
    return c.toDataURL("image/jpeg", 0.9);
  });
  return Buffer.from(dataURL.split(",")[1], "base64");
}

test("the admin uploads gallery photos and visitors see them in their sizes", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Prize giving ${Date.now()}`;

  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto("/admin/dashboard?tab=content");
  await page.getByRole("tab", { name: "Gallery photos" }).click();
  await page.getByRole("button", { name: "Add Photo" }).first().click();

  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^Title/).fill(title);
  const jpeg = await makeJPEG(page);
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: "green.jpg", mimeType: "image/jpeg", buffer: jpeg },
    { name: "clubhouse.jpg", mimeType: "image/jpeg", buffer: jpeg },
  ]);
  await expect(dialog.getByRole("img", { name: "Preview of the picture" })).toHaveCount(2);
  await dialog.getByLabel("Caption of green.jpg").fill("The 18th green at dusk");
  await shot(page, testInfo, "photo-upload-dialog");
  await dialog.getByRole("button", { name: "Add 2 photos" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/gallery");
  const tiles = page.getByRole("img", { name: title });
  await expect(tiles).toHaveCount(2);
  const img = tiles.first();
  await expect(img).toHaveAttribute("srcset", /\/api\/files\/images\/img-[0-9a-f]{32}-480 480w, .*-960 960w, .*-1200 1200w/);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const src = await img.getAttribute("src");
  const res = await page.request.get(src!);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["content-type"]).toBe("image/jpeg");
  await img.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "photo-upload-gallery");
});
