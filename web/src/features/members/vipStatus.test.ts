import { describe, expect, it } from "vitest";
import { vipStatus } from "./vipStatus";

describe("vipStatus", () => {
  it.each([
    ["never subscribed", null, { kind: "none" }],
    ["runs until a later day", "2027-03-01", { kind: "active", until: "2027-03-01" }],
    ["last day is today", "2026-11-23", { kind: "active", until: "2026-11-23" }],
    ["ended yesterday", "2026-11-22", { kind: "expired", on: "2026-11-22" }],
    ["timestamp form", "2027-01-05T00:00:00Z", { kind: "active", until: "2027-01-05" }],
  ])("%s", (_name, expiry, want) => {
    expect(vipStatus({ subscriptionExpiryDate: expiry }, "2026-11-23")).toEqual(want);
  });
});
