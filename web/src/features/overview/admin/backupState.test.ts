import { describe, expect, it } from "vitest";
import { backupState, isLoud, STALE_AFTER_MS } from "./backupState";
import type { BackupResult, BackupStatus } from "@/features/overview/types";

const now = Date.parse("2026-11-26T04:00:00Z");
const result = (over: Partial<BackupResult>): BackupResult => ({
  reason: "scheduled",
  started: "2026-11-25T19:00:00Z",
  finished: "2026-11-25T19:00:04Z",
  ok: true,
  size: 2048,
  pruned: 0,
  ...over,
});
const status = (over: Partial<BackupStatus>): BackupStatus => ({
  lastAttempt: null,
  lastSuccess: null,
  schedule: "03:00",
  nextRun: null,
  targets: ["/var/lib/golfclub/backups"],
  database: "sqlite",
  encrypted: false,
  ...over,
});

describe("backupState", () => {
  it("is calm after a recent good backup", () => {
    const ok = result({});
    const s = backupState(status({ lastAttempt: ok, lastSuccess: ok }), now);
    expect(s).toEqual({ kind: "ok", at: ok.started, size: 2048 });
    expect(isLoud(s)).toBe(false);
  });

  it("reports a failed last attempt with its error and the last good one", () => {
    const good = result({ started: "2026-11-23T19:00:00Z" });
    const bad = result({ ok: false, error: "disk full", size: 0 });
    const s = backupState(status({ lastAttempt: bad, lastSuccess: good }), now);
    expect(s).toEqual({ kind: "failed", at: bad.started, error: "disk full", lastGood: good.started });
    expect(isLoud(s)).toBe(true);
  });

  it("reports a failure when there never was a good backup", () => {
    const bad = result({ ok: false, error: "no backup destination" });
    expect(backupState(status({ lastAttempt: bad }), now)).toMatchObject({ kind: "failed", lastGood: null });
  });

  it("is loud when no backup was ever taken", () => {
    expect(backupState(status({}), now)).toEqual({ kind: "never" });
  });

  it("is loud when the daily backup is late, not when scheduling is off", () => {
    const old = result({ started: new Date(now - STALE_AFTER_MS - 60_000).toISOString() });
    expect(backupState(status({ lastAttempt: old, lastSuccess: old }), now).kind).toBe("stale");
    expect(backupState(status({ lastAttempt: old, lastSuccess: old, schedule: "off" }), now).kind).toBe("ok");
    const recent = result({ started: new Date(now - STALE_AFTER_MS + 60_000).toISOString() });
    expect(backupState(status({ lastAttempt: recent, lastSuccess: recent }), now).kind).toBe("ok");
  });
});
