// The VIP subscription (RM 144 a year, /membership) is separate from the
// membership number: every member who signs up gets a number and member
// rates (spec 1 §2); VIP is the paid yearly plan on top. One function says
// where a member stands, for the Membership tab and the Subscription page.
import type { MemberProfile } from "@/shared/lib/types";

export type VipStatus =
  | { kind: "active"; until: string }
  | { kind: "expired"; on: string }
  | { kind: "none" };

/** today is the club's calendar date (YYYY-MM-DD, lib/format clubToday). */
export function vipStatus(member: Pick<MemberProfile, "subscriptionExpiryDate">, today: string): VipStatus {
  const until = member.subscriptionExpiryDate?.slice(0, 10);
  if (!until) return { kind: "none" };
  return until >= today ? { kind: "active", until } : { kind: "expired", on: until };
}
