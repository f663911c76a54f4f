import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateAfter, invalidateTopics, type Change } from "./invalidation";

// Reads as the screens key them (see each features/*/api module).
const READS: QueryKey[] = [
  ["/api/events"],
  ["/api/events", 5, "registrations"],
  ["/api/member/registrations"],
  ["/api/flights", 5],
  ["/api/member/flights"],
  ["/api/flights/all"],
  ["/api/registrations/all"],
  ["/api/admin/flights", 2],
  ["/api/admin/payment-references"],
  ["/api/admin/stats"],
  ["/api/admin/members"],
  ["/api/admin/session"],
  ["/api/admin/blog"],
  ["/api/blog"],
  ["/api/photos", "all"],
  ["/api/settings"],
  ["/api/notifications", "0123", "list"],
  ["/api/notifications", "0123", "count"],
  ["/api/member/deletion-request"],
  ["/api/admin/deletion-requests"],
];

/** The reads left stale by invalidate, every read being fresh before it. */
async function staleBy(invalidate: (qc: QueryClient) => Promise<void>): Promise<string[]> {
  const qc = new QueryClient();
  for (const key of READS) qc.setQueryData(key, []);
  await invalidate(qc);
  return qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.isStale())
    .map((q) => q.queryKey.join("|"));
}

const staleAfter = (change: Change) => staleBy((qc) => invalidateAfter(qc, change));

describe("invalidateAfter", () => {
  it("a member's registration refreshes events, participants, own lists and flights", async () => {
    expect(await staleAfter("memberRegistration")).toEqual([
      "/api/events",
      "/api/events|5|registrations",
      "/api/member/registrations",
      "/api/flights|5",
      "/api/member/flights",
      "/api/flights/all",
    ]);
  });

  it("an admin event or member write refreshes every admin list but not the session", async () => {
    const stale = await staleAfter("adminEventOrMember");
    expect(stale).toContain("/api/admin/members");
    expect(stale).toContain("/api/registrations/all");
    expect(stale).toContain("/api/events");
    expect(stale).not.toContain("/api/admin/session");
    expect(stale).not.toContain("/api/settings");
  });

  it("marking one notification read refreshes only the count", async () => {
    expect(await staleAfter("notificationRead")).toEqual(["/api/notifications|0123|count"]);
    expect(await staleAfter("notifications")).toEqual(["/api/notifications|0123|list", "/api/notifications|0123|count"]);
  });

  it("content writes refresh the admin list and the public page", async () => {
    expect(await staleAfter("blog")).toEqual(["/api/admin/blog", "/api/blog"]);
    expect(await staleAfter("settings")).toEqual(["/api/settings"]);
  });
});

const staleAfterTopics = (topics: string[]) => staleBy((qc) => invalidateTopics(qc, topics));

describe("invalidateTopics (the live stream)", () => {
  it("an answered deletion request refreshes the member's card only", async () => {
    expect(await staleAfterTopics(["my-account"])).toEqual(["/api/member/deletion-request"]);
  });

  it("the admin topic refreshes the admins' deletion requests, not the admin session", async () => {
    const stale = await staleAfterTopics(["admin"]);
    expect(stale).toContain("/api/admin/deletion-requests");
    expect(stale).not.toContain("/api/admin/session");
  });

  it("an unknown topic refreshes nothing", async () => {
    expect(await staleAfterTopics(["secret"])).toEqual([]);
  });
});

describe("the scorecard topic", () => {
  it("scorecard:<id> refreshes that event's scorecard only", async () => {
    const qc = new QueryClient();
    const keys: QueryKey[] = [["/api/events", 5, "scorecard"], ["/api/events", 6, "scorecard"], ["/api/events", 5, "registrations"], ["/api/events"]];
    for (const key of keys) qc.setQueryData(key, []);
    await invalidateTopics(qc, ["scorecard:5"]);
    const stale = qc.getQueryCache().getAll().filter((q) => q.isStale()).map((q) => q.queryKey.join("|"));
    expect(stale).toEqual(["/api/events|5|scorecard"]);
  });
});
