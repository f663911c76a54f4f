import { expect, test, type Page } from "@playwright/test";
import { CONSENT, uniquePhone } from "./util";

// A page's shell names what the page will ask for first (internal/api/
// preload.go): its data, the session, its chunks and their stylesheets.
// Each must be taken by the request it stands for: a preload whose mode
// does not match is fetched twice, and one nothing uses is wasted
// bandwidth on a phone; Chrome warns about both in the console.

/** The URLs the shell's <link rel="preload|modulepreload"> name. */
async function shellPreloads(page: Page, origin: string, path: string): Promise<string[]> {
  const html = await (await page.request.get(origin + path)).text();
  return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*?href="([^"]+)"/g)].map((m) => new URL(m[1], origin).href);
}

/** Loads path, waits past Chrome's few seconds for an unused preload, and
 *  answers how often each URL was fetched and what the console warned. */
async function load(page: Page, path: string, ready: () => Promise<void>) {
  const fetched = new Map<string, number>();
  const warnings: string[] = [];
  page.on("request", (r) => fetched.set(r.url(), (fetched.get(r.url()) ?? 0) + 1));
  page.on("console", (m) => {
    if ((m.type() === "warning" || m.type() === "error") && /preload/i.test(m.text())) warnings.push(m.text());
  });
  await page.goto(path);
  await ready();
  // "…was preloaded using link preload but not used within a few seconds
  // from the window's load event" comes about 3 s after load.
  await page.waitForTimeout(4000);
  return { fetched, warnings };
}

function expectEachUsedOnce(preloads: string[], fetched: Map<string, number>, warnings: string[]) {
  expect(preloads.length).toBeGreaterThan(0);
  for (const url of preloads) expect(fetched.get(url), `requests for ${url}`).toBe(1);
  expect(warnings, "the console's warnings about preloads").toEqual([]);
}

test("/events uses each of its shell's preloads once", async ({ page, baseURL }) => {
  const preloads = await shellPreloads(page, baseURL!, "/events");
  expect(preloads).toContain(`${baseURL}/api/member/session`);
  expect(preloads.some((u) => u.endsWith(".css")), "the page's stylesheet is preloaded").toBe(true);
  const { fetched, warnings } = await load(page, "/events", async () => {
    await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
  });
  expectEachUsedOnce(preloads, fetched, warnings);
});

test("/member, signed in, uses each of its shell's preloads once", async ({ page, baseURL }) => {
  const me = { name: "Farah Preload", phone: uniquePhone(), email: `preload.${Date.now()}@example.my`, password: "birdie-1357" };
  expect((await page.request.post("/api/member/register", { data: { ...CONSENT, ...me } })).status()).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { email: me.email, password: me.password } })).status()).toBe(200);
  const preloads = await shellPreloads(page, baseURL!, "/member");
  expect(preloads).toEqual(
    expect.arrayContaining([`${baseURL}/api/member/session`, `${baseURL}/api/member/registrations`, `${baseURL}/api/member/calendar`]),
  );
  const { fetched, warnings } = await load(page, "/member", async () => {
    await expect(page.getByRole("heading", { level: 1, name: /Farah/ })).toBeVisible();
  });
  expectEachUsedOnce(preloads, fetched, warnings);
});
