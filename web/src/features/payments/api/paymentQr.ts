// The club's DuitNow QR made for one registration, the amount and the
// reference filled in (GET /api/payment/{registrationId}/qr). The server
// answers 404 with a code when it cannot make one (the club's QR holds no
// DuitNow data, or the registration has no price): the page then shows
// the club's own QR, as it did before.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { PaymentQr } from "@/features/payments/types";

export const paymentQrKey = (registrationId: number) => ["/api/payment", registrationId, "qr"] as const;

export const paymentQrQueries = {
  forRegistration: (registrationId: number) =>
    queryOptions<PaymentQr>({
      queryKey: paymentQrKey(registrationId),
      queryFn: () => api.get<PaymentQr>(`/api/payment/${registrationId}/qr`),
      // A 404 is an answer (no DuitNow QR), not a hiccup to retry.
      retry: false,
      // The amount follows the registration and the club's QR: ask again
      // on each visit rather than keep the first answer.
      staleTime: 0,
    }),
};

export function usePaymentQr(registrationId: number, enabled = true) {
  return useQuery({ ...paymentQrQueries.forRegistration(registrationId), enabled });
}

/** The SVG as an image address (the CSP allows data: images). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
