// Event registrations as the signed-in member reads them (spec 1 §2
// "Events", §4): the participants of an event and the member's own
// registrations. Registering and leaving are in ./register.ts, which only
// the registration dialog and the dashboard load.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { EVENTS_KEY } from "@/features/events";
import { savedRead } from "@/features/offline";
import type { MemberRegistration, Participant } from "@/shared/lib/types";

export const MEMBER_REGISTRATIONS_KEY = ["/api/member/registrations"] as const;

/** GET /api/events/{id}/registrations (a prefix match of EVENTS_KEY). */
export const eventRegistrationsKey = (eventId: number) => [EVENTS_KEY[0], eventId, "registrations"] as const;

export const registrationQueries = {
  /** The event's participants; only signed-in members may ask. */
  ofEvent: (eventId: number) => queryOptions<Participant[]>({ queryKey: eventRegistrationsKey(eventId) }),
  /**
   * The signed-in member's registrations (event title, date, price, payment);
   * offline, the copy saved on this device (features/offline).
   */
  mine: () =>
    queryOptions<MemberRegistration[]>({
      queryKey: MEMBER_REGISTRATIONS_KEY,
      queryFn: savedRead(MEMBER_REGISTRATIONS_KEY[0], "registrations"),
    }),
};

export function useEventRegistrations(eventId: number | undefined, enabled = true) {
  return useQuery({ ...registrationQueries.ofEvent(eventId ?? 0), enabled: enabled && eventId !== undefined });
}

/** refetchInterval: the dashboard polls every 5 s while the live stream is down (spec 1 §9). */
export function useMemberRegistrations(enabled = true, refetchInterval: number | false = false) {
  return useQuery({ ...registrationQueries.mine(), enabled, refetchInterval, refetchIntervalInBackground: false });
}
