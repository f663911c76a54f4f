// A flight's scorecard for the scoring tests: four players on a par-72
// course, holes 1–18 with stroke indexes, played today, nothing entered
// unless asked.
import { clubToday } from "@/shared/lib/format";
import type { HoleScoreEntry, Scorecard, ScorecardPlayer } from "../types";

export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
export const STROKE_INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];

export function testPlayer(registrationId: number, name: string, extra: Partial<ScorecardPlayer> = {}): ScorecardPlayer {
  return {
    registrationId,
    memberId: registrationId + 100,
    name,
    isMe: false,
    handicapIndex: 18.2,
    playingHandicap: 18,
    received: STROKE_INDEXES.map(() => 1),
    status: "",
    confirmedAt: null,
    scores: [],
    ...extra,
  };
}

/** Holes 1..n played in strokes (a number per hole, par when omitted). */
export function played(n: number, strokes: (hole: number, par: number) => number = (_h, par) => par): HoleScoreEntry[] {
  return PARS.slice(0, n).map((par, i) => ({
    hole: i + 1,
    strokes: strokes(i + 1, par),
    pickedUp: false,
    revision: 1,
    enteredBy: "Aisyah Rahman",
    enteredAt: "2026-11-26T01:00:00Z",
  }));
}

export function testCard(extra: Partial<Scorecard> = {}): Scorecard {
  return {
    eventId: 5,
    title: "Monthly Medal",
    date: clubToday(),
    format: "stableford",
    allowance: 95,
    locked: false,
    finalised: false,
    course: {
      name: "Bukit Hijau",
      tee: "White",
      holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] })),
    },
    players: [
      testPlayer(11, "Aisyah Rahman", { isMe: true }),
      testPlayer(12, "Rashid Ali"),
      testPlayer(13, "Mei Ling Tan", { received: STROKE_INDEXES.map((si) => (si <= 4 ? 1 : 0)), playingHandicap: 4 }),
      testPlayer(14, "Kumar Pillai", { received: STROKE_INDEXES.map((si) => (si >= 17 ? -1 : 0)), playingHandicap: -2, handicapIndex: -2.1 }),
    ],
    ...extra,
  };
}
