// Admin member list and writes (docs/admin-api.md "Members").
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { AdminMember, MemberInput } from "@/admin/types";
import { invalidateAdminLists } from "@/features/content/api/adminStats";

export const ADMIN_MEMBERS_KEY = ["/api/admin/members"] as const;

export function useAdminMembers() {
  return useQuery<AdminMember[]>({ queryKey: ADMIN_MEMBERS_KEY });
}

export function useCreateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: MemberInput) => api.post<AdminMember>(ADMIN_MEMBERS_KEY[0], v),
    onSuccess: () => invalidateAdminLists(qc),
  });
}

export function useUpdateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MemberInput }) =>
      api.put<AdminMember>(`${ADMIN_MEMBERS_KEY[0]}/${id}`, input),
    onSuccess: () => invalidateAdminLists(qc),
  });
}

export function useDeleteMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`${ADMIN_MEMBERS_KEY[0]}/${id}`),
    // The delete also removed registrations and flight places (cascade).
    onSuccess: () => invalidateAdminLists(qc),
  });
}
