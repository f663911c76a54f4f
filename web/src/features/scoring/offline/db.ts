// The scorecard's store on the phone (IndexedDB, through idb): the cards a
// member has opened, so a card opens again with no signal, and the entries
// not yet accepted by the server. IndexedDB and not localStorage: entries
// are written one by one while a flight plays, and each write is a
// transaction that survives the tab being killed between holes.
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Scorecard, ScoreEntryInput } from "../types";

export const SCORING_DB = "golfclub-scoring";

/** An entry saved on the phone and not yet accepted by the server. */
export interface PendingScore extends ScoreEntryInput {
  /** pendingKey(eventId, registrationId, hole): one waiting entry per hole of a card. */
  key: string;
  eventId: number;
  /** When it was typed (ISO), for the order of sending. */
  enteredAt: string;
}

export interface SavedCard {
  eventId: number;
  card: Scorecard;
  /** When the server's answer was saved (ISO). */
  savedAt: string;
}

interface ScoringSchema extends DBSchema {
  cards: { key: number; value: SavedCard };
  pending: { key: string; value: PendingScore; indexes: { byEvent: number } };
}

export type ScoringDB = IDBPDatabase<ScoringSchema>;

let opened: Promise<ScoringDB> | null = null;

export function scoringDB(): Promise<ScoringDB> {
  opened ??= openDB<ScoringSchema>(SCORING_DB, 1, {
    upgrade(db) {
      db.createObjectStore("cards", { keyPath: "eventId" });
      const pending = db.createObjectStore("pending", { keyPath: "key" });
      pending.createIndex("byEvent", "eventId");
    },
    // Another tab deletes the database at sign-out: let go of it.
    blocking() {
      void closeScoringDB();
    },
  }).catch((err: unknown) => {
    // A later call tries again (private mode, a blocked upgrade).
    opened = null;
    throw err;
  });
  return opened;
}

/** Closes the connection, as a page reload does; the next call opens it again. */
export async function closeScoringDB(): Promise<void> {
  const db = opened;
  opened = null;
  if (db) (await db.catch(() => null))?.close();
}

export const pendingKey = (eventId: number, registrationId: number, hole: number) => `${eventId}:${registrationId}:${hole}`;

/** Whether the database is on this phone; true where the browser cannot list its databases. */
export async function scoringDBExists(): Promise<boolean> {
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((d) => d.name === SCORING_DB);
  } catch {
    return true;
  }
}

/** Deletes the database; the next call to scoringDB makes it afresh. */
export async function deleteScoringDB(): Promise<void> {
  await closeScoringDB();
  await deleteDB(SCORING_DB);
}
