// Overview numbers (GET /api/admin/stats, docs/admin-api.md).
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { AdminStats } from "@/admin/types";

export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}

/**
 * After a write, every list that might show the changed rows is stale:
 * events, members, registrations, flights, payment references, stats.
 * Only the lists on screen refetch now; the others when next opened.
 */
export function invalidateAdminLists(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: (q) => {
      const k = q.queryKey[0];
      if (typeof k !== "string") return false;
      if (k === "/api/admin/me") return false;
      return (
        k.startsWith("/api/admin/") ||
        k.startsWith("/api/events") ||
        k.startsWith("/api/registrations") ||
        k.startsWith("/api/flights")
      );
    },
  });
}
