// Admin registrations: the list of every registration, the payment flag
// (shared by the Registrations tab and the payment references page) and
// deleting a member's registration.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { AdminRegistration, PaymentReferenceRow } from "@/admin/types";

export const REGISTRATIONS_KEY = ["/api/registrations/all"] as const;
export const PAYMENT_REFERENCES_KEY = ["/api/admin/payment-references"] as const;

export function useAdminRegistrations() {
  return useQuery<AdminRegistration[]>({ queryKey: REGISTRATIONS_KEY });
}

// Reads that show registrations, payments, seats or flights; they are
// refetched after any change to a registration. Inactive ones are only
// marked stale.
const DEPENDENT_PREFIXES = [
  "/api/registrations",
  "/api/events",
  "/api/flights",
  "/api/admin/flights",
  "/api/admin/payment",
  "/api/admin/stats",
];

export function invalidateRegistrationData(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: (q) => {
      const head = q.queryKey[0];
      return typeof head === "string" && DEPENDENT_PREFIXES.some((p) => head.startsWith(p));
    },
  });
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

interface PaymentStatusVars {
  id: number;
  isPaid: boolean;
}

interface PaymentStatusContext {
  registrations?: AdminRegistration[];
  references?: PaymentReferenceRow[];
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
      const references = qc.getQueryData<PaymentReferenceRow[]>(PAYMENT_REFERENCES_KEY);
      if (registrations) {
        qc.setQueryData<AdminRegistration[]>(
          REGISTRATIONS_KEY,
          registrations.map((r) => (r.id === id ? { ...r, isPaid } : r)),
        );
      }
      if (references) {
        qc.setQueryData<PaymentReferenceRow[]>(
          PAYMENT_REFERENCES_KEY,
          references.map((r) => (r.id === id ? { ...r, isPaid } : r)),
        );
      }
      return { registrations, references };
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.registrations) qc.setQueryData(REGISTRATIONS_KEY, ctx.registrations);
      if (ctx?.references) qc.setQueryData(PAYMENT_REFERENCES_KEY, ctx.references);
      opts.onError?.(err);
    },
    onSettled: () => invalidateRegistrationData(qc),
  });
}

/** Removes a member's registration from an event (admin). */
export function useDeleteRegistration() {
  const qc = useQueryClient();
  return useMutation<unknown, unknown, { eventId: number; memberPhone: string }>({
    mutationFn: ({ eventId, memberPhone }) =>
      api.del(`/api/admin/events/${eventId}/registrations`, { memberPhone }),
    onSuccess: () => invalidateRegistrationData(qc),
  });
}
