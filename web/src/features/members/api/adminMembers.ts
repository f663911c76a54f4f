// Admin member list and writes (docs/api.md "Members").
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminMember, MemberInput } from "@/features/members/types";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api } from "@/shared/lib/api";

export const ADMIN_MEMBERS_KEY = ["/api/admin/members"] as const;

export const adminMemberQueries = {
  all: () => queryOptions<AdminMember[]>({ queryKey: ADMIN_MEMBERS_KEY }),
};

export function useAdminMembers() {
  return useQuery(adminMemberQueries.all());
}

export function useCreateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: MemberInput) => api.post<AdminMember>(ADMIN_MEMBERS_KEY[0], v),
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}

export function useUpdateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MemberInput }) =>
      api.put<AdminMember>(`${ADMIN_MEMBERS_KEY[0]}/${id}`, input),
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}

export function useDeleteMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`${ADMIN_MEMBERS_KEY[0]}/${id}`),
    // The delete also removed registrations and flight places (cascade).
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}

/** Sets a member's Handicap Index, or clears it with null. */
export function useSetMemberHandicap() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, index }: { id: number; index: number | null }) =>
      api.put<unknown>(`${ADMIN_MEMBERS_KEY[0]}/${id}/handicap`, { index }),
    // The admin's scoring screens show the index and playing handicap too.
    onSuccess: () => invalidateAfter(qc, "adminEventOrMember"),
  });
}
