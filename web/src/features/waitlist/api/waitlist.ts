// The waitlist of full events: its length and the member's place (anyone
// may ask; the place is 0 unless the signed-in member is on it), joining
// and leaving (members), and the admin's ordered list with move and remove.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api } from "@/shared/lib/api";

export interface WaitlistStatus {
  count: number;
  /** The signed-in member's place (1 is next in line); 0 when not on it. */
  position: number;
}

export interface WaitlistEntry {
  id: number;
  position: number;
  memberId: number;
  memberName: string;
  memberPhone: string;
  guestRateType: string;
  joinedAt: string;
}

/** One of the signed-in member's places in line (GET /api/member/waitlists). */
export interface MyWaitlist {
  eventId: number;
  /** 1 is next in line. */
  position: number;
}

const statusKey = (eventId: number) => [`/api/events/${eventId}/waitlist`] as const;
const adminKey = (eventId: number) => [`/api/admin/events/${eventId}/waitlist`] as const;

export const waitlistQueries = {
  status: (eventId: number) => queryOptions<WaitlistStatus>({ queryKey: statusKey(eventId) }),
  admin: (eventId: number) => queryOptions<WaitlistEntry[]>({ queryKey: adminKey(eventId) }),
};

/** Asked only for full events: others have no waitlist. */
export function useWaitlistStatus(eventId: number, enabled: boolean) {
  return useQuery({ ...waitlistQueries.status(eventId), enabled });
}

/** The waitlists the signed-in member is on. */
export function useMyWaitlists() {
  return useQuery<MyWaitlist[]>({ queryKey: ["/api/member/waitlists"] });
}

export function useJoinWaitlist(eventId: number) {
  const qc = useQueryClient();
  return useMutation<WaitlistStatus, unknown, string>({
    mutationFn: (guestRateType) => api.post(`/api/events/${eventId}/waitlist`, { guestRateType }),
    onSuccess: (status) => {
      qc.setQueryData(statusKey(eventId), status);
      // Its key starts with /api/events, which this change refreshes.
      return invalidateAfter(qc, "memberRegistration");
    },
  });
}

export function useLeaveWaitlist(eventId: number) {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, void>({
    mutationFn: () => api.del(`/api/events/${eventId}/waitlist`),
    onSuccess: () => invalidateAfter(qc, "memberRegistration"),
  });
}

export function useAdminWaitlist(eventId: number) {
  return useQuery(waitlistQueries.admin(eventId));
}

export function useMoveWaitlistEntry(eventId: number) {
  const qc = useQueryClient();
  return useMutation<WaitlistEntry[], unknown, { id: number; direction: "up" | "down" }>({
    mutationFn: ({ id, direction }) => api.post(`/api/admin/events/${eventId}/waitlist/${id}/move`, { direction }),
    onSuccess: (list) => {
      qc.setQueryData(adminKey(eventId), list);
      return invalidateAfter(qc, "adminEventOrMember");
    },
  });
}

export function useRemoveWaitlistEntry(eventId: number) {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, number>({
    mutationFn: (id) => api.del(`/api/admin/events/${eventId}/waitlist/${id}`),
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}

/** Refreshes an event's admin waitlist (after removing a registration, the
 *  first in line has been promoted). The home bundle's invalidation map is
 *  left alone: it has no bytes to spare. */
export function refreshAdminWaitlist(qc: QueryClient, eventId: number): Promise<void> {
  return qc.invalidateQueries({ queryKey: adminKey(eventId) });
}
