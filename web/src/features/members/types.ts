// The shapes of the admin's members screen (docs/api.md). The member as
// every answer carries them is shared/lib/types.ts's Member.
import type { Member } from "@/shared/lib/types";

/** A member in the admin's list (GET /api/admin/members). */
export interface AdminMember extends Member {
  createdAt: string;
  updatedAt: string;
  registrationCount: number;
  /** The Handicap Index; a plus handicap is negative (-2.1 is "+2.1"); null when not set. */
  handicapIndex?: number | null;
}

/** What the admin's member form sends. */
export interface MemberInput {
  name: string;
  phone: string;
  email: string;
  membershipNumber: string;
  /** The password as typed (spec quirk); blank on edit keeps the old one. */
  passwordHash: string;
  isActive: boolean;
  subscriptionDate: string;
  subscriptionExpiryDate: string;
}
