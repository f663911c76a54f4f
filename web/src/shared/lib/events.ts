// Which events the Events page lists (spec 1 §2): only those dated today or
// later in club time, optionally one type, earliest first.
import type { ClubEvent } from "./types";
import { clubToday } from "./clubDate";

export const EVENT_FILTERS = [
  { key: "all", label: "All Events" },
  { key: "tournament", label: "Tournaments" },
  { key: "social", label: "Social Events" },
  { key: "Golf Trips", label: "Golf Trips" },
] as const;

export type EventFilter = (typeof EVENT_FILTERS)[number]["key"];

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * The event date as YYYY-MM-DD. The API answers ISO already; 'D Month YYYY'
 * (the spec's other accepted format) is understood too. Unreadable dates
 * give null.
 */
export function eventIsoDate(date: string): string | null {
  const s = date.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})$/.exec(s);
  if (dmy) {
    const name = dmy[2].toLowerCase();
    const m = MONTHS.findIndex((full) => full === name || (name.length >= 3 && full.startsWith(name)));
    const day = Number(dmy[1]);
    if (m >= 0 && day >= 1 && day <= 31) return `${dmy[3]}-${String(m + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  }
  return null;
}

export function matchesFilter(event: ClubEvent, filter: EventFilter): boolean {
  if (filter === "all") return true;
  return event.type.trim().toLowerCase() === filter.toLowerCase();
}

/** Orders ISO dates and clock times as written. localeCompare would build
 *  a collator for strings whose order needs none, on the home page's
 *  first render. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Upcoming events of the chosen type, soonest first (ties by time, then id). */
export function filterUpcomingEvents(
  events: readonly ClubEvent[],
  filter: EventFilter = "all",
  today: string = clubToday(),
): ClubEvent[] {
  return events
    .map((e) => ({ e, iso: eventIsoDate(e.date) }))
    .filter((x): x is { e: ClubEvent; iso: string } => x.iso !== null && x.iso >= today && matchesFilter(x.e, filter))
    .sort((a, b) => compareCodeUnits(a.iso, b.iso) || compareCodeUnits(a.e.time, b.e.time) || a.e.id - b.e.id)
    .map((x) => x.e);
}

export function isEventFull(event: Pick<ClubEvent, "registered" | "capacity">): boolean {
  return event.registered >= event.capacity;
}

export const EVENT_FALLBACK_IMAGE = "/images/event-fallback.svg";
