// Admin event writes (docs/admin-api.md "Events"); the list is the public
// GET /api/events, shared with the visitor screens' cache.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ClubEvent } from "@/lib/types";
import type { EventInput } from "@/admin/types";
import { invalidateAdminLists } from "@/features/content/api/adminStats";

export { useEvents } from "@/features/events/api/events";

export function useCreateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EventInput) => api.post<ClubEvent>("/api/events", v),
    onSuccess: () => invalidateAdminLists(qc),
  });
}

export function useUpdateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EventInput }) => api.put<ClubEvent>(`/api/events/${id}`, input),
    onSuccess: () => invalidateAdminLists(qc),
  });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`/api/events/${id}`),
    // Its registrations and flights went with it.
    onSuccess: () => invalidateAdminLists(qc),
  });
}
