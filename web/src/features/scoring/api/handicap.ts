// The member's Handicap Index: GET/PUT /api/me/handicap. A plus handicap
// travels as a negative number (+2.1 is -2.1) and is shown with "+".
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { MyHandicap } from "../types";

export const MY_HANDICAP_KEY = ["/api/me/handicap"] as const;
export const MY_ROUNDS_KEY = ["/api/me/rounds"] as const;

/** The WHS range: 54.0 down to +10.0 (sent as -10). */
export const MAX_INDEX = 54;
export const MIN_INDEX = -10;

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

/** 12.4 → "12.4", -2.1 → "+2.1", 0 → "0.0". */
export function formatIndex(index: number): string {
  const tenths = Math.round(index * 10);
  if (tenths < 0) return `+${(-tenths / 10).toFixed(1)}`;
  return (tenths / 10).toFixed(1);
}

/**
 * What the member typed → the number the API takes, or null when it is not
 * a Handicap Index: at most one decimal, 54.0 down to +10.0, "+" for a plus
 * handicap ("+2.1" → -2.1). A comma works as the decimal point too.
 */
export function parseIndex(text: string): number | null {
  const m = /^\s*(\+)?\s*(\d{1,2})(?:[.,](\d))?\s*$/.exec(text);
  if (!m) return null;
  const tenths = Number(m[2]) * 10 + Number(m[3] ?? 0);
  const value = (m[1] ? -tenths : tenths) / 10;
  if (value > MAX_INDEX || value < MIN_INDEX) return null;
  return value === 0 ? 0 : value;
}
