// Payment analytics and the payment references page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { PaymentAnalyticsRow, PaymentReferenceRow } from "@/admin/types";
import { PAYMENT_REFERENCES_KEY, invalidateRegistrationData } from "@/features/registrations/api/adminRegistrations";

export { PAYMENT_REFERENCES_KEY };
export const PAYMENT_ANALYTICS_KEY = ["/api/admin/payment-analytics"] as const;

export function usePaymentAnalytics() {
  return useQuery<PaymentAnalyticsRow[]>({ queryKey: PAYMENT_ANALYTICS_KEY });
}

export function usePaymentReferences(enabled = true) {
  return useQuery<PaymentReferenceRow[]>({ queryKey: PAYMENT_REFERENCES_KEY, enabled });
}

/** Clears a registration's payment slip and deletes the stored file. */
export function useDeletePaymentReference() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, number>({
    mutationFn: (id) => api.del(`/api/admin/payment-references/${id}`),
    onSuccess: () => invalidateRegistrationData(qc),
  });
}
