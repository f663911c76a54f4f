// The Order of Merit: the season's standings (public or members-only per
// club setting) and, for the admin, its settings.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { MeritSettings, OrderOfMerit } from "../types";

export const MERIT_KEY = "/api/order-of-merit";
export const ADMIN_MERIT_KEY = ["/api/admin/order-of-merit"] as const;

/** No season: the server's current one. */
export const meritQuery = (season: number | null) =>
  queryOptions<OrderOfMerit>({
    queryKey: [MERIT_KEY, season],
    queryFn: () => api.get<OrderOfMerit>(season === null ? MERIT_KEY : `${MERIT_KEY}?season=${season}`),
  });

export function useOrderOfMerit(season: number | null) {
  return useQuery(meritQuery(season));
}

export function useMeritSettings() {
  return useQuery<MeritSettings>({ queryKey: ADMIN_MERIT_KEY });
}

export function useSaveMeritSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: MeritSettings) => api.put<MeritSettings>(ADMIN_MERIT_KEY[0], v),
    onSuccess: (saved) => {
      qc.setQueryData(ADMIN_MERIT_KEY, saved);
      return qc.invalidateQueries({ queryKey: [MERIT_KEY] });
    },
  });
}
