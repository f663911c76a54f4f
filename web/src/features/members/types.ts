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

/** A sign-up waiting for the secretary to give it a membership number (GET /api/admin/membership-requests). */
export interface MembershipRequest {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  /** The number typed at sign-up, which approval assigns unless another is given. */
  requestedNumber: string | null;
  /** When they signed up (RFC 3339). */
  since: string;
}
