// What the overview says about the backups, from their status: a failed
// last attempt, no backup at all, or a last good one older than the daily
// schedule allows are loud; a recent good backup is calm.
import type { BackupStatus } from "@/features/overview/types";

/** A daily backup is late once the last good one is older than this. */
export const STALE_AFTER_MS = 26 * 60 * 60 * 1000;

export type BackupState =
  | { kind: "failed"; at: string; error: string; lastGood: string | null }
  | { kind: "never" }
  | { kind: "stale"; at: string; size: number }
  | { kind: "ok"; at: string; size: number };

export function backupState(s: BackupStatus, now: number): BackupState {
  const attempt = s.lastAttempt;
  if (attempt && !attempt.ok) {
    return { kind: "failed", at: attempt.started, error: attempt.error ?? "", lastGood: s.lastSuccess?.started ?? null };
  }
  const good = s.lastSuccess;
  if (!good) return { kind: "never" };
  const age = now - new Date(good.started).getTime();
  if (s.schedule !== "off" && age > STALE_AFTER_MS) return { kind: "stale", at: good.started, size: good.size };
  return { kind: "ok", at: good.started, size: good.size };
}

/** Whether the state needs the admin's attention. */
export function isLoud(state: BackupState): boolean {
  return state.kind !== "ok";
}
