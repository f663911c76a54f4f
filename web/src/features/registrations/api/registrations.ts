// Event registration for the signed-in member (spec 1 §2 "Events", §4
// "Event registration", §8): participants of an event, the member's own
// registrations, register and the two ways to de-register. Every change
// refreshes events (counts), participants, the member's registrations and
// flights, since each of them may show the change.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, errorMessage } from "@/lib/api";
import type { MemberRegistration, Participant } from "@/lib/types";
import { EVENTS_KEY } from "@/features/events/api/events";
import { FLIGHTS_PREFIX, MEMBER_FLIGHTS_KEY } from "@/features/flights/api/flights";

export const MEMBER_REGISTRATIONS_KEY = ["/api/member/registrations"] as const;

/** GET /api/events/{id}/registrations (a prefix match of EVENTS_KEY). */
export const eventRegistrationsKey = (eventId: number) => [EVENTS_KEY[0], eventId, "registrations"] as const;

/** The event's participants; only signed-in members may ask. */
export function useEventRegistrations(eventId: number | undefined, enabled = true) {
  return useQuery<Participant[]>({
    queryKey: eventRegistrationsKey(eventId ?? 0),
    enabled: enabled && eventId !== undefined,
  });
}

/** The signed-in member's registrations (event title, date, price, payment). */
export function useMemberRegistrations(enabled = true) {
  return useQuery<MemberRegistration[]>({ queryKey: MEMBER_REGISTRATIONS_KEY, enabled });
}

/** Refetches everything a registration change can alter. */
export function invalidateRegistrationData(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    // Also covers every ["/api/events", id, "registrations"] key.
    qc.invalidateQueries({ queryKey: EVENTS_KEY }),
    qc.invalidateQueries({ queryKey: MEMBER_REGISTRATIONS_KEY }),
    qc.invalidateQueries({ queryKey: [FLIGHTS_PREFIX] }),
    qc.invalidateQueries({ queryKey: MEMBER_FLIGHTS_KEY }),
  ]);
}

export interface RegisterInput {
  eventId: number;
  memberName: string;
  memberPhone: string;
  guestRateType: string;
}

/** POST /api/events/{id}/register. The server takes the member from the session. */
export function useRegisterForEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, ...body }: RegisterInput) =>
      api.post<MemberRegistration>(`/api/events/${eventId}/register`, body),
    onSettled: () => invalidateRegistrationData(qc),
  });
}

/** DELETE /api/events/{id}/register (the registration dialog). */
export function useDeregisterFromEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => api.del<unknown>(`/api/events/${eventId}/register`),
    onSettled: () => invalidateRegistrationData(qc),
  });
}

/** DELETE /api/events/{eventId}/registrations/{registrationId} (the dashboard). */
export function useDeleteRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, registrationId }: { eventId: number; registrationId: number }) =>
      api.del<unknown>(`/api/events/${eventId}/registrations/${registrationId}`),
    onSettled: () => invalidateRegistrationData(qc),
  });
}

export interface ToastText {
  title: string;
  description: string;
}

export const ALREADY_REGISTERED: ToastText = {
  title: "Already Registered!",
  description: "You are already registered for this event. Check your dashboard for your registration details.",
};

/** The toast for a failed registration (spec 1 §8). */
export function registerErrorToast(err: unknown): ToastText {
  const msg = errorMessage(err, "");
  if (/already registered/i.test(msg)) return ALREADY_REGISTERED;
  if (msg.includes("Event is full")) {
    return { title: "Event Full", description: "This event has reached its capacity. No places are left." };
  }
  return { title: "Registration Failed", description: msg || "Failed to register for event" };
}

/** The toast for a failed de-registration from the registration dialog. */
export function deregisterErrorToast(err: unknown): ToastText {
  return { title: "De-registration Failed", description: errorMessage(err, "Failed to de-register from event") };
}
