import { expect, test } from "@playwright/test";

// The first visit installs the service worker, which claims the page
// (controllerchange). That must not reload the page: a reload ~1 s after
// load aborted requests and wiped what the member had typed.
// The worker does not depend on the screen size.
test("the first visit is not reloaded when the service worker takes control", { tag: "@phone" }, async ({ page }) => {
  let navigations = 0;
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) navigations++;
  });
  await page.goto("/contact");
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("Typed before the service worker took over");
  // Wait until the worker controls the page (clients.claim has happened).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await page.waitForTimeout(1500);
  expect(navigations).toBe(1);
  await expect(message).toHaveValue("Typed before the service worker took over");
  await expect(page.getByText("New app version available. Refresh to update?")).toHaveCount(0);
});
