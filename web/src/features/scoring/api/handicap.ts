// The member's Handicap Index: GET/PUT /api/me/handicap. A plus handicap
// travels as a negative number (+2.1 is -2.1) and is shown with "+".
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { MyHandicap } from "../types";

export const MY_HANDICAP_KEY = ["/api/me/handicap"] as const;
export const MY_ROUNDS_KEY = ["/api/me/rounds"] as const;

export const handicapQueries = {
  mine: () => queryOptions<MyHandicap>({ queryKey: MY_HANDICAP_KEY }),
};

export function useMyHandicap() {
  return useQuery(handicapQueries.mine());
}

export function useSetHandicap() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => api.put<MyHandicap | undefined>(MY_HANDICAP_KEY[0], { index }),
    onSuccess: () => {
      // The trend on the dashboard draws from the same history.
      void qc.invalidateQueries({ queryKey: MY_HANDICAP_KEY });
      void qc.invalidateQueries({ queryKey: MY_ROUNDS_KEY });
    },
  });
}
