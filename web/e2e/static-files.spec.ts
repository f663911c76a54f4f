import { expect, test } from "@playwright/test";

// Crawlers and browsers ask for these by name: they must get the files,
// not the app's HTML (which they would take for a broken icon or robots
// file), and a missing file is a 404.
test("robots.txt, favicon.ico and missing files", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain("Disallow: /admin");

  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  const missing = await request.get("/images/no-such-photo.jpg");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');
});
