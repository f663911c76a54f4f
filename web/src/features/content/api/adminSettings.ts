// Club settings writes (PUT /api/admin/settings, POST /api/admin/settings/qr).
// The form reads the public GET /api/settings; after a save that query is
// refreshed so the public pages (footer, payment page) show the new values.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api";
import type { ClubSettings } from "@/lib/types";
import { SETTINGS_KEY } from "@/features/content/api/settings";

export { useSettings } from "@/features/content/api/settings";

export const QR_MAX_BYTES = 2 * 1024 * 1024;
export const QR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: ClubSettings) => api.put<ClubSettings>("/api/admin/settings", v),
    onSuccess: (saved) => {
      if (saved) qc.setQueryData(SETTINGS_KEY, saved);
      return qc.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}

/** Uploads the payment QR image as the raw request body. */
export async function uploadQr(file: File): Promise<{ paymentQrUrl: string }> {
  const res = await fetch("/api/admin/settings/qr", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  if (!res.ok) {
    let msg = res.statusText;
    try {
      const body = (await res.json()) as { message?: string };
      if (body.message) msg = body.message;
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, msg);
  }
  return (await res.json()) as { paymentQrUrl: string };
}

export function useUploadQr() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadQr,
    onSuccess: () => qc.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
