// Admin flights: the list, one flight (the printable sheet), the members
// still free to place for an event, and the writes.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { AdminFlight, AvailableMember, FlightInput, FlightMemberView } from "@/admin/types";

export const FLIGHTS_KEY = ["/api/flights/all"] as const;

export function flightKey(id: number) {
  return ["/api/admin/flights", id] as const;
}

export function availableMembersKey(eventId: number) {
  return ["/api/admin/flights", eventId, "available-members"] as const;
}

export function useAdminFlights() {
  return useQuery<AdminFlight[]>({ queryKey: FLIGHTS_KEY });
}

export function useAdminFlight(id: number, enabled = true) {
  return useQuery<AdminFlight>({ queryKey: flightKey(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}

/** Registrations of the event that sit in no flight yet. */
export function useAvailableMembers(eventId: number | undefined) {
  return useQuery<AvailableMember[]>({
    queryKey: availableMembersKey(eventId ?? 0),
    enabled: eventId !== undefined && eventId > 0,
  });
}

// Every flight read (list, sheets, available members, the member-side
// flight lists) may change with any flight write.
function invalidateFlights(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: (q) => {
      const head = q.queryKey[0];
      return typeof head === "string" && (head.startsWith("/api/flights") || head.startsWith("/api/admin/flights"));
    },
  });
}

export function useCreateFlight() {
  const qc = useQueryClient();
  return useMutation<AdminFlight, unknown, FlightInput>({
    mutationFn: (input) => api.post<AdminFlight>("/api/admin/flights", input),
    onSuccess: () => invalidateFlights(qc),
  });
}

export function useUpdateFlight() {
  const qc = useQueryClient();
  return useMutation<AdminFlight, unknown, { id: number; input: Omit<FlightInput, "eventId"> }>({
    mutationFn: ({ id, input }) => api.put<AdminFlight>(`/api/admin/flights/${id}`, input),
    onSuccess: () => invalidateFlights(qc),
  });
}

export function useDeleteFlight() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, number>({
    mutationFn: (id) => api.del(`/api/admin/flights/${id}`),
    onSuccess: () => invalidateFlights(qc),
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
    onSettled: () => invalidateFlights(qc),
  });
}

export function useRemoveFlightMember() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, { flightId: number; memberId: number }>({
    mutationFn: ({ flightId, memberId }) => api.del(`/api/admin/flights/${flightId}/members/${memberId}`),
    onSettled: () => invalidateFlights(qc),
  });
}
