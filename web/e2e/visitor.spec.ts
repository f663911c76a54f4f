import { expect, test } from "@playwright/test";
import { isPhone, shot } from "./util";

// A visitor walks the public site, at phone and desktop sizes.
test("visitor tour: home, events, gallery, blog, contact, subscription, 404", async ({ page }, testInfo) => {
  const nav = async (name: string, url: RegExp) => {
    if (isPhone(testInfo)) {
      await page.getByRole("navigation", { name: "Tabs" }).getByRole("link", { name, exact: true }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
    }
    await expect(page).toHaveURL(url);
  };

  await page.goto("/");
  await expect(page.getByRole("button", { name: "Login / Register" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Upcoming Events" })).toBeVisible();
  await expect(page.getByText("300+", { exact: true })).toBeVisible();
  await shot(page, testInfo, "home");

  await nav("Events", /\/events$/);
  await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
  const cards = page.getByTestId("event-card");
  await expect(cards.first()).toBeVisible();
  const allCount = await cards.count();
  await page.getByRole("button", { name: "Tournaments" }).click();
  await expect(cards.first()).toBeVisible();
  const tournamentCount = await cards.count();
  expect(tournamentCount).toBeGreaterThan(0);
  expect(tournamentCount).toBeLessThan(allCount);
  for (const badge of await cards.getByTestId("event-type").allTextContents()) {
    expect(badge.toLowerCase()).toContain("tournament");
  }
  await expect(cards.first().getByRole("button", { name: /Login to Register|Event Full/ })).toBeVisible();
  await shot(page, testInfo, "events");

  await nav("Gallery", /\/gallery$/);
  await expect(page.getByRole("heading", { name: "Photo Gallery" })).toBeVisible();
  const photos = page.getByTestId("gallery-photo");
  await expect(photos.first()).toBeVisible();
  const firstTitle = ((await photos.first().getAttribute("aria-label")) ?? "").replace(/^Enlarge photo: /, "");
  await photos.first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading")).toContainText(firstTitle);
  await shot(page, testInfo, "gallery-photo");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const before = await photos.count();
  await page.getByRole("button", { name: "Load More Photos" }).click();
  await expect.poll(() => photos.count()).toBeGreaterThan(before);

  await nav("Blog", /\/blog$/);
  await expect(page.getByRole("heading", { name: "Community Blog" })).toBeVisible();
  await expect(page.getByTestId("blog-post").first()).toBeVisible();
  await shot(page, testInfo, "blog");

  await nav("Contact", /\/contact$/);
  await expect(page.getByText("Dawn to Dusk, 7 Days a Week").first()).toBeVisible();
  await page.getByLabel("First Name").fill("Aisyah");
  await page.getByLabel("Last Name").fill("Rahman");
  await page.getByLabel("Email").fill("aisyah@example.my");
  await page.getByRole("combobox", { name: "Subject" }).click();
  await page.getByRole("option", { name: "Event Booking" }).click();
  await page.getByLabel("Message", { exact: true }).fill("Can I bring a guest to the Monthly Medal?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("");
  await shot(page, testInfo, "contact");

  await page.goto("/membership");
  await expect(page.getByText("VIP Subscription").first()).toBeVisible();
  await expect(page.getByText("Most Popular")).toBeVisible();
  await expect(page.getByText("RM 144").first()).toBeVisible();
  await page.getByRole("button", { name: "Choose VIP Subscription" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("img", { name: "Payment QR code" })).toBeVisible();
  await shot(page, testInfo, "subscription-dialog");

  await page.goto("/no/such/page");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await shot(page, testInfo, "404");
});
