// Admin flights: the list, one flight (the printable sheet), the members
// still free to place for an event, and the writes.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AvailableMember, FlightInput } from "@/features/flights/types";
import type { AdminFlight, FlightMemberView } from "@/shared/lib/types";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api } from "@/shared/lib/api";

export const FLIGHTS_KEY = ["/api/flights/all"] as const;

export function flightKey(id: number) {
  return ["/api/admin/flights", id] as const;
}

export function availableMembersKey(eventId: number) {
  return ["/api/admin/flights", eventId, "available-members"] as const;
}

export const adminFlightQueries = {
  all: () => queryOptions<AdminFlight[]>({ queryKey: FLIGHTS_KEY }),
  one: (id: number) => queryOptions<AdminFlight>({ queryKey: flightKey(id) }),
  /** Registrations of the event that sit in no flight yet. */
  availableMembers: (eventId: number) => queryOptions<AvailableMember[]>({ queryKey: availableMembersKey(eventId) }),
};

export function useAdminFlights() {
  return useQuery(adminFlightQueries.all());
}

export function useAdminFlight(id: number, enabled = true) {
  return useQuery({ ...adminFlightQueries.one(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}

export function useAvailableMembers(eventId: number | undefined) {
  return useQuery({
    ...adminFlightQueries.availableMembers(eventId ?? 0),
    enabled: eventId !== undefined && eventId > 0,
  });
}

export function useCreateFlight() {
  const qc = useQueryClient();
  return useMutation<AdminFlight, unknown, FlightInput>({
    mutationFn: (input) => api.post<AdminFlight>("/api/admin/flights", input),
    onSuccess: () => invalidateAfter(qc, "flight"),
  });
}

export function useUpdateFlight() {
  const qc = useQueryClient();
  return useMutation<AdminFlight, unknown, { id: number; input: Omit<FlightInput, "eventId"> }>({
    mutationFn: ({ id, input }) => api.put<AdminFlight>(`/api/admin/flights/${id}`, input),
    onSuccess: () => invalidateAfter(qc, "flight"),
  });
}

export function useDeleteFlight() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, number>({
    mutationFn: (id) => api.del(`/api/admin/flights/${id}`),
    onSuccess: () => invalidateAfter(qc, "flight"),
  });
}

export interface AddFlightMemberVars {
  flightId: number;
  registrationId: number;
  position: number;
  memberName: string;
  memberPhone: string;
}

export function useAddFlightMember() {
  const qc = useQueryClient();
  return useMutation<FlightMemberView, unknown, AddFlightMemberVars>({
    // Spec 2 §7: email and handicap are sent as null; the server fills them
    // from the registration.
    mutationFn: ({ flightId, ...rest }) =>
      api.post<FlightMemberView>(`/api/admin/flights/${flightId}/members`, {
        ...rest,
        memberEmail: null,
        handicap: null,
      }),
    onSettled: () => invalidateAfter(qc, "flight"),
  });
}

export function useRemoveFlightMember() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, { flightId: number; memberId: number }>({
    mutationFn: ({ flightId, memberId }) => api.del(`/api/admin/flights/${flightId}/members/${memberId}`),
    onSettled: () => invalidateAfter(qc, "flight"),
  });
}
