// The member's own registrations and flights, kept on this device so the
// dashboard can show them offline. One copy at a time, in
// localStorage under MEMBER_SNAPSHOT_KEY, tagged with the member's id:
//   - every successful read of /api/member/registrations or
//     /api/member/flights replaces its part of the copy (with the time);
//   - a read that fails for lack of network answers the copy, if it belongs
//     to the member signed in on this device;
//   - the copy goes at logout, when the server says there is no session,
//     and when a different member signs in.
// Why localStorage and not the service worker's cache: the page knows who
// is signed in (the session cookie is HttpOnly, so the worker cannot tell
// whose answer it holds), the copy is a few KB of JSON, and clearing it at
// logout is one synchronous call in the same place the profile copy is
// cleared, so no private answer can outlive the session in a cache the
// page forgets to empty. The worker never caches /api/member/* answers.
import { useSyncExternalStore } from "react";
import type { MemberFlight, MemberRegistration } from "@/lib/types";
import { MEMBER_SNAPSHOT_KEY, clearMemberSnapshot, onSnapshotCleared } from "./snapshotKey";

export { MEMBER_SNAPSHOT_KEY, clearMemberSnapshot, keepSnapshotOf } from "./snapshotKey";

export interface SnapshotParts {
  registrations: MemberRegistration[];
  flights: MemberFlight[];
}
export type SnapshotKind = keyof SnapshotParts;

interface Saved<T> {
  data: T;
  /** ISO timestamp of the answer. */
  savedAt: string;
}

interface Snapshot {
  memberId: number;
  registrations?: Saved<MemberRegistration[]>;
  flights?: Saved<MemberFlight[]>;
}

function readRaw(): Snapshot | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(MEMBER_SNAPSHOT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (v && typeof v === "object" && typeof (v as { memberId?: unknown }).memberId === "number") return v as Snapshot;
  } catch {
    // unreadable: removed below
  }
  clearMemberSnapshot();
  return null;
}

/** The saved part for this member, or null (none, or another member's). */
export function readSnapshot<K extends SnapshotKind>(memberId: number, kind: K): Saved<SnapshotParts[K]> | null {
  const s = readRaw();
  if (!s || s.memberId !== memberId) return null;
  return (s[kind] as Saved<SnapshotParts[K]> | undefined) ?? null;
}

export function saveSnapshot<K extends SnapshotKind>(memberId: number, kind: K, data: SnapshotParts[K], now: Date = new Date()): void {
  const prev = readRaw();
  const next: Snapshot = prev && prev.memberId === memberId ? { ...prev } : { memberId };
  (next as unknown as Record<K, Saved<SnapshotParts[K]>>)[kind] = { data, savedAt: now.toISOString() };
  try {
    localStorage.setItem(MEMBER_SNAPSHOT_KEY, JSON.stringify(next));
  } catch {
    // storage full or unavailable: no offline copy, the app still works
  }
}

// Which parts the screens are showing from the copy right now, and from
// when; a live answer takes its part out again.
let shown: Partial<Record<SnapshotKind, string>> = {};
const listeners = new Set<() => void>();

function setShown(next: Partial<Record<SnapshotKind, string>>) {
  shown = next;
  listeners.forEach((l) => l());
}
// A removed copy is shown nowhere any more.
onSnapshotCleared(() => setShown({}));

export function markShownFromSnapshot(kind: SnapshotKind, savedAt: string | null): void {
  if ((shown[kind] ?? null) === savedAt) return;
  const next = { ...shown };
  if (savedAt === null) delete next[kind];
  else next[kind] = savedAt;
  setShown(next);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/**
 * When the oldest part on screen that came from the saved copy was saved,
 * or null when everything shown is live.
 */
export function useShownFromSnapshot(): string | null {
  return useSyncExternalStore(subscribe, () => oldest(shown), () => null);
}

/** The oldest saved time of the member's copy, or null when there is none. */
export function snapshotSavedAt(memberId: number): string | null {
  const s = readRaw();
  if (!s || s.memberId !== memberId) return null;
  return oldest({ registrations: s.registrations?.savedAt, flights: s.flights?.savedAt });
}

function oldest(parts: Partial<Record<SnapshotKind, string | undefined>>): string | null {
  const times = Object.values(parts).filter((t): t is string => typeof t === "string");
  return times.length === 0 ? null : times.sort()[0];
}
