// Public club settings (GET /api/settings): names, contact details, bank,
// e-wallet, payment QR and the VIP price. Loaded once and shared.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClubSettings } from "@/features/settings/types";

export const SETTINGS_KEY = ["/api/settings"] as const;

/** Shown when the server has no value (or before settings load). */
export const FALLBACK_SHORT_NAME = "Golf Club";

/**
 * The settings the server inlined into the page shell (internal/api
 * branding.go), so the first paint already shows the club's name instead of
 * the generic one. Undefined when the page came without them (Vite's dev
 * server, an old cached shell).
 */
export function bootSettings(doc: Document = document): ClubSettings | undefined {
  const text = doc.getElementById("club-settings")?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isClubSettings(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isClubSettings(value: unknown): value is ClubSettings {
  return typeof value === "object" && value !== null && typeof (value as { clubName?: unknown }).clubName === "string";
}

export const settingsQueries = {
  club: () =>
    queryOptions<ClubSettings>({
      queryKey: SETTINGS_KEY,
      initialData: () => (typeof document === "undefined" ? undefined : bootSettings()),
    }),
};

export function useSettings() {
  return useQuery(settingsQueries.club());
}
