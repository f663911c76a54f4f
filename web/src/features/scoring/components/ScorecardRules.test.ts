import { describe, expect, it } from "vitest";
import { formatIndex, parseIndex } from "@/shared/lib/format";
import { PARS, STROKE_INDEXES, testPlayer } from "../offline/testData";
import { canConfirm, formatToPar, quickScores, runningTotal, scoreClass, stablefordPoints, valuesByHole } from "./ScorecardRules";

const holes = PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] }));
const v = (strokes: number | null, pickedUp = false) => ({ strokes, pickedUp });

describe("scorecard rules", () => {
  it.each([
    [3, [1, 2, 3, 4, 5, 6, 7]],
    [4, [2, 3, 4, 5, 6, 7, 8]],
    [5, [3, 4, 5, 6, 7, 8, 9]],
  ])("quick-select on a par %i runs par−2 … par+4", (par, want) => {
    expect(quickScores(par)).toEqual(want);
  });

  it.each([
    [1, 3, "eagle"],
    [2, 4, "eagle"],
    [3, 5, "eagle"],
    [3, 4, "birdie"],
    [4, 4, "par"],
    [5, 4, "bogey"],
    [6, 4, "double"],
    [9, 4, "double"],
  ] as const)("%i on a par %i is %s", (strokes, par, want) => {
    expect(scoreClass(strokes, par)).toBe(want);
  });

  it.each([
    // par, strokes, received, points (R&A Rules of Golf, Rule 21.1b: net par 2, one more per stroke better, none at net double bogey)
    [4, 4, 0, 2],
    [4, 5, 1, 2],
    [4, 3, 0, 3],
    [5, 3, 1, 5],
    [4, 6, 0, 0],
    [4, 7, 0, 0],
    [3, 3, -1, 1],
  ])("Stableford: par %i, %i strokes, %i received → %i points", (par, strokes, received, points) => {
    expect(stablefordPoints(par, strokes, received)).toBe(points);
  });

  it("running totals count only the holes played; a pick-up is 0 points, and NR in stroke play", () => {
    const received = holes.map(() => 1);
    const values = [v(5), v(4), v(null, true), undefined, v(6)];
    expect(runningTotal(holes, received, values, "stableford")).toMatchObject({ thru: 4, gross: 15, points: 2 + 3 + 0 + 1, noReturn: false });
    const stroke = runningTotal(holes, received, values, "stroke");
    expect(stroke).toMatchObject({ thru: 4, grossToPar: 1 + 0 + 2, netToPar: 0 - 1 + 1, noReturn: true });
  });

  it("writes scores to par as scoreboards do", () => {
    expect([formatToPar(0), formatToPar(3), formatToPar(-2)]).toEqual(["E", "+3", "\u22122"]);
  });

  it("the member may confirm only a complete card, or one that is NR or DQ", () => {
    const p = testPlayer(1, "A");
    const seventeen = valuesByHole(holes.slice(0, 17).map((h) => ({ hole: h.number, strokes: h.par, pickedUp: false, revision: 1, enteredBy: "", enteredAt: "" })));
    expect(canConfirm(p, seventeen)).toBe(false);
    expect(canConfirm({ status: "NR" }, seventeen)).toBe(true);
    expect(canConfirm({ status: "DQ" }, [])).toBe(true);
    const all = [...seventeen.slice(0, 17), { hole: 18, strokes: null, pickedUp: true, revision: 1, enteredBy: "", enteredAt: "" }];
    expect(canConfirm(p, all)).toBe(true);
  });
});

describe("Handicap Index", () => {
  it.each([
    ["12.4", 12.4],
    ["12,4", 12.4],
    ["54", 54],
    ["54.0", 54],
    ["0", 0],
    ["+2.1", -2.1],
    ["+10", -10],
    [" 7.5 ", 7.5],
  ])("%s is %s", (text, want) => {
    expect(parseIndex(text)).toBe(want);
  });

  it.each(["54.1", "+10.1", "12.45", "-3", "abc", "", "1e1", "100"])("%s is refused", (text) => {
    expect(parseIndex(text)).toBeNull();
  });

  it.each([
    [12.4, "12.4"],
    [-2.1, "+2.1"],
    [0, "0.0"],
    [54, "54.0"],
  ])("%s is shown %s", (index, want) => {
    expect(formatIndex(index)).toBe(want);
  });
});
