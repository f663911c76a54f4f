// A registration's payment state as the member sees it: one
// state per registration, derived here and nowhere else, so the dashboard,
// the registration dialog and the payment page always agree.
//
//   unpaid           → "Pay Now" (spec 1 §2) and nothing else
//   awaiting-review  → a slip is on file, the club has not confirmed it yet
//   paid             → "Paid" (the admin confirmed it; spec 1 §4)
//   free             → the rate costs RM 0: nothing to pay
import { t } from "@/i18n/i18n";
import { formatMoney } from "@/lib/format";
import type { MemberRegistration } from "@/lib/types";

export type PaymentState = "unpaid" | "awaiting-review" | "paid" | "free";

export type PaymentFields = Pick<MemberRegistration, "isPaid" | "price" | "paymentReferenceFileName">;

export function paymentState(r: PaymentFields): PaymentState {
  if (r.isPaid) return "paid";
  if (r.price === 0) return "free";
  if ((r.paymentReferenceFileName ?? "").trim() !== "") return "awaiting-review";
  return "unpaid";
}

/** What each state reads as, wherever it is shown, in the language in use:
 *  each read translates (getters, never a text frozen at module load). */
export const PAYMENT_STATE_LABEL: Readonly<Record<PaymentState, string>> = {
  get unpaid() {
    return t("reg.state.unpaid");
  },
  get "awaiting-review"() {
    return t("reg.state.awaitingReview");
  },
  get paid() {
    return t("reg.state.paid");
  },
  get free() {
    return t("reg.state.free");
  },
};

/** The pay action's label: "Pay RM 120" when the amount is known, else the spec's "Pay Now". */
export function payActionLabel(r: Pick<MemberRegistration, "price">): string {
  return r.price !== null && r.price > 0 ? t("reg.payAmount", { amount: formatMoney(r.price) }) : t("reg.payNow");
}

/** The registration's price: the server's "RM 120", or "Contact for rate"
 *  (the server's English words) in the language in use when no price applies. */
export function priceText(r: Pick<MemberRegistration, "price" | "priceLabel">): string {
  return r.price === null ? t("reg.contactForRate") : r.priceLabel;
}
