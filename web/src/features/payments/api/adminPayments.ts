// Payment review for admins: analytics, the payment references page, the
// paid flag (shared by the Registrations tab and the references page) and
// clearing a payment slip.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminRegistration, PaymentAnalyticsRow, PaymentReferencePage, PaymentReferenceQuery } from "@/shared/lib/adminTypes";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { REGISTRATIONS_KEY } from "@/features/registrations/api/adminRegistrations";
import { api } from "@/shared/lib/api";

export const PAYMENT_ANALYTICS_KEY = ["/api/admin/payment-analytics"] as const;
export const PAYMENT_REFERENCES_KEY = ["/api/admin/payment-references"] as const;

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

interface PaymentStatusVars {
  id: number;
  isPaid: boolean;
}

interface PaymentStatusContext {
  registrations?: AdminRegistration[];
  references: [readonly unknown[], PaymentReferencePage | undefined][];
}

/**
 * Marks a registration paid or unpaid. Both lists that show the flag are
 * updated at once and put back if the server refuses; the caller shows the
 * 'Update Failed' toast through onError.
 */
export function useSetPaymentStatus(opts: { onError?: (err: unknown) => void } = {}) {
  const qc = useQueryClient();
  return useMutation<AdminRegistration, unknown, PaymentStatusVars, PaymentStatusContext>({
    mutationFn: ({ id, isPaid }) => api.put<AdminRegistration>(`/api/admin/payment-status/${id}`, { isPaid }),
    onMutate: async ({ id, isPaid }) => {
      await Promise.all([
        qc.cancelQueries({ queryKey: REGISTRATIONS_KEY }),
        qc.cancelQueries({ queryKey: PAYMENT_REFERENCES_KEY }),
      ]);
      const registrations = qc.getQueryData<AdminRegistration[]>(REGISTRATIONS_KEY);
      const references = qc.getQueriesData<PaymentReferencePage>({ queryKey: PAYMENT_REFERENCES_KEY });
      if (registrations) {
        qc.setQueryData<AdminRegistration[]>(
          REGISTRATIONS_KEY,
          registrations.map((r) => (r.id === id ? { ...r, isPaid } : r)),
        );
      }
      qc.setQueriesData<PaymentReferencePage>({ queryKey: PAYMENT_REFERENCES_KEY }, (page) =>
        page ? { ...page, items: page.items.map((r) => (r.id === id ? { ...r, isPaid } : r)) } : page,
      );
      return { registrations, references };
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.registrations) qc.setQueryData(REGISTRATIONS_KEY, ctx.registrations);
      for (const [key, page] of ctx?.references ?? []) qc.setQueryData(key, page);
      opts.onError?.(err);
    },
    onSettled: () => invalidateAfter(qc, "adminRegistration"),
  });
}
