// What the leaderboard shows, worked out apart from the screen so it can be
// tested on its own: the order of the rows (the field by position, then
// DQ, NR and no-return cards, which have none), the position label ("T3"
// for a shared place), scores to par and how far a player has gone.
import type { GolfFormat, LeaderboardRow } from "../types";

/** The minus sign, not a hyphen: it lines up with "+" in tabular figures. */
export const MINUS = "\u2212";

/** "E" for level par, "+3", "−2". */
export function toPar(n: number): string {
  if (n === 0) return "E";
  return n > 0 ? `+${n}` : `${MINUS}${-n}`;
}

/** The place shown: "T3" when others share it; DQ or NR for a card out of
 *  the ranking; nothing for a player who has not started. */
export function positionLabel(row: Pick<LeaderboardRow, "position" | "label" | "status">, shared: boolean): string {
  if (row.position === null) return row.status || row.label;
  return shared ? `T${row.position}` : String(row.position);
}

export interface ShownRow<R extends LeaderboardRow = LeaderboardRow> {
  row: R;
  label: string;
  /** Out of the ranking: DQ, NR or a no-return card (not a player yet to start). */
  out: boolean;
}

/** Where a row without a position goes: those yet to start, then NR, then DQ. */
function outRank(r: Pick<LeaderboardRow, "position" | "label" | "status">): number {
  if (r.position !== null) return 0;
  if (r.status === "DQ" || r.label === "DQ") return 3;
  return r.status || r.label ? 2 : 1;
}

/** The rows in leaderboard order with their labels. The server ranks; this
 *  keeps its order among equals and only makes sure every ranked row comes
 *  first, by position, then those yet to start, then NR, then DQ. */
export function shownRows<R extends LeaderboardRow>(rows: readonly R[]): ShownRow<R>[] {
  const count = new Map<number, number>();
  for (const r of rows) if (r.position !== null) count.set(r.position, (count.get(r.position) ?? 0) + 1);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => outRank(a.row) - outRank(b.row) || (a.row.position ?? 0) - (b.row.position ?? 0) || a.i - b.i)
    .map(({ row }) => ({
      row,
      label: positionLabel(row, row.position !== null && (count.get(row.position) ?? 0) > 1),
      out: outRank(row) >= 2,
    }));
}

/** Holes played: "F" once all 18 are in, "–" before the first. */
export function thruText(thru: number, finished: string): string {
  if (thru >= 18) return finished;
  return thru <= 0 ? "–" : String(thru);
}

/** The format's score column: net to par in stroke play, points in Stableford. */
export function formatScore(row: Pick<LeaderboardRow, "netToPar" | "points" | "thru">, format: GolfFormat): string {
  if (row.thru === 0) return "–";
  return format === "stableford" ? String(row.points) : toPar(row.netToPar);
}
