import { describe, expect, it } from "vitest";
import { blankTee, courseInput, courseValues, missingStrokeIndexes, teePar, validateCourse, type CourseValues } from "./courseForm";

const valid = (): CourseValues => ({ name: "Seri Kembangan", tees: [{ ...blankTee("White"), courseRating: "71.2", slope: "125" }] });

describe("validateCourse (the server's rules)", () => {
  it("accepts a full course", () => {
    expect(validateCourse(valid())).toEqual({});
  });

  it.each([
    ["a blank name", (v: CourseValues) => (v.name = " "), "name", "admin.courses.nameRequired"],
    ["no tee", (v: CourseValues) => (v.tees = []), "tees", "admin.courses.teeRequired"],
    ["a blank tee name", (v: CourseValues) => (v.tees[0].name = ""), "tees.0.name", "admin.courses.teeNameRequired"],
    ["slope 54", (v: CourseValues) => (v.tees[0].slope = "54"), "tees.0.slope", "admin.courses.slopeRange"],
    ["slope 156", (v: CourseValues) => (v.tees[0].slope = "156"), "tees.0.slope", "admin.courses.slopeRange"],
    ["rating with two decimals", (v: CourseValues) => (v.tees[0].courseRating = "71.25"), "tees.0.courseRating", "admin.courses.ratingRange"],
    ["rating 90.1", (v: CourseValues) => (v.tees[0].courseRating = "90.1"), "tees.0.courseRating", "admin.courses.ratingRange"],
    ["par 2", (v: CourseValues) => (v.tees[0].holes[4].par = "2"), "tees.0.holes.4.par", "admin.courses.parRange"],
    ["par 7", (v: CourseValues) => (v.tees[0].holes[17].par = "7"), "tees.0.holes.17.par", "admin.courses.parRange"],
    ["stroke index 19", (v: CourseValues) => (v.tees[0].holes[0].strokeIndex = "19"), "tees.0.holes.0.strokeIndex", "admin.courses.siRange"],
    ["stroke index 0", (v: CourseValues) => (v.tees[0].holes[0].strokeIndex = "0"), "tees.0.holes.0.strokeIndex", "admin.courses.siRange"],
  ])("rejects %s", (_name, change, field, id) => {
    const v = valid();
    change(v);
    expect(validateCourse(v)[field]).toBe(id);
  });

  it("edge values pass: par 3 and 6, slope 55 and 155, rating 40 and 90.0", () => {
    const v = valid();
    v.tees[0].holes[0].par = "3";
    v.tees[0].holes[1].par = "6";
    v.tees[0].slope = "55";
    v.tees[0].courseRating = "40";
    expect(validateCourse(v)).toEqual({});
    v.tees[0].slope = "155";
    v.tees[0].courseRating = "90.0";
    expect(validateCourse(v)).toEqual({});
  });

  it("a stroke index used twice marks both holes and names the one missing", () => {
    const v = valid();
    v.tees[0].holes[5].strokeIndex = "1";
    const e = validateCourse(v);
    expect(e["tees.0.holes.0.strokeIndex"]).toBe("admin.courses.siTwice");
    expect(e["tees.0.holes.5.strokeIndex"]).toBe("admin.courses.siTwice");
    expect(Object.keys(e)).toHaveLength(2);
    expect(missingStrokeIndexes(v.tees[0])).toEqual([6]);
  });

  it("tee names are unique, whatever their case", () => {
    const v = valid();
    v.tees.push(blankTee("white"));
    expect(validateCourse(v)["tees.1.name"]).toBe("admin.courses.teeNameTaken");
  });
});

describe("course values", () => {
  it("round-trip a course and total its par", () => {
    const course = { id: 3, ...courseInput(valid()) };
    expect(courseInput(courseValues(course))).toEqual(courseInput(valid()));
    expect(teePar(valid().tees[0])).toBe(72);
    expect(course.tees[0]).toMatchObject({ name: "White", courseRating: 71.2, slope: 125 });
    expect(course.tees[0].holes).toHaveLength(18);
  });
});
