// The shapes of the admin's flights screen (docs/api.md). The flights
// themselves are shared/lib/types.ts's: several features show them.

/** What the admin's flight form sends. */
export interface FlightInput {
  eventId: number;
  flightNumber: number;
  teeTime: string;
  maxPlayers: number;
  startingHole: number;
  notes: string;
}

/** A registration of the event in no flight (GET /api/admin/flights/{eventId}/available-members). */
export interface AvailableMember {
  registrationId: number;
  memberName: string;
  memberPhone: string;
  memberEmail: string | null;
  guestRateType: string;
  isPaid: boolean;
}
