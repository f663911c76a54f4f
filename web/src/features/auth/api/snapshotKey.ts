// The part of the member's offline copy (memberSnapshot.ts) that sign-in
// and sign-out need: where it is kept, and removing it. It is its own small
// module so the home page's script carries these two calls and not the
// copy's screens code, which loads with the member's pages.
export const MEMBER_SNAPSHOT_KEY = "golfclub_member_offline";

const clearedListeners = new Set<() => void>();

/** Removes the copy (logout, no session), at once; screens showing it are told. */
export function clearMemberSnapshot(): void {
  try {
    localStorage.removeItem(MEMBER_SNAPSHOT_KEY);
  } catch {
    // nothing to clear
  }
  clearedListeners.forEach((l) => l());
}

/** Calls l whenever the copy is removed; returns the unsubscribe. */
export function onSnapshotCleared(l: () => void): () => void {
  clearedListeners.add(l);
  return () => clearedListeners.delete(l);
}

/** The member the copy belongs to, or null (none, or unreadable). */
export function snapshotOwner(): number | null {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(MEMBER_SNAPSHOT_KEY) ?? "null");
    const id = v && typeof v === "object" ? (v as { memberId?: unknown }).memberId : undefined;
    return typeof id === "number" ? id : null;
  } catch {
    return null;
  }
}

/** Removes a copy that belongs to anyone but memberId (a new sign-in). */
export function keepSnapshotOf(memberId: number): void {
  const owner = snapshotOwner();
  if (owner !== null && owner !== memberId) clearMemberSnapshot();
}
