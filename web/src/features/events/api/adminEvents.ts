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
