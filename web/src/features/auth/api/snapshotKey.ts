// The part of the member's offline copy (memberSnapshot.ts) that sign-in
// and sign-out need: where it is kept, and removing it. It is its own small
// module so the home page's script carries these two calls and not the
// copy's screens code, which loads with the member's pages.
export const MEMBER_SNAPSHOT_KEY = "golfclub_member_offline";

// A listener may return a promise: the clean-up of data kept elsewhere on
// the phone (the scorecard's database), which a sign-out waits for.
const clearedListeners = new Set<() => void | Promise<void>>();

function clearAll(): Promise<void> {
  try {
    localStorage.removeItem(MEMBER_SNAPSHOT_KEY);
  } catch {
    // nothing to clear
  }
  const done = [...clearedListeners].map((l) => {
    try {
      return Promise.resolve(l());
    } catch (err: unknown) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
  return Promise.allSettled(done).then(() => undefined);
}

/** Removes the copy (logout, no session), at once; screens showing it are told. */
export function clearMemberSnapshot(): void {
  void clearAll();
}

/**
 * Removes the copy as clearMemberSnapshot does, and settles when the
 * listeners' clean-ups have (or after timeoutMs, so a sign-out never hangs
 * on a stuck database): a sign-out shows "signed out" only when nothing
 * of the member is left on the phone.
 */
export function clearMemberSnapshotSettled(timeoutMs = 3000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  return Promise.race([clearAll(), late]).finally(() => clearTimeout(timer));
}

/** Calls l whenever the copy is removed; returns the unsubscribe. */
export function onSnapshotCleared(l: () => void | Promise<void>): () => void {
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
