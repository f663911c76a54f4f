// Payment review for admins: analytics, the payment references page and
// clearing a payment slip. The paid flag is a registration's
// (features/registrations useSetPaymentStatus).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentAnalyticsRow, PaymentReferenceQuery } from "@/features/payments/types";
import type { PaymentReferencePage } from "@/shared/lib/types";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { PAYMENT_REFERENCES_KEY } from "@/features/registrations";
import { api } from "@/shared/lib/api";

export const PAYMENT_ANALYTICS_KEY = ["/api/admin/payment-analytics"] as const;

export const adminPaymentQueries = {
  analytics: () => queryOptions<PaymentAnalyticsRow[]>({ queryKey: PAYMENT_ANALYTICS_KEY }),
  references: (q: PaymentReferenceQuery) =>
    queryOptions<PaymentReferencePage>({
      queryKey: [...PAYMENT_REFERENCES_KEY, q],
      queryFn: () => api.get<PaymentReferencePage>(paymentReferencesUrl(q)),
    }),
};

/** GET /api/admin/payment-references with the page's filter, search and slice. */
export function paymentReferencesUrl(q: PaymentReferenceQuery): string {
  const params = new URLSearchParams({ filter: q.filter, offset: String(q.offset), limit: String(q.limit) });
  if (q.q.trim()) params.set("q", q.q.trim());
  return `${PAYMENT_REFERENCES_KEY[0]}?${params}`;
}

export function usePaymentAnalytics() {
  return useQuery(adminPaymentQueries.analytics());
}

/** One page of payment references; the previous page stays on screen while the next loads. */
export function usePaymentReferences(q: PaymentReferenceQuery, enabled = true) {
  return useQuery({ ...adminPaymentQueries.references(q), enabled, placeholderData: keepPreviousData });
}

/** Clears a registration's payment slip and deletes the stored file. */
export function useDeletePaymentReference() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, number>({
    mutationFn: (id) => api.del(`/api/admin/payment-references/${id}`),
    onSuccess: () => invalidateAfter(qc, "adminRegistration"),
  });
}
