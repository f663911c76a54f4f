// Admin event writes (docs/api.md "Events"); the list is the public
// GET /api/events (./events.ts), shared with the visitor screens' cache.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventInput } from "@/features/events/types";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api } from "@/shared/lib/api";
import type { ClubEvent } from "@/shared/lib/types";

// The admin screens read the list from here too, so one import serves them.
export { useEvents } from "./events";

export function useCreateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EventInput) => api.post<ClubEvent>("/api/events", v),
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}

export function useUpdateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EventInput }) => api.put<ClubEvent>(`/api/events/${id}`, input),
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`/api/events/${id}`),
    // Its registrations and flights went with it.
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}

/** How many flights event id has (the public flights read), to know whether a time change concerns any tee time. */
export function countEventFlights(id: number): Promise<number> {
  return api.get<unknown[]>(`/api/flights/${id}`).then((list) => list.length);
}

export interface TeeShiftResult {
  flights: { id: number; flightNumber: number; teeTime: string; oldTeeTime: string }[];
  /** Flight numbers whose tee time holds no clock time ("Shotgun"), left as they were. */
  skipped: number[];
}

/** Moves every flight's tee time of an event by minutes (docs/api.md). */
export function useShiftTeeTimes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, minutes }: { id: number; minutes: number }) =>
      api.post<TeeShiftResult>(`/api/admin/events/${id}/shift-tee-times`, { minutes }),
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}
