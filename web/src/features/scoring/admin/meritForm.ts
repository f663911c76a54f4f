// The Order of Merit settings as the form holds them, and their checks, the
// server's: the season's first month 1–12, a points table of 1–50 places,
// each above 0 and none above the place before, best N 0 (every event) to
// 100, and divisions with unique names and Handicap Index bands (-10.0 to
// 54.0, one decimal) that do not overlap.
import type { MessageId } from "@/shared/i18n/i18n";
import type { MeritSettings } from "../types";

export interface MeritValues {
  seasonStartMonth: string;
  pointsTable: string;
  bestN: string;
  visibility: "public" | "members";
  divisions: { name: string; minIndex: string; maxIndex: string }[];
}

export type MeritErrors = Record<string, MessageId>;

/** The points table's longest length. */
export const MAX_PLACES = 50;

export function meritValues(s: MeritSettings): MeritValues {
  return {
    seasonStartMonth: String(s.seasonStartMonth),
    pointsTable: s.pointsTable.join(", "),
    bestN: String(s.bestN),
    visibility: s.visibility,
    divisions: s.divisions.map((d) => ({ name: d.name, minIndex: String(d.minIndex), maxIndex: String(d.maxIndex) })),
  };
}

/** "100, 80, 65.5" → [100, 80, 65.5]; null when any part is not a number. */
export function parsePointsTable(s: string): number[] | null {
  const parts = s.split(/[,\s]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const nums = parts.map((p) => (/^\d+(\.\d+)?$/.test(p) ? Number(p) : NaN));
  return nums.some(Number.isNaN) ? null : nums;
}

const indexOf = (s: string) => (/^\s*-?\d+(\.\d)?\s*$/.test(s) ? Number(s) : NaN);

export function validateMerit(v: MeritValues): MeritErrors {
  const e: MeritErrors = {};
  const month = Number(v.seasonStartMonth);
  if (!Number.isInteger(month) || month < 1 || month > 12) e.seasonStartMonth = "admin.merit.monthRange";
  const table = parsePointsTable(v.pointsTable);
  if (!table || table.some((p) => p <= 0)) e.pointsTable = "admin.merit.tableNumbers";
  else if (table.length > MAX_PLACES) e.pointsTable = "admin.merit.tableLength";
  else if (table.some((p, i) => i > 0 && p > table[i - 1])) e.pointsTable = "admin.merit.tableOrder";
  const n = /^\s*\d+\s*$/.test(v.bestN) ? Number(v.bestN) : NaN;
  if (!(n >= 0 && n <= 100)) e.bestN = "admin.merit.bestNRange";
  const names = new Set<string>();
  v.divisions.forEach((d, i) => {
    const name = d.name.trim().toLowerCase();
    if (!name) e[`divisions.${i}.name`] = "admin.merit.divisionName";
    else if (names.has(name)) e[`divisions.${i}.name`] = "admin.merit.divisionTaken";
    names.add(name);
    const lo = indexOf(d.minIndex);
    const hi = indexOf(d.maxIndex);
    if (!(lo >= -10 && lo <= 54)) e[`divisions.${i}.minIndex`] = "admin.merit.indexRange";
    if (!(hi >= -10 && hi <= 54)) e[`divisions.${i}.maxIndex`] = "admin.merit.indexRange";
    else if (lo >= -10 && lo > hi) e[`divisions.${i}.maxIndex`] = "admin.merit.rangeOrder";
  });
  // A band may not overlap an earlier one (the server names the later one's low end).
  v.divisions.forEach((d, i) => {
    const lo = indexOf(d.minIndex);
    const hi = indexOf(d.maxIndex);
    if (Number.isNaN(lo) || Number.isNaN(hi) || e[`divisions.${i}.minIndex`]) return;
    const clash = v.divisions.slice(0, i).some((o) => lo <= indexOf(o.maxIndex) && indexOf(o.minIndex) <= hi);
    if (clash) e[`divisions.${i}.minIndex`] = "admin.merit.overlap";
  });
  return e;
}

export function meritInput(v: MeritValues): MeritSettings {
  return {
    seasonStartMonth: Number(v.seasonStartMonth),
    pointsTable: parsePointsTable(v.pointsTable) ?? [],
    bestN: Number(v.bestN),
    visibility: v.visibility,
    divisions: v.divisions.map((d) => ({ name: d.name.trim(), minIndex: Number(d.minIndex), maxIndex: Number(d.maxIndex) })),
  };
}

const MERIT_FIELDS = new Set(["seasonStartMonth", "pointsTable", "bestN", "visibility", "divisions"]);

/**
 * The form field that shows a server error on the request's field name:
 * the points table's places ("pointsTable.3") show under the one table
 * field; undefined for a name the form has no field for.
 */
export function meritField(server: string): string | undefined {
  if (/^pointsTable\.\d+$/.test(server)) return "pointsTable";
  if (MERIT_FIELDS.has(server) || /^divisions\.\d+\.(name|minIndex|maxIndex)$/.test(server)) return server;
  return undefined;
}
