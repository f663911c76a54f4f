// Payment review for admins: analytics, the payment references page and
// clearing a payment slip. The paid flag is a registration's
// (features/registrations useSetPaymentStatus).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentAnalytics, PaymentRange, PaymentReferenceQuery } from "@/features/payments/types";
import type { PaymentReferencePage } from "@/shared/lib/types";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { PAYMENT_REFERENCES_KEY } from "@/features/registrations";
import { api } from "@/shared/lib/api";

export const PAYMENT_ANALYTICS_KEY = ["/api/admin/payments/analytics"] as const;

export const adminPaymentQueries = {
  analytics: (r: PaymentRange) =>
    queryOptions<PaymentAnalytics>({
      queryKey: [...PAYMENT_ANALYTICS_KEY, r],
      queryFn: () => api.get<PaymentAnalytics>(`${PAYMENT_ANALYTICS_KEY[0]}${rangeQuery(r)}`),
    }),
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

/** "?from=…&to=…" with the ends that are set; "" when neither is. */
export function rangeQuery(r: PaymentRange): string {
  const params = new URLSearchParams();
  if (r.from) params.set("from", r.from);
  if (r.to) params.set("to", r.to);
  const q = params.toString();
  return q ? `?${q}` : "";
}

/** The spreadsheet of the same report (GET /api/export/payment-analytics/excel). */
export function paymentAnalyticsExportUrl(r: PaymentRange): string {
  return `/api/export/payment-analytics/excel${rangeQuery(r)}`;
}

/** The report of a range; the last one stays on screen while another loads. */
export function usePaymentAnalytics(r: PaymentRange) {
  return useQuery({ ...adminPaymentQueries.analytics(r), placeholderData: keepPreviousData });
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
