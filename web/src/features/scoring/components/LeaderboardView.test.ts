import { describe, expect, it } from "vitest";
import type { LeaderboardRow } from "../types";
import { formatScore, positionLabel, shownRows, thruText, toPar } from "./LeaderboardView";

const row = (over: Partial<LeaderboardRow> & Pick<LeaderboardRow, "registrationId" | "name">): LeaderboardRow => ({
  position: 1,
  label: "1",
  memberId: over.registrationId * 10,
  thru: 18,
  today: 0,
  gross: 72,
  net: 70,
  netToPar: -2,
  points: 36,
  status: "",
  holeInOne: false,
  ...over,
});

describe("shownRows", () => {
  it("labels shared places T3 and single ones plainly", () => {
    const rows = [
      row({ registrationId: 1, name: "Aisyah", position: 1 }),
      row({ registrationId: 2, name: "Ben", position: 2 }),
      row({ registrationId: 3, name: "Chong", position: 3 }),
      row({ registrationId: 4, name: "Devi", position: 3 }),
      row({ registrationId: 5, name: "Eng", position: 5 }),
    ];
    expect(shownRows(rows).map((s) => `${s.label} ${s.row.name}`)).toEqual(["1 Aisyah", "2 Ben", "T3 Chong", "T3 Devi", "5 Eng"]);
  });

  it("puts every card without a position after the field, NR before DQ, whatever order they came in", () => {
    const rows = [
      row({ registrationId: 1, name: "Dq", position: null, label: "DQ", status: "DQ" }),
      row({ registrationId: 2, name: "Second", position: 2 }),
      row({ registrationId: 3, name: "Nr", position: null, label: "NR", status: "NR" }),
      row({ registrationId: 4, name: "First", position: 1 }),
      // A stroke-play card with a hole picked up: no return, though the admin set no status.
      row({ registrationId: 5, name: "NoReturn", position: null, label: "NR", status: "" }),
    ];
    const shown = shownRows(rows);
    expect(shown.map((s) => s.row.name)).toEqual(["First", "Second", "Nr", "NoReturn", "Dq"]);
    expect(shown.map((s) => s.label)).toEqual(["1", "2", "NR", "NR", "DQ"]);
    expect(shown.map((s) => s.out)).toEqual([false, false, true, true, true]);
  });

  it("a player yet to start has no label and comes after the field but before NR and DQ", () => {
    const rows = [
      row({ registrationId: 1, name: "Dq", position: null, label: "DQ", status: "DQ" }),
      row({ registrationId: 2, name: "Waiting", position: null, label: "", status: "", thru: 0 }),
      row({ registrationId: 3, name: "Nr", position: null, label: "NR", status: "NR" }),
      row({ registrationId: 4, name: "First", position: 1 }),
    ];
    const shown = shownRows(rows);
    expect(shown.map((s) => [s.row.name, s.label, s.out])).toEqual([
      ["First", "1", false],
      ["Waiting", "", false],
      ["Nr", "NR", true],
      ["Dq", "DQ", true],
    ]);
  });

  it("keeps the server's order among equal positions", () => {
    const rows = [row({ registrationId: 9, name: "Zed", position: 1 }), row({ registrationId: 1, name: "Abu", position: 1 })];
    expect(shownRows(rows).map((s) => s.row.name)).toEqual(["Zed", "Abu"]);
  });
});

describe("labels and scores", () => {
  it("writes scores to par as golfers do", () => {
    expect([toPar(0), toPar(3), toPar(-2)]).toEqual(["E", "+3", "\u22122"]);
  });
  it("shows holes played, F when finished and a dash before the first", () => {
    expect([thruText(0, "F"), thruText(7, "F"), thruText(18, "F")]).toEqual(["–", "7", "F"]);
  });
  it("scores net to par in stroke play and points in Stableford", () => {
    const r = row({ registrationId: 1, name: "A", netToPar: -3, points: 39, thru: 12 });
    expect(formatScore(r, "stroke")).toBe("\u22123");
    expect(formatScore(r, "stableford")).toBe("39");
    expect(formatScore({ ...r, thru: 0 }, "stableford")).toBe("–");
  });
  it("a card out of the ranking shows its status", () => {
    expect(positionLabel({ position: null, label: "DQ", status: "DQ" }, false)).toBe("DQ");
    expect(positionLabel({ position: 4, label: "4", status: "" }, true)).toBe("T4");
  });
});
