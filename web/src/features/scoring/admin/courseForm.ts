// The course editor's values and their checks, the same as the server's
// (internal/golf Course.Validate): a name, at least one tee, tee names
// unique and non-empty, 18 holes, par 3–6, stroke indexes 1–18 each used
// once, slope 55–155, course rating 40.0–90.0 with one decimal. Problems are
// keyed like the server's fields ("tees.0.holes.4.strokeIndex"), so a
// server answer lands on the same inputs.
import type { MessageId } from "@/shared/i18n/i18n";
import type { Course, CourseInput } from "../types";

export const HOLES = 18;

/** What the inputs hold: text, so a half-typed number is not lost. */
export interface TeeValues {
  name: string;
  courseRating: string;
  slope: string;
  holes: { par: string; strokeIndex: string }[];
}
export interface CourseValues {
  name: string;
  tees: TeeValues[];
}

export type CourseErrors = Record<string, MessageId>;

/** A new tee: par 4 everywhere and stroke indexes 1–18 in hole order. */
export function blankTee(name = ""): TeeValues {
  return {
    name,
    courseRating: "72.0",
    slope: "113",
    holes: Array.from({ length: HOLES }, (_, i) => ({ par: "4", strokeIndex: String(i + 1) })),
  };
}

export function courseValues(c: Course | null): CourseValues {
  if (!c) return { name: "", tees: [blankTee()] };
  return {
    name: c.name,
    tees: c.tees.map((t) => ({
      name: t.name,
      courseRating: t.courseRating.toFixed(1),
      slope: String(t.slope),
      holes: Array.from({ length: HOLES }, (_, i) => ({
        par: String(t.holes[i]?.par ?? 4),
        strokeIndex: String(t.holes[i]?.strokeIndex ?? i + 1),
      })),
    })),
  };
}

const whole = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : NaN);

export function validateCourse(v: CourseValues): CourseErrors {
  const e: CourseErrors = {};
  if (v.name.trim() === "") e.name = "admin.courses.nameRequired";
  if (v.tees.length === 0) e.tees = "admin.courses.teeRequired";
  const names = new Set<string>();
  v.tees.forEach((tee, ti) => {
    const p = `tees.${ti}`;
    const name = tee.name.trim().toLowerCase();
    if (name === "") e[`${p}.name`] = "admin.courses.teeNameRequired";
    else if (names.has(name)) e[`${p}.name`] = "admin.courses.teeNameTaken";
    names.add(name);
    const slope = whole(tee.slope);
    if (!(slope >= 55 && slope <= 155)) e[`${p}.slope`] = "admin.courses.slopeRange";
    const cr = tee.courseRating.trim();
    if (!/^\d{2}(\.\d)?$/.test(cr) || Number(cr) < 40 || Number(cr) > 90) e[`${p}.courseRating`] = "admin.courses.ratingRange";
    if (tee.holes.length !== HOLES) e[`${p}.holes`] = "admin.courses.eighteen";
    const seen = new Map<number, number>();
    tee.holes.forEach((h, hi) => {
      const par = whole(h.par);
      if (!(par >= 3 && par <= 6)) e[`${p}.holes.${hi}.par`] = "admin.courses.parRange";
      const si = whole(h.strokeIndex);
      if (!(si >= 1 && si <= HOLES)) e[`${p}.holes.${hi}.strokeIndex`] = "admin.courses.siRange";
      else seen.set(si, (seen.get(si) ?? 0) + 1);
    });
    tee.holes.forEach((h, hi) => {
      const si = whole(h.strokeIndex);
      if ((seen.get(si) ?? 0) > 1) e[`${p}.holes.${hi}.strokeIndex`] = "admin.courses.siTwice";
    });
  });
  return e;
}

/** The stroke indexes 1–18 no hole of the tee has yet: the message names them. */
export function missingStrokeIndexes(tee: TeeValues): number[] {
  const used = new Set(tee.holes.map((h) => whole(h.strokeIndex)));
  return Array.from({ length: HOLES }, (_, i) => i + 1).filter((n) => !used.has(n));
}

/** The values as the API takes them (call after validateCourse found nothing). */
export function courseInput(v: CourseValues): CourseInput {
  return {
    name: v.name.trim(),
    tees: v.tees.map((t) => ({
      name: t.name.trim(),
      courseRating: Number(t.courseRating),
      slope: Number(t.slope),
      holes: t.holes.map((h) => ({ par: Number(h.par), strokeIndex: Number(h.strokeIndex) })),
    })),
  };
}

export function teePar(t: TeeValues): number {
  return t.holes.reduce((s, h) => s + (whole(h.par) || 0), 0);
}
