export { MEMBER_REGISTRATIONS_KEY, useMemberRegistrations } from "./api/registrations";
export { PaymentStatusBadge } from "./components/PaymentStatusBadge";
export { priceText } from "./paymentState";
export { PAYMENT_REFERENCES_KEY, useSetPaymentStatus } from "./api/adminRegistrations";
export { paymentFileHref } from "./paymentFile";
export type { AdminRegistration } from "./types";
