import { describe, expect, it } from "vitest";
import { meritField, meritInput, meritValues, parsePointsTable, validateMerit, type MeritValues } from "./meritForm";

const valid = (): MeritValues => ({
  seasonStartMonth: "1",
  pointsTable: "100, 80, 65, 55, 50",
  bestN: "6",
  visibility: "public",
  divisions: [{ name: "Division A", minIndex: "-2.1", maxIndex: "12.4" }],
});

describe("validateMerit", () => {
  it("accepts good settings and turns them into the API's", () => {
    expect(validateMerit(valid())).toEqual({});
    expect(meritInput(valid())).toEqual({
      seasonStartMonth: 1,
      pointsTable: [100, 80, 65, 55, 50],
      bestN: 6,
      visibility: "public",
      divisions: [{ name: "Division A", minIndex: -2.1, maxIndex: 12.4 }],
    });
    expect(meritValues(meritInput(valid()))).toEqual(valid());
  });

  it.each([
    ["month 13", (v: MeritValues) => (v.seasonStartMonth = "13"), "seasonStartMonth", "admin.merit.monthRange"],
    ["a word in the table", (v: MeritValues) => (v.pointsTable = "100, eighty"), "pointsTable", "admin.merit.tableNumbers"],
    ["an empty table", (v: MeritValues) => (v.pointsTable = " "), "pointsTable", "admin.merit.tableNumbers"],
    ["a place earning more than the one above", (v: MeritValues) => (v.pointsTable = "100, 80, 90"), "pointsTable", "admin.merit.tableOrder"],
    ["best 101", (v: MeritValues) => (v.bestN = "101"), "bestN", "admin.merit.bestNRange"],
    ["a place with 0 points", (v: MeritValues) => (v.pointsTable = "100, 0"), "pointsTable", "admin.merit.tableNumbers"],
    ["51 places", (v: MeritValues) => (v.pointsTable = Array(51).fill("10").join(",")), "pointsTable", "admin.merit.tableLength"],
    [
      "overlapping divisions",
      (v: MeritValues) => v.divisions.push({ name: "Division B", minIndex: "12.0", maxIndex: "28" }),
      "divisions.1.minIndex",
      "admin.merit.overlap",
    ],
    ["a division without a name", (v: MeritValues) => (v.divisions[0].name = ""), "divisions.0.name", "admin.merit.divisionName"],
    ["an index above 54", (v: MeritValues) => (v.divisions[0].maxIndex = "54.1"), "divisions.0.maxIndex", "admin.merit.indexRange"],
    ["a range upside down", (v: MeritValues) => (v.divisions[0].maxIndex = "-5"), "divisions.0.maxIndex", "admin.merit.rangeOrder"],
  ])("rejects %s", (_n, change, field, id) => {
    const v = valid();
    change(v);
    expect(validateMerit(v)[field]).toBe(id);
  });

  it("best 0 counts every event; bands that only touch do not overlap", () => {
    const v = valid();
    v.bestN = "0";
    v.divisions.push({ name: "Division B", minIndex: "12.5", maxIndex: "28" });
    expect(validateMerit(v)).toEqual({});
  });

  it("reads the table with commas or spaces, and equal points for equal places", () => {
    expect(parsePointsTable("50 40,40  10")).toEqual([50, 40, 40, 10]);
  });
});

describe("meritField", () => {
  it.each([
    ["bestN", "bestN"],
    ["seasonStartMonth", "seasonStartMonth"],
    ["visibility", "visibility"],
    ["pointsTable", "pointsTable"],
    ["pointsTable.3", "pointsTable"],
    ["divisions", "divisions"],
    ["divisions.1.minIndex", "divisions.1.minIndex"],
    ["divisions.0.name", "divisions.0.name"],
  ])("the server's %s shows under the form's %s", (server, field) => {
    expect(meritField(server)).toBe(field);
  });

  it.each(["season", "divisions.0.colour", "pointsTable.x", "other"])("%s has no field on the form", (server) => {
    expect(meritField(server)).toBeUndefined();
  });
});
