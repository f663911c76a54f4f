// Pure flight rules shared by the Flights tab, its dialogs and the sheet
// (unit tested).
import type { MessageId } from "@/shared/i18n/i18n";
import { zodMessage as msg } from "@/shared/lib/messages";
import { z } from "@/shared/lib/zod";
import type { AvailableMember } from "@/features/flights/types";
import type { AdminFlight, ClubEvent, FlightMemberView } from "@/shared/lib/types";

export const FLIGHT_POSITIONS = [1, 2, 3, 4] as const;
export const MAX_PLAYERS_LIMIT = 4;

export type FlightStatus = "Full" | "Available";

/** The shown text of a status (the status itself stays the spec's English value). */
export const FLIGHT_STATUS_TEXT: Record<FlightStatus, MessageId> = {
  Full: "admin.flights.statusFull",
  Available: "admin.flights.statusAvailable",
};

/** Spec 2 §4: Full when currentPlayers >= maxPlayers, otherwise Available. */
export function flightStatus(f: Pick<AdminFlight, "currentPlayers" | "maxPlayers">): FlightStatus {
  return f.currentPlayers >= f.maxPlayers ? "Full" : "Available";
}

/** Flights are built for tournament and social events only. */
export function isFlightEvent(e: Pick<ClubEvent, "type">): boolean {
  const kind = e.type.toLowerCase();
  return kind === "tournament" || kind === "social";
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
function intField(min: number, minMsg: MessageId, max?: number, maxMsg?: MessageId) {
  let n = z.number(msg(minMsg)).int(msg(minMsg)).min(min, msg(minMsg));
  if (max !== undefined) n = n.max(max, msg(maxMsg ?? minMsg));
  return z.preprocess((v) => (v === "" || v === null || v === undefined ? Number.NaN : Number(v)), n);
}

export const flightFormSchema = z.object({
  eventId: z.string().min(1, msg("admin.flights.errEvent")),
  flightNumber: intField(1, "admin.flights.errNumber"),
  teeTime: z.string().trim().min(1, msg("admin.flights.errTeeTime")),
  maxPlayers: intField(1, "admin.flights.errMaxMin", MAX_PLAYERS_LIMIT, "admin.flights.errMaxMax"),
  startingHole: intField(1, "admin.flights.errHole", 18),
  notes: z.string().trim().max(500, msg("admin.flights.errNotes")),
});

export type FlightFormInput = z.input<typeof flightFormSchema>;
export type FlightFormValues = z.output<typeof flightFormSchema>;

/** "7:30 AM" / "07:30" / "7.30" → "07:30" for a time input; anything else as is. */
export function toTimeInputValue(value: string): string {
  const m = /^\s*(\d{1,2})[:.](\d{2})\s*([ap])?\.?\s*m?\.?\s*$/i.exec(value);
  if (!m) return value;
  let h = Number(m[1]);
  const min = m[2];
  const ap = m[3]?.toLowerCase();
  if (ap === "p" && h < 12) h += 12;
  if (ap === "a" && h === 12) h = 0;
  if (h > 23 || Number(min) > 59) return value;
  return `${String(h).padStart(2, "0")}:${min}`;
}

