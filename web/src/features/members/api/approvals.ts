// The queue of sign-ups waiting for a membership number (the club setting
// newMemberNumbers = approval; docs/api.md "Membership approval").
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MembershipRequest } from "@/features/members/types";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api } from "@/shared/lib/api";

export const MEMBERSHIP_REQUESTS_KEY = ["/api/admin/membership-requests"] as const;

export const approvalQueries = {
  all: () => queryOptions<MembershipRequest[]>({ queryKey: MEMBERSHIP_REQUESTS_KEY }),
};

export function useMembershipRequests(enabled = true) {
  return useQuery({ ...approvalQueries.all(), enabled });
}

/** Approves a sign-up: membershipNumber blank gives the number they asked for, else a generated one. */
export function useApproveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, membershipNumber }: { id: number; membershipNumber: string }) =>
      api.post<{ id: number; membershipNumber: string }>(`/api/admin/members/${id}/approve`, { membershipNumber }),
    // The queue, the member list and the overview's count all change.
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}

/** Declines a sign-up: out of the queue, no number, non-member rates. */
export function useDeclineMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string }>(`/api/admin/members/${id}/decline`, {}),
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}
