// A registration's payment state as the member sees it (issue 10): one
// state per registration, derived here and nowhere else, so the dashboard,
// the registration dialog and the payment page always agree.
//
//   unpaid           → "Pay Now" (spec 1 §2) and nothing else
//   awaiting-review  → a slip is on file, the club has not confirmed it yet
//   paid             → "Paid" (the admin confirmed it; spec 1 §4)
//   free             → the rate costs RM 0: nothing to pay
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

/** What each state reads as, wherever it is shown. */
export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = {
  unpaid: "Awaiting payment",
  "awaiting-review": "Slip sent · awaiting review",
  paid: "Paid",
  free: "No fee",
};

/** The pay action's label: "Pay RM 120" when the amount is known, else the spec's "Pay Now". */
export function payActionLabel(r: Pick<MemberRegistration, "price">): string {
  return r.price !== null && r.price > 0 ? `Pay ${formatMoney(r.price)}` : "Pay Now";
}
