// Pure flight rules shared by the Flights tab, its dialogs and the sheet
// (unit tested).
import { z } from "@/lib/zod";
import type { AdminFlight, AvailableMember, FlightMemberView } from "@/admin/types";
import type { ClubEvent } from "@/lib/types";

export const FLIGHT_POSITIONS = [1, 2, 3, 4] as const;
export const MAX_PLAYERS_LIMIT = 4;

export type FlightStatus = "Full" | "Available";

/** Spec 2 §4: Full when currentPlayers >= maxPlayers, otherwise Available. */
export function flightStatus(f: Pick<AdminFlight, "currentPlayers" | "maxPlayers">): FlightStatus {
  return f.currentPlayers >= f.maxPlayers ? "Full" : "Available";
}

/** Flights are built for tournament and social events only. */
export function isFlightEvent(e: Pick<ClubEvent, "type">): boolean {
  const t = e.type.toLowerCase();
  return t === "tournament" || t === "social";
}

/** The smallest flight number not yet used by the event (1 when it has none). */
export function nextFlightNumber(flights: Pick<AdminFlight, "eventId" | "flightNumber">[], eventId: number): number {
  const used = new Set(flights.filter((f) => f.eventId === eventId).map((f) => f.flightNumber));
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

const digits = (p: string) => p.replace(/\D/g, "");

/** Members offered for a position: the event's free registrations minus anyone already in this flight (by phone). */
export function assignableMembers(available: AvailableMember[], flightMembers: FlightMemberView[]): AvailableMember[] {
  const taken = new Set(flightMembers.map((m) => digits(m.memberPhone)));
  return available.filter((a) => !taken.has(digits(a.memberPhone)));
}

export interface PositionSlot {
  position: number;
  member: FlightMemberView | undefined;
  /** Above the flight's maxPlayers: nobody can be placed here. */
  disabled: boolean;
}

export function positionSlots(flight: Pick<AdminFlight, "maxPlayers" | "members">): PositionSlot[] {
  return FLIGHT_POSITIONS.map((position) => ({
    position,
    member: flight.members.find((m) => m.position === position),
    disabled: position > flight.maxPlayers,
  }));
}

// The number fields arrive from <input type="number"> as strings; blank is
// not 0, so it gets the field's own message rather than a range error.
function intField(min: number, minMsg: string, max?: number, maxMsg?: string) {
  let n = z.number({ error: minMsg }).int(minMsg).min(min, minMsg);
  if (max !== undefined) n = n.max(max, maxMsg ?? minMsg);
  return z.preprocess((v) => (v === "" || v === null || v === undefined ? Number.NaN : Number(v)), n);
}

export const flightFormSchema = z.object({
  eventId: z.string().min(1, "Event is required"),
  flightNumber: intField(1, "Flight number must be at least 1"),
  teeTime: z.string().trim().min(1, "Tee time is required"),
  maxPlayers: intField(1, "Max players must be at least 1", MAX_PLAYERS_LIMIT, "Max players cannot exceed 4"),
  startingHole: intField(1, "Starting hole must be between 1-18", 18),
  notes: z.string().trim().max(500, "Notes must be at most 500 characters"),
});

export type FlightFormInput = z.input<typeof flightFormSchema>;
export type FlightFormValues = z.output<typeof flightFormSchema>;

/** "7:30 AM" / "07:30" / "7.30" → "07:30" for a time input; anything else as is. */
export function toTimeInputValue(t: string): string {
  const m = /^\s*(\d{1,2})[:.](\d{2})\s*([ap])?\.?\s*m?\.?\s*$/i.exec(t);
  if (!m) return t;
  let h = Number(m[1]);
  const min = m[2];
  const ap = m[3]?.toLowerCase();
  if (ap === "p" && h < 12) h += 12;
  if (ap === "a" && h === 12) h = 0;
  if (h > 23 || Number(min) > 59) return t;
  return `${String(h).padStart(2, "0")}:${min}`;
}

