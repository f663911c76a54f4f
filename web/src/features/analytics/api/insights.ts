// The admin's Insights (GET /api/admin/insights?days=N, docs/api.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Insights, InsightsPeriod } from "../types";

export const insightsQueries = {
  period: (days: InsightsPeriod) => queryOptions<Insights>({ queryKey: [`/api/admin/insights?days=${days}`] }),
};

export function useInsights(days: InsightsPeriod) {
  return useQuery(insightsQueries.period(days));
}
