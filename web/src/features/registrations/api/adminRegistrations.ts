// Admin registrations: the list of every registration, its filter, and
// deleting a member's registration, and its paid flag, which both this
// list and the payment references page show (the references are
// registrations with a slip).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentReferencePage } from "@/shared/lib/types";
import type { AdminRegistration } from "@/features/registrations/types";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api } from "@/shared/lib/api";

export const REGISTRATIONS_KEY = ["/api/registrations/all"] as const;
/** The payment references page's reads (features/payments adminPaymentQueries). */
export const PAYMENT_REFERENCES_KEY = ["/api/admin/payment-references"] as const;

export const adminRegistrationQueries = {
  all: () => queryOptions<AdminRegistration[]>({ queryKey: REGISTRATIONS_KEY }),
};

export function useAdminRegistrations() {
  return useQuery(adminRegistrationQueries.all());
}

/** Rows matching the event filter ("all" or an event id) and a member-name search. */
export function filterRegistrations(
  rows: AdminRegistration[],
  eventId: number | "all",
  nameQuery: string,
): AdminRegistration[] {
  const q = nameQuery.trim().toLowerCase();
  return rows.filter(
    (r) => (eventId === "all" || r.eventId === eventId) && (q === "" || r.memberName.toLowerCase().includes(q)),
  );
}

/** Removes a member's registration from an event (admin). */
export function useDeleteRegistration() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, { eventId: number; memberPhone: string }>({
    mutationFn: ({ eventId, memberPhone }) =>
      api.del(`/api/admin/events/${eventId}/registrations`, { memberPhone }),
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
