// The queue of score entries (offline first). Every entry is written to
// IndexedDB before anything else happens, then sent in batches to
// POST /api/events/{id}/scores: after the entry when online, when the
// connection returns and when the app opens (sync.ts). Each entry carries
// the revision the phone last saw for its hole plus one, so a batch sent
// twice (the answer lost on the way back) is accepted once: the server
// recognises (registration, hole, revision) with the same value as a retry.
// An entry leaves the queue only when the server's answer for it arrives.
import { ApiError, api } from "@/shared/lib/api";
import type { Scorecard, ScoreEntryInput, ScoreEntryResult } from "../types";
import { deleteScoringDB, pendingKey, scoringDB, scoringDBExists, type PendingScore, type SavedCard } from "./db";

/** Entries per request: a whole flight's round (4 × 18) takes two. */
export const BATCH_SIZE = 40;

export type SendScores = (eventId: number, entries: ScoreEntryInput[]) => Promise<ScoreEntryResult[]>;

export const postScores: SendScores = (eventId, entries) =>
  api.post<{ entries: ScoreEntryResult[] }>(`/api/events/${eventId}/scores`, { entries }).then((r) => r.entries);

export interface FlushOutcome {
  eventId: number;
  /** The server's answers for the entries it accepted in this run. */
  accepted: ScoreEntryResult[];
  /** Accepted entries that replaced a score someone else had changed meanwhile. */
  conflicts: ScoreEntryResult[];
  /** Entries the server refused for good (a player not in the flight, a value out of range); dropped. */
  rejected: { entry: PendingScore; error: ApiError }[];
  /** The card is locked (finalised): its waiting entries were dropped. */
  locked: boolean;
  /** Entries still wait: no network, or the server could not take them now. */
  retryLater: boolean;
}

type Listener = () => void;
const queueListeners = new Set<Listener>();
const outcomeListeners = new Set<(o: FlushOutcome) => void>();

/** Calls l after every change to the queue; returns the unsubscribe. */
export function onQueueChange(l: Listener): () => void {
  queueListeners.add(l);
  return () => queueListeners.delete(l);
}

/** Calls l with the outcome of every send that reached the server; returns the unsubscribe. */
export function onFlushOutcome(l: (o: FlushOutcome) => void): () => void {
  outcomeListeners.add(l);
  return () => outcomeListeners.delete(l);
}

const changed = () => queueListeners.forEach((l) => l());

// Set from a sign-out until the member next saves a card or a score: the
// background sending (an online event, the app opening) then opens no
// database, so it cannot make again the one the sign-out deletes.
let signedOut = false;

/** Saves an entry on the phone, replacing one that waits for the same hole of the same card. */
export async function queueScore(eventId: number, entry: ScoreEntryInput, now: Date = new Date()): Promise<void> {
  signedOut = false;
  const db = await scoringDB();
  const key = pendingKey(eventId, entry.registrationId, entry.hole);
  await db.put("pending", { ...entry, key, eventId, enteredAt: now.toISOString() });
  changed();
}

/** The entries of an event waiting to be sent, oldest first. */
export async function pendingScores(eventId: number): Promise<PendingScore[]> {
  const db = await scoringDB();
  const rows = await db.getAllFromIndex("pending", "byEvent", eventId);
  return rows.sort((a, b) => a.enteredAt.localeCompare(b.enteredAt));
}

/** The events that have entries waiting. */
export async function eventsWithPending(): Promise<number[]> {
  if (signedOut || !(await scoringDBExists())) return [];
  const db = await scoringDB();
  const rows = await db.getAll("pending");
  return [...new Set(rows.map((r) => r.eventId))];
}

export async function saveCard(card: Scorecard, now: Date = new Date()): Promise<void> {
  signedOut = false;
  const db = await scoringDB();
  await db.put("cards", { eventId: card.eventId, card, savedAt: now.toISOString() });
}

export async function readCard(eventId: number): Promise<SavedCard | undefined> {
  const db = await scoringDB();
  return db.get("cards", eventId);
}

/** The member signed out: their saved cards go. Entries not yet sent stay,
 *  so a session that ran out mid-round loses no score; with none waiting
 *  the database itself goes, and the phone keeps nothing of the member. */
export async function forgetSignedOutMember(): Promise<void> {
  signedOut = true;
  if (!(await scoringDBExists())) return; // opening it would make it
  const db = await scoringDB();
  await db.clear("cards");
  if ((await db.count("pending")) > 0) return;
  await deleteScoringDB();
}

/** The card with the server's answers written in: value and revision of each accepted hole. */
export function applyResults(card: Scorecard, results: ScoreEntryResult[], enteredAt: string): Scorecard {
  if (results.length === 0) return card;
  return {
    ...card,
    players: card.players.map((p) => {
      const mine = results.filter((r) => r.registrationId === p.registrationId);
      if (mine.length === 0) return p;
      const scores = p.scores.filter((s) => !mine.some((r) => r.hole === s.hole));
      for (const r of mine) {
        const before = p.scores.find((s) => s.hole === r.hole);
        scores.push({ hole: r.hole, strokes: r.strokes, pickedUp: r.pickedUp, revision: r.revision, enteredBy: before?.enteredBy ?? "", enteredAt });
      }
      return { ...p, scores: scores.sort((a, b) => a.hole - b.hole) };
    }),
  };
}

const sameValue = (a: ScoreEntryInput, b: ScoreEntryInput) =>
  a.strokes === b.strokes && a.pickedUp === b.pickedUp && a.revision === b.revision;

/** Takes the answered entries out of the queue and writes the answers into the saved card. */
async function settle(eventId: number, sent: PendingScore[], results: ScoreEntryResult[], now: Date): Promise<void> {
  const db = await scoringDB();
  const tx = db.transaction(["pending", "cards"], "readwrite");
  const pending = tx.objectStore("pending");
  for (const r of results) {
    const key = pendingKey(eventId, r.registrationId, r.hole);
    const was = sent.find((s) => s.key === key);
    const waiting = await pending.get(key);
    if (!waiting) continue;
    if (was && sameValue(waiting, was)) await pending.delete(key);
    // Typed again while the batch was on its way: that entry now builds on the answer's revision.
    else await pending.put({ ...waiting, revision: r.revision + 1 });
  }
  const cards = tx.objectStore("cards");
  const saved = await cards.get(eventId);
  if (saved) await cards.put({ ...saved, card: applyResults(saved.card, results, now.toISOString()) });
  await tx.done;
}

async function drop(entries: PendingScore[]): Promise<void> {
  const db = await scoringDB();
  const tx = db.transaction("pending", "readwrite");
  await Promise.all(entries.map((e) => tx.store.delete(e.key)));
  await tx.done;
}

/** Whether the error means "try again later" rather than "this entry is wrong". */
function isTransient(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true; // no answer: no network
  return err.status >= 500 || err.status === 401 || err.status === 408 || err.status === 429;
}

const toInput = ({ registrationId, hole, strokes, pickedUp, revision }: PendingScore): ScoreEntryInput => ({
  registrationId, hole, strokes, pickedUp, revision,
});

const MAX_ROUNDS = 4;
const running = new Map<number, Promise<FlushOutcome>>();
const again = new Set<number>();

/**
 * Sends an event's waiting entries. One run per event at a time: a call
 * during a run shares its outcome.
 */
export function flushScores(eventId: number, send: SendScores = postScores): Promise<FlushOutcome> {
  const current = running.get(eventId);
  if (current) {
    again.add(eventId);
    return current;
  }
  const run = (async () => {
    const outcome: FlushOutcome = { eventId, accepted: [], conflicts: [], rejected: [], locked: false, retryLater: false };
    try {
      // Entries typed while a batch was on its way are still waiting after
      // it: the run goes round for them (a few times at most, so a phone
      // typing fast never keeps one run alive for good).
      for (let round = 0; round < MAX_ROUNDS; round++) {
        again.delete(eventId);
        await flushOnce(eventId, send, outcome);
        if (outcome.retryLater || outcome.locked) break;
        if (!again.has(eventId) && (await pendingScores(eventId)).length === 0) break;
      }
    } finally {
      running.delete(eventId);
      again.delete(eventId);
    }
    changed();
    if (outcome.accepted.length > 0 || outcome.rejected.length > 0 || outcome.locked) outcomeListeners.forEach((l) => l(outcome));
    return outcome;
  })();
  running.set(eventId, run);
  return run;
}

async function flushOnce(eventId: number, send: SendScores, outcome: FlushOutcome): Promise<void> {
  const pending = await pendingScores(eventId);
  for (let i = 0; i < pending.length; i += BATCH_SIZE) {
    const batch = pending.slice(i, i + BATCH_SIZE);
    try {
      const results = await send(eventId, batch.map(toInput));
      record(outcome, results);
      await settle(eventId, batch, results, new Date());
    } catch (err) {
      if (isTransient(err)) {
        outcome.retryLater = true;
        return;
      }
      if (err instanceof ApiError && err.code === "card_locked") {
        await drop(await pendingScores(eventId));
        outcome.locked = true;
        return;
      }
      // A batch is all or nothing: one entry the server refuses would hold
      // back every other. Sent one by one, the good ones go through.
      if (!(await oneByOne(eventId, batch, send, outcome))) return;
    }
  }
}

function record(outcome: FlushOutcome, results: ScoreEntryResult[]) {
  outcome.accepted.push(...results);
  outcome.conflicts.push(...results.filter((r) => r.conflict));
}

/** Sends each entry alone; false when the network went (the rest waits). */
async function oneByOne(eventId: number, batch: PendingScore[], send: SendScores, outcome: FlushOutcome): Promise<boolean> {
  for (const entry of batch) {
    try {
      const results = await send(eventId, [toInput(entry)]);
      record(outcome, results);
      await settle(eventId, [entry], results, new Date());
    } catch (err) {
      if (isTransient(err) || !(err instanceof ApiError)) {
        outcome.retryLater = true;
        return false;
      }
      if (err.code === "card_locked") {
        await drop(await pendingScores(eventId));
        outcome.locked = true;
        return false;
      }
      await drop([entry]);
      outcome.rejected.push({ entry, error: err });
    }
  }
  return true;
}
