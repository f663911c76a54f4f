// The scorecard's arithmetic on the phone: the running totals the server
// would compute for the holes entered so far (internal/golf is the
// authority; the phone shows the same numbers before its entries reach the
// server), the colour-and-shape class of a score, the quick-select range,
// and when a member may confirm their card.
import type { GolfFormat, HoleScoreEntry, ScorecardHole, ScorecardPlayer } from "../types";

export const HOLE_COUNT = 18;
/** The server's bounds for a hole's strokes (400 score_out_of_range outside). */
export const MIN_STROKES = 1;
export const MAX_STROKES = 20;

/** A hole's value as the screen knows it: from the server or typed on this phone. */
export interface HoleValue {
  strokes: number | null;
  pickedUp: boolean;
}

/** Whether a hole has been played: a score entered, or the ball picked up. */
export function isPlayed(v: HoleValue | undefined): boolean {
  return !!v && (v.pickedUp || (v.strokes !== null && v.strokes > 0));
}

/** The quick-select buttons of a hole: par−2 … par+4, never below 1. */
export function quickScores(par: number): number[] {
  const out: number[] = [];
  for (let s = Math.max(MIN_STROKES, par - 2); s <= Math.min(MAX_STROKES, par + 4); s++) out.push(s);
  return out;
}

export type ScoreClass = "eagle" | "birdie" | "par" | "bogey" | "double";

/** A gross score against par, as scorecards mark it: eagle or better, birdie, par, bogey, double bogey or worse. */
export function scoreClass(strokes: number, par: number): ScoreClass {
  const d = strokes - par;
  if (d <= -2) return "eagle";
  if (d === -1) return "birdie";
  if (d === 0) return "par";
  if (d === 1) return "bogey";
  return "double";
}

/** Stableford points for one hole: two for a net par, one more per stroke better; never below 0. */
export function stablefordPoints(par: number, strokes: number, received: number): number {
  return Math.max(0, 2 + par + received - strokes);
}

export interface RunningTotal {
  /** Holes played (scored or picked up). */
  thru: number;
  gross: number;
  /** Gross strokes against the par of the holes scored. */
  grossToPar: number;
  netToPar: number;
  points: number;
  /** Stroke play: a hole picked up makes the round a no return. */
  noReturn: boolean;
}

/** The totals of a card over the holes played so far. */
export function runningTotal(holes: ScorecardHole[], received: number[], values: (HoleValue | undefined)[], format: GolfFormat): RunningTotal {
  const total: RunningTotal = { thru: 0, gross: 0, grossToPar: 0, netToPar: 0, points: 0, noReturn: false };
  holes.forEach((h, i) => {
    const v = values[i];
    if (!isPlayed(v)) return;
    total.thru++;
    if (v!.pickedUp) {
      if (format === "stroke") total.noReturn = true;
      return;
    }
    const strokes = v!.strokes!;
    const r = received[i] ?? 0;
    total.gross += strokes;
    total.grossToPar += strokes - h.par;
    total.netToPar += strokes - r - h.par;
    total.points += stablefordPoints(h.par, strokes, r);
  });
  return total;
}

/** "E", "+3", "−2" (a true minus sign, as scoreboards print it). */
export function formatToPar(n: number): string {
  if (n === 0) return "E";
  return n > 0 ? `+${n}` : `\u2212${-n}`;
}

/** The member may confirm their own card once all 18 holes are played, or the card is NR or DQ. */
export function canConfirm(player: Pick<ScorecardPlayer, "status">, values: (HoleValue | undefined)[]): boolean {
  if (player.status === "NR" || player.status === "DQ") return true;
  let played = 0;
  for (let i = 0; i < HOLE_COUNT; i++) if (isPlayed(values[i])) played++;
  return played === HOLE_COUNT;
}

/** A player's holes as an array indexed by hole − 1, from the server's list. */
export function valuesByHole(scores: HoleScoreEntry[]): (HoleScoreEntry | undefined)[] {
  const out: (HoleScoreEntry | undefined)[] = Array.from({ length: HOLE_COUNT });
  for (const s of scores) if (s.hole >= 1 && s.hole <= HOLE_COUNT) out[s.hole - 1] = s;
  return out;
}
