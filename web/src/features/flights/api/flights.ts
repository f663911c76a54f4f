// Flight (tee-time group) views for members: the flights of one event
// (registration dialog) and the member's own placements (Flights tab).
import { useQuery } from "@tanstack/react-query";
import type { Flight, MemberFlight } from "@/lib/types";

export const FLIGHTS_PREFIX = "/api/flights";
export const MEMBER_FLIGHTS_KEY = ["/api/member/flights"] as const;

export const eventFlightsKey = (eventId: number) => [FLIGHTS_PREFIX, eventId] as const;

/** Flights are arranged for these event types only (spec 1 §2). */
export function hasFlights(type: string | undefined): boolean {
  const t = (type ?? "").trim().toLowerCase();
  return t === "tournament" || t === "social";
}

/** GET /api/flights/{eventId}; signed-in members only. */
export function useEventFlights(eventId: number | undefined, enabled = true) {
  return useQuery<Flight[]>({ queryKey: eventFlightsKey(eventId ?? 0), enabled: enabled && eventId !== undefined });
}

/** GET /api/member/flights: every flight the member plays in, past ones included. */
export function useMemberFlights(enabled = true) {
  return useQuery<MemberFlight[]>({ queryKey: MEMBER_FLIGHTS_KEY, enabled });
}
