import { beforeEach, describe, expect, it } from "vitest";
import { optedOut, trackEvent, trackPageView } from "./analytics";

// What the browser sends: one JSON beacon to /api/analytics, nothing from
// the admin area or from a browser that asks not to be tracked.
describe("analytics beacons", () => {
  const sent: { url: string; body: string; type: string }[] = [];
  let dnt: string | null = null;
  let gpc: boolean | undefined;

  beforeEach(() => {
    sent.length = 0;
    dnt = null;
    gpc = undefined;
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, data: Blob) => {
        void data.text().then((body) => sent.push({ url, body, type: data.type }));
        return true;
      },
    });
    Object.defineProperty(navigator, "doNotTrack", { configurable: true, get: () => dnt });
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, get: () => gpc });
  });

  const flush = () => new Promise((r) => setTimeout(r, 0));

  it("sends a page view and an event as JSON", async () => {
    trackPageView("/events/12");
    trackEvent("register_opened", 12);
    trackEvent("registration_done", "12", 120.4);
    await flush();
    // The page view goes in a task of its own, after the events.
    expect(sent.map((s) => [s.url, s.type, JSON.parse(s.body)])).toEqual([
      ["/api/analytics", "application/json", { type: "event", category: "register_opened", label: "12" }],
      ["/api/analytics", "application/json", { type: "event", category: "registration_done", label: "12", value: 120 }],
      ["/api/analytics", "application/json", { type: "pageview", path: "/events/12" }],
    ]);
  });

  it("sends nothing from the admin area", async () => {
    trackPageView("/admin");
    trackPageView("/admin/dashboard");
    trackPageView("/administrator");
    await flush();
    expect(sent.map((s) => JSON.parse(s.body).path)).toEqual(["/administrator"]);
  });

  it("counts the same page twice in a row once, and again after another", async () => {
    // The page boot.ts counted before the app ran, then the app's first
    // page. Paths no other test's app visits: the module keeps the last.
    trackPageView("/blog/dedupe-1");
    trackPageView("/blog/dedupe-1");
    trackPageView("/blog/dedupe-2");
    trackPageView("/blog/dedupe-1");
    await flush();
    expect(sent.map((s) => JSON.parse(s.body).path)).toEqual(["/blog/dedupe-1", "/blog/dedupe-2", "/blog/dedupe-1"]);
  });

  it("sends nothing when the browser asks not to be tracked", async () => {
    dnt = "1";
    trackPageView("/");
    dnt = null;
    gpc = true;
    trackEvent("share_tapped", "/events/1");
    await flush();
    expect(sent).toEqual([]);
    expect(optedOut({ doNotTrack: "0" })).toBe(false);
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
  });
});
