// Public club settings (GET /api/settings): names, contact details, bank,
// e-wallet, payment QR and the VIP price. Loaded once and shared.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClubSettings } from "@/lib/types";

export const SETTINGS_KEY = ["/api/settings"] as const;

/** Shown when the server has no value (or before settings load). */
export const FALLBACK_SHORT_NAME = "Golf Club";

export const settingsQueries = {
  club: () => queryOptions<ClubSettings>({ queryKey: SETTINGS_KEY }),
};

export function useSettings() {
  return useQuery(settingsQueries.club());
}
