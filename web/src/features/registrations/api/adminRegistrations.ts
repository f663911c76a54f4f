// Admin registrations: the list of every registration, its filter, and
// deleting a member's registration. The paid flag is set through
// features/payments/api/adminPayments.ts.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminRegistration } from "@/shared/lib/adminTypes";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api } from "@/shared/lib/api";

export const REGISTRATIONS_KEY = ["/api/registrations/all"] as const;

export const adminRegistrationQueries = {
  all: () => queryOptions<AdminRegistration[]>({ queryKey: REGISTRATIONS_KEY }),
};

export function useAdminRegistrations() {
  return useQuery(adminRegistrationQueries.all());
}

/** Rows matching the event filter ("all" or an event id) and a member-name search. */
export function filterRegistrations(
  rows: AdminRegistration[],
  eventId: number | "all",
  nameQuery: string,
): AdminRegistration[] {
  const q = nameQuery.trim().toLowerCase();
  return rows.filter(
    (r) => (eventId === "all" || r.eventId === eventId) && (q === "" || r.memberName.toLowerCase().includes(q)),
  );
}

/** Removes a member's registration from an event (admin). */
export function useDeleteRegistration() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, { eventId: number; memberPhone: string }>({
    mutationFn: ({ eventId, memberPhone }) =>
      api.del(`/api/admin/events/${eventId}/registrations`, { memberPhone }),
    onSuccess: () => invalidateAfter(qc, "adminRegistration"),
  });
}
