// The payment state of one registration as a badge: the same
// words and colours on the dashboard, in the registration dialog and on the
// payment page. The state itself comes from paymentState().
import { CheckCircle2Icon, CircleDollarSignIcon, FileCheck2Icon, GiftIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n/i18n";
import { PAYMENT_STATE_LABEL, paymentState, type PaymentFields, type PaymentState } from "@/features/registrations/paymentState";

const VARIANT = {
  unpaid: "sand",
  "awaiting-review": "secondary",
  paid: "success",
  free: "outline",
} as const satisfies Record<PaymentState, string>;

const ICON = {
  unpaid: CircleDollarSignIcon,
  "awaiting-review": FileCheck2Icon,
  paid: CheckCircle2Icon,
  free: GiftIcon,
} satisfies Record<PaymentState, unknown>;

export function PaymentStatusBadge({ registration, className }: { registration: PaymentFields; className?: string }) {
  useT(); // re-renders on a language switch
  const state = paymentState(registration);
  const Icon = ICON[state];
  return (
    <Badge variant={VARIANT[state]} data-state={state} data-testid="payment-status" className={className}>
      <Icon aria-hidden="true" /> {PAYMENT_STATE_LABEL[state]}
    </Badge>
  );
}
