import { expect, test } from "@playwright/test";

// The service worker's side of Web Push: a push message delivered to the
// worker (through the DevTools protocol, as the browser's push service
// would) shows a notification with the payload's title, body, tag and the
// page to open. The server's side, up to the encrypted request a push
// service receives, is tested in Go (internal/push, TestAdminActionReachesPhone).
// One browser is enough for the worker.
test("a push message shows its notification with the page to open", { tag: "@desktop" }, async ({ browser }, testInfo) => {
  const { baseURL } = testInfo.project.use;
  const ctx = await browser.newContext({ baseURL });
  try {
    await ctx.grantPermissions(["notifications"]);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("ServiceWorker.enable");
    const registration = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const r = registrations.find((x) => x.scopeURL.startsWith(new URL("/", baseURL).href) && !x.isDeleted);
        if (r) resolve(r.registrationId);
      });
    });
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const registrationId = await registration;

    const payload = { title: "Flight assigned", body: "You are in flight 3 for Club Medal: tee time 07:30, hole 1.", url: "/member?tab=flights", tag: "flight_update-event-4", notificationId: 42 };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });

    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.ready;
            const list = await reg.getNotifications();
            return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
          }),
        { timeout: 10_000 },
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url, notificationId: 42 } }]);
  } finally {
    await ctx.close();
  }
});
