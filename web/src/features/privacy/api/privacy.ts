// PDPA self-service for members (GET /api/member/data-export, the
// deletion request at /api/member/deletion-request) and admins
// (/api/admin/deletion-requests).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import { invalidateAfter } from "@/shared/lib/invalidation";

export const DATA_EXPORT_URL = "/api/member/data-export";
export const DATA_EXPORT_HTML_URL = `${DATA_EXPORT_URL}?format=html`;

export const DELETION_KEY = ["/api/member/deletion-request"] as const;
export const ADMIN_DELETIONS_KEY = ["/api/admin/deletion-requests"] as const;

export type DeletionStatus = "pending" | "confirmed" | "rejected" | "cancelled";

export interface DeletionRequest {
  id: number;
  status: DeletionStatus;
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  /** The answer deadline of a pending request (21 days, PDPA s.31); null once answered. */
  dueBy?: string | null;
}

export interface AdminDeletionRequest extends DeletionRequest {
  memberId: number;
  memberName: string;
  memberPhone: string;
  memberEmail: string | null;
}

interface DeletionAnswer {
  request: DeletionRequest | null;
}

export interface AdminDeletionList {
  requests: AdminDeletionRequest[];
  pendingCount: number;
}

export const privacyQueries = {
  deletion: () =>
    queryOptions({ queryKey: DELETION_KEY, queryFn: () => api.get<DeletionAnswer>(DELETION_KEY[0]).then((a) => a.request) }),
  adminDeletions: () =>
    queryOptions({ queryKey: ADMIN_DELETIONS_KEY, queryFn: () => api.get<AdminDeletionList>(ADMIN_DELETIONS_KEY[0]) }),
};

export function useDeletionRequest() {
  return useQuery(privacyQueries.deletion());
}

/** Asks for deletion (POST) or withdraws a pending request (DELETE). */
export function useDeletionRequestChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: "request" | "cancel") =>
      action === "request" ? api.post<DeletionAnswer>(DELETION_KEY[0]) : api.del<DeletionAnswer>(DELETION_KEY[0]),
    onSuccess: (a) => qc.setQueryData(DELETION_KEY, a.request),
    onError: () => void qc.invalidateQueries({ queryKey: DELETION_KEY }),
  });
}

export function useAdminDeletionRequests() {
  return useQuery(privacyQueries.adminDeletions());
}

/** An admin's decision on request id: confirm, or reject with a reason. */
export function useDecideDeletion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: number; reject?: string }) =>
      reject === undefined
        ? api.post<unknown>(`${ADMIN_DELETIONS_KEY[0]}/${id}/confirm`)
        : api.post<unknown>(`${ADMIN_DELETIONS_KEY[0]}/${id}/reject`, { reason: reject }),
    // A confirmed request erases a member: the member list and the overview change too.
    onSettled: () => void invalidateAfter(qc, "adminEventOrMember"),
  });
}
