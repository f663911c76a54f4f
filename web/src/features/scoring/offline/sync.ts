// When the queue is sent without the member doing anything: when the app
// opens (a signed-in member's pages start this), when the connection
// returns (the browser's online event), and again a little later when a
// send found no network although the browser claimed to be online (a
// course's dead spot often looks like that).
import { onSnapshotCleared, readLocalProfile } from "@/features/auth";
import { eventsWithPending, flushScores, forgetSignedOutMember, type SendScores } from "./queue";

export const RETRY_MS = 15_000;

let users = 0;
let retry: ReturnType<typeof setTimeout> | undefined;

/** Sends every event's waiting entries now (when the browser is online). */
export async function flushAllScores(send?: SendScores): Promise<void> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return;
  let events: number[];
  try {
    events = await eventsWithPending();
  } catch {
    return; // no IndexedDB on this browser: nothing was queued either
  }
  const outcomes = await Promise.all(events.map((id) => flushScores(id, send)));
  clearTimeout(retry);
  if (outcomes.some((o) => o.retryLater)) retry = setTimeout(() => void flushAllScores(send), RETRY_MS);
}

const onOnline = () => void flushAllScores();

// The cards saved on the phone name the flight's players: they go with the
// member's other saved data (sign-out, another member signing in).
onSnapshotCleared(() => forgetSignedOutMember().catch(() => undefined));
// A sign-out whose clean-up the closing tab cut short is finished when the
// app next opens signed out.
if (typeof window !== "undefined" && readLocalProfile() === null) void forgetSignedOutMember().catch(() => undefined);

/** Starts the automatic sending; returns the stop. Several users share one listener. */
export function startScoreSync(): () => void {
  users++;
  if (users === 1) {
    window.addEventListener("online", onOnline);
    void flushAllScores();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users--;
    if (users === 0) {
      window.removeEventListener("online", onOnline);
      clearTimeout(retry);
    }
  };
}
