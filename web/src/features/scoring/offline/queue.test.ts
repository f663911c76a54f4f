import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/shared/lib/api";
import type { ScoreEntryInput, ScoreEntryResult } from "../types";
import { SCORING_DB, closeScoringDB } from "./db";
import { BATCH_SIZE, flushScores, forgetSignedOutMember, onFlushOutcome, pendingScores, queueScore, readCard, saveCard, type SendScores } from "./queue";
import { testCard } from "./testData";

const EVENT = 5;

beforeEach(async () => {
  await closeScoringDB();
  globalThis.indexedDB = new IDBFactory();
});

const entry = (registrationId: number, hole: number, strokes: number | null, revision = 1, pickedUp = false): ScoreEntryInput => ({
  registrationId,
  hole,
  strokes,
  pickedUp,
  revision,
});

/**
 * The server's rule for POST /api/events/{id}/scores (docs/api.md): a
 * (registration, hole, revision) already in the history with the same value
 * is a retry and changes nothing; anything else is stored with the next
 * revision, with conflict when the phone's base revision was stale.
 */
function fakeServer() {
  const history: (ScoreEntryInput & { by: string })[] = [];
  const current = new Map<string, { strokes: number | null; pickedUp: boolean; revision: number; by: string }>();
  const calls: ScoreEntryInput[][] = [];
  const write = (e: ScoreEntryInput, by = "Aisyah Rahman"): ScoreEntryResult => {
    const key = `${e.registrationId}:${e.hole}`;
    const seen = history.find((h) => h.registrationId === e.registrationId && h.hole === e.hole && h.revision === e.revision);
    if (seen && seen.strokes === e.strokes && seen.pickedUp === e.pickedUp) return { ...e, conflict: false };
    const was = current.get(key);
    const revision = (was?.revision ?? 0) + 1;
    const stale = (was?.revision ?? 0) !== e.revision - 1;
    current.set(key, { strokes: e.strokes, pickedUp: e.pickedUp, revision, by });
    history.push({ ...e, revision, by });
    return {
      ...e,
      revision,
      conflict: stale,
      ...(stale && was ? { overwrote: { strokes: was.strokes, pickedUp: was.pickedUp, enteredBy: was.by } } : {}),
    };
  };
  const send: SendScores = async (_id, entries) => {
    calls.push(entries);
    return entries.map((e) => write(e));
  };
  return { history, current, calls, send, write };
}

describe("the score queue", () => {
  it("keeps entries and the card across a reload", async () => {
    await saveCard(testCard());
    await queueScore(EVENT, entry(11, 1, 4));
    await queueScore(EVENT, entry(12, 1, 5));
    await closeScoringDB(); // the tab is closed and opened again

    const pending = await pendingScores(EVENT);
    expect(pending.map((p) => [p.registrationId, p.hole, p.strokes, p.revision])).toEqual([
      [11, 1, 4, 1],
      [12, 1, 5, 1],
    ]);
    expect((await readCard(EVENT))?.card.title).toBe("Monthly Medal");
  });

  it("counts one waiting entry per hole of a card: typing a hole again replaces it", async () => {
    await queueScore(EVENT, entry(11, 1, 4));
    await queueScore(EVENT, entry(11, 1, 5));
    await queueScore(EVENT, entry(11, 2, 3));
    await queueScore(6, entry(11, 1, 4));
    const pending = await pendingScores(EVENT);
    expect(pending).toHaveLength(2);
    expect(pending.find((p) => p.hole === 1)?.strokes).toBe(5);
  });

  it("sends in batches and empties the queue with the answers written into the saved card", async () => {
    const server = fakeServer();
    await saveCard(testCard());
    for (let hole = 1; hole <= 18; hole++) {
      for (const reg of [11, 12, 13]) await queueScore(EVENT, entry(reg, hole, 4));
    }
    const outcome = await flushScores(EVENT, server.send);

    expect(server.calls.map((c) => c.length)).toEqual([BATCH_SIZE, 54 - BATCH_SIZE]);
    expect(outcome.accepted).toHaveLength(54);
    expect(outcome.retryLater).toBe(false);
    expect(await pendingScores(EVENT)).toEqual([]);
    const card = (await readCard(EVENT))!.card;
    expect(card.players.find((p) => p.registrationId === 12)?.scores).toHaveLength(18);
    expect(card.players.find((p) => p.registrationId === 12)?.scores[0]).toMatchObject({ hole: 1, strokes: 4, revision: 1 });
  });

  it("keeps the entries when there is no network, and a retry after a lost answer counts each score once", async () => {
    const server = fakeServer();
    await queueScore(EVENT, entry(11, 1, 4));
    await queueScore(EVENT, entry(11, 2, 5));

    // No network at all: nothing reached the server, nothing leaves the queue.
    const offline = await flushScores(EVENT, () => Promise.reject(new TypeError("Failed to fetch")));
    expect(offline.retryLater).toBe(true);
    expect(await pendingScores(EVENT)).toHaveLength(2);

    // The server stores the batch but the answer is lost on the way back.
    const lost: SendScores = async (id, entries) => {
      await server.send(id, entries);
      throw new TypeError("network connection was lost");
    };
    expect((await flushScores(EVENT, lost)).retryLater).toBe(true);
    expect(await pendingScores(EVENT)).toHaveLength(2);

    // The retry sends the same revisions: the server sees a retry, not new scores.
    const retried = await flushScores(EVENT, server.send);
    expect(server.calls[1]).toEqual(server.calls[0]);
    expect(retried.conflicts).toEqual([]);
    expect(server.history).toHaveLength(2);
    expect(server.current.get("11:1")).toMatchObject({ strokes: 4, revision: 1 });
    expect(await pendingScores(EVENT)).toEqual([]);
  });

  it("tries again later on a server error or an expired session, without dropping anything", async () => {
    await queueScore(EVENT, entry(11, 1, 4));
    for (const status of [500, 503, 401]) {
      const outcome = await flushScores(EVENT, () => Promise.reject(new ApiError(status, "no")));
      expect(outcome.retryLater).toBe(true);
    }
    expect(await pendingScores(EVENT)).toHaveLength(1);
  });

  it("reports a conflict with who had changed the score, and adopts the server's revision", async () => {
    const server = fakeServer();
    await saveCard(testCard());
    // Rashid's phone wrote hole 3 of Aisyah's card while this phone was offline.
    server.write(entry(11, 3, 5), "Rashid Ali");
    await queueScore(EVENT, entry(11, 3, 4, 1));
    const heard = vi.fn();
    const stop = onFlushOutcome(heard);
    const outcome = await flushScores(EVENT, server.send);
    stop();

    expect(outcome.conflicts).toEqual([
      expect.objectContaining({ registrationId: 11, hole: 3, strokes: 4, revision: 2, conflict: true, overwrote: { strokes: 5, pickedUp: false, enteredBy: "Rashid Ali" } }),
    ]);
    expect(heard).toHaveBeenCalledWith(outcome);
    const card = (await readCard(EVENT))!.card;
    expect(card.players[0].scores.find((s) => s.hole === 3)).toMatchObject({ strokes: 4, revision: 2 });
  });

  it("an entry typed again while its batch is on the way stays, on top of the answer's revision", async () => {
    const server = fakeServer();
    await queueScore(EVENT, entry(11, 1, 4));
    let corrected = false;
    const slow: SendScores = async (id, entries) => {
      if (!corrected) await queueScore(EVENT, entry(11, 1, 6)); // the player corrects it meanwhile
      corrected = true;
      return server.send(id, entries);
    };
    await flushScores(EVENT, slow);
    // The run went round again for the correction; it built on revision 1.
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toEqual([entry(11, 1, 6, 2)]);
    expect(server.current.get("11:1")).toMatchObject({ strokes: 6, revision: 2 });
    expect(await pendingScores(EVENT)).toEqual([]);
  });

  it("a refused entry does not hold back the others: the batch is sent one by one and the refused one dropped", async () => {
    const server = fakeServer();
    await queueScore(EVENT, entry(11, 1, 4));
    await queueScore(EVENT, entry(99, 1, 4)); // moved to another flight meanwhile
    await queueScore(EVENT, entry(12, 1, 5));
    const strict: SendScores = async (id, entries) => {
      if (entries.some((e) => e.registrationId === 99)) throw new ApiError(400, "Player not in your flight", "player_not_in_flight");
      return server.send(id, entries);
    };
    const outcome = await flushScores(EVENT, strict);
    expect(outcome.accepted.map((r) => r.registrationId)).toEqual([11, 12]);
    expect(outcome.rejected.map((r) => [r.entry.registrationId, r.error.code])).toEqual([[99, "player_not_in_flight"]]);
    expect(await pendingScores(EVENT)).toEqual([]);
  });

  it("drops the waiting entries of a locked card", async () => {
    await queueScore(EVENT, entry(11, 1, 4));
    await queueScore(EVENT, entry(12, 1, 4));
    const outcome = await flushScores(EVENT, () => Promise.reject(new ApiError(409, "locked", "card_locked")));
    expect(outcome.locked).toBe(true);
    expect(await pendingScores(EVENT)).toEqual([]);
  });

  it("at sign-out forgets the saved cards, and the whole database when nothing waits to be sent", async () => {
    await saveCard(testCard());
    await forgetSignedOutMember();
    const names = async () => (await indexedDB.databases()).map((d) => d.name);
    expect(await names()).not.toContain(SCORING_DB);
    expect(await readCard(EVENT)).toBeUndefined();

    // A round's unsent scores outlive a session that ran out; the card does not.
    await saveCard(testCard());
    await queueScore(EVENT, entry(11, 1, 4));
    await forgetSignedOutMember();
    expect(await names()).toContain(SCORING_DB);
    expect(await readCard(EVENT)).toBeUndefined();
    expect(await pendingScores(EVENT)).toHaveLength(1);
  });

  it("runs one send per event at a time", async () => {
    const server = fakeServer();
    await queueScore(EVENT, entry(11, 1, 4));
    const [a, b] = [flushScores(EVENT, server.send), flushScores(EVENT, server.send)];
    expect(await a).toBe(await b);
    expect(server.history).toHaveLength(1);
  });
});
