// Club settings writes (PUT /api/admin/settings, POST /api/admin/settings/qr).
// The form reads the public GET /api/settings; after a save that query is
// refreshed so the public pages (footer, payment page) show the new values.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { apiErrorFrom, api } from "@/shared/lib/api";
import type { ClubSettings } from "@/features/settings/types";
import { SETTINGS_KEY } from "./settings";

// The settings screen reads through here too, so one import serves it.
export { useSettings } from "./settings";

export const QR_MAX_BYTES = 2 * 1024 * 1024;
export const QR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: ClubSettings) => api.put<ClubSettings>("/api/admin/settings", v),
    onSuccess: (saved) => {
      if (saved) qc.setQueryData(SETTINGS_KEY, saved);
      return invalidateAfter(qc, "settings");
    },
  });
}

/** What the server read from an uploaded payment QR image (docs/api.md). */
export interface UploadedQr {
  paymentQrUrl: string;
  /** The image holds an EMVCo (DuitNow) payload: members get the amount filled in. */
  duitNow: boolean;
  /** The payee the payload names, for the admin to check. */
  merchantName?: string;
}

export const QR_STATUS_KEY = ["/api/admin/settings/qr"] as const;

/** What was read from the payment QR image the settings show now (GET /api/admin/settings/qr). */
export function useQrStatus() {
  return useQuery<Omit<UploadedQr, "paymentQrUrl">>({ queryKey: QR_STATUS_KEY, staleTime: 0, retry: false });
}

/** Uploads the payment QR image as the raw request body. */
export async function uploadQr(file: File): Promise<UploadedQr> {
  const res = await fetch("/api/admin/settings/qr", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  if (!res.ok) throw apiErrorFrom(res.status, res.statusText, await res.text().catch(() => ""));
  return (await res.json()) as UploadedQr;
}

export function useUploadQr() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadQr,
    onSuccess: (read) => {
      qc.setQueryData(QR_STATUS_KEY, { duitNow: read.duitNow, merchantName: read.merchantName });
      return invalidateAfter(qc, "settings");
    },
  });
}
