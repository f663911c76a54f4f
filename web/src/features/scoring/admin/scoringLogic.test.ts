import { describe, expect, it } from "vitest";
import type { AdminScoringPlayer, HoleScoreEntry } from "../types";
import { cardSummary, groupByFlight, nextRevision, parThrees, unconfirmed } from "./scoringLogic";

const score = (hole: number, strokes: number | null, over: Partial<HoleScoreEntry> = {}): HoleScoreEntry => ({
  hole,
  strokes,
  pickedUp: false,
  revision: 1,
  enteredBy: "Ali",
  enteredAt: "2026-11-28T01:00:00Z",
  ...over,
});

const player = (registrationId: number, flightId: number, over: Partial<AdminScoringPlayer> = {}): AdminScoringPlayer => ({
  registrationId,
  memberId: registrationId + 100,
  name: `P${registrationId}`,
  handicapIndex: 12.4,
  playingHandicap: 13,
  received: [],
  status: "",
  confirmedAt: null,
  scores: [],
  flightId,
  flightName: `Flight ${flightId}`,
  ...over,
});

describe("scoring logic", () => {
  it("groups cards by flight in the server's order", () => {
    const g = groupByFlight([player(1, 2), player(2, 1), player(3, 2)]);
    expect(g.map((x) => [x.flightName, x.players.map((p) => p.registrationId)])).toEqual([
      ["Flight 2", [1, 3]],
      ["Flight 1", [2]],
    ]);
  });

  it("counts holes played, gross strokes and pick-ups; a blank hole is not played", () => {
    const p = player(1, 1, { scores: [score(1, 4), score(2, 5), score(3, null, { pickedUp: true }), score(4, null)] });
    expect(cardSummary(p)).toEqual({ thru: 3, gross: 9, pickedUp: 1 });
  });

  it("lists the players who have not confirmed, leaving out DQ and NR cards", () => {
    const list = unconfirmed([
      player(1, 1, { confirmedAt: "2026-11-28T05:00:00Z" }),
      player(2, 1),
      player(3, 1, { status: "DQ" }),
      player(4, 1, { status: "NR" }),
    ]);
    expect(list.map((p) => p.registrationId)).toEqual([2]);
  });

  it("a correction carries the hole's last revision plus one", () => {
    const p = player(1, 1, { scores: [score(7, 4, { revision: 3 })] });
    expect(nextRevision(p, 7)).toBe(4);
    expect(nextRevision(p, 8)).toBe(1);
  });

  it("Nearest the Pin holes are the par 3s", () => {
    expect(parThrees([{ number: 1, par: 4, strokeIndex: 1 }, { number: 2, par: 3, strokeIndex: 2 }, { number: 8, par: 3, strokeIndex: 3 }])).toEqual([2, 8]);
  });
});
