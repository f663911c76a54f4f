// Overview numbers (GET /api/admin/stats, docs/api.md): counts across
// events, members, registrations, payments and the inbox.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@/features/overview/types";

export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;

export const adminStatsQueries = {
  overview: () => queryOptions<AdminStats>({ queryKey: ADMIN_STATS_KEY }),
};

export function useAdminStats() {
  return useQuery(adminStatsQueries.overview());
}
