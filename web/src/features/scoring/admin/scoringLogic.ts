// The admin scoring screen's reckoning, apart from the screen: the cards
// grouped by flight, how far each card has gone, who has not confirmed,
// the revision a correction must carry, and the holes a Nearest the Pin can
// be on (par 3s).
import type { AdminScoringPlayer, HoleScoreEntry, ScorecardHole } from "../types";

export interface FlightGroup {
  flightId: number;
  flightName: string;
  players: AdminScoringPlayer[];
}

/** Flights in the order the server sends them, players in theirs. */
export function groupByFlight(players: readonly AdminScoringPlayer[]): FlightGroup[] {
  const groups = new Map<number, FlightGroup>();
  for (const p of players) {
    let g = groups.get(p.flightId);
    if (!g) groups.set(p.flightId, (g = { flightId: p.flightId, flightName: p.flightName, players: [] }));
    g.players.push(p);
  }
  return [...groups.values()];
}

const played = (s: HoleScoreEntry) => s.pickedUp || s.strokes !== null;

export interface CardSummary {
  /** Holes with a score or picked up. */
  thru: number;
  /** Strokes over the holes with a score. */
  gross: number;
  pickedUp: number;
}

export function cardSummary(p: Pick<AdminScoringPlayer, "scores">): CardSummary {
  let thru = 0;
  let gross = 0;
  let pickedUp = 0;
  for (const s of p.scores) {
    if (!played(s)) continue;
    thru++;
    if (s.pickedUp) pickedUp++;
    else gross += s.strokes ?? 0;
  }
  return { thru, gross, pickedUp };
}

/** Players who have not said "I agree with my card" (DQ and NR cards need no confirming). */
export function unconfirmed(players: readonly AdminScoringPlayer[]): AdminScoringPlayer[] {
  return players.filter((p) => !p.confirmedAt && p.status === "");
}

/** The score on a hole, if any. */
export function holeScore(p: Pick<AdminScoringPlayer, "scores">, hole: number): HoleScoreEntry | undefined {
  return p.scores.find((s) => s.hole === hole);
}

/** A write's revision: the one last seen for that hole, plus one. */
export function nextRevision(p: Pick<AdminScoringPlayer, "scores">, hole: number): number {
  return (holeScore(p, hole)?.revision ?? 0) + 1;
}

export function parThrees(holes: readonly ScorecardHole[]): number[] {
  return holes.filter((h) => h.par === 3).map((h) => h.number);
}
