// Flight (tee-time group) views for members: the flights of one event
// (registration dialog) and the member's own placements (Flights tab).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { savedRead } from "@/features/offline";
import type { Flight, MemberFlight } from "@/shared/lib/types";

export const FLIGHTS_PREFIX = "/api/flights";
export const MEMBER_FLIGHTS_KEY = ["/api/member/flights"] as const;

export const eventFlightsKey = (eventId: number) => [FLIGHTS_PREFIX, eventId] as const;

export const flightQueries = {
  /** GET /api/flights/{eventId}; signed-in members only. */
  ofEvent: (eventId: number) => queryOptions<Flight[]>({ queryKey: eventFlightsKey(eventId) }),
  /** GET /api/member/flights: every flight the member plays in, past ones included. */
  /** Offline, the copy saved on this device (features/offline). */
  mine: () => queryOptions<MemberFlight[]>({ queryKey: MEMBER_FLIGHTS_KEY, queryFn: savedRead(MEMBER_FLIGHTS_KEY[0], "flights") }),
};

/** Flights are arranged for these event types only (spec 1 §2). */
export function hasFlights(type: string | undefined): boolean {
  const t = (type ?? "").trim().toLowerCase();
  return t === "tournament" || t === "social";
}

export function useEventFlights(eventId: number | undefined, enabled = true) {
  return useQuery({ ...flightQueries.ofEvent(eventId ?? 0), enabled: enabled && eventId !== undefined });
}

export function useMemberFlights(enabled = true) {
  return useQuery({ ...flightQueries.mine(), enabled });
}
