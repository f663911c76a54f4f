// Admin API shapes; the contract is docs/api.md.
import type { BlogPost, ContactSubject } from "@/lib/types";

export interface AdminSession {
  id: number;
  username: string;
  /** The admin signs in with an authenticator code too. */
  twoFactorEnabled?: boolean;
  /** The club requires two-factor sign-in and this admin has not set it up yet. */
  twoFactorSetupRequired?: boolean;
}

/** POST /api/admin/login: a session, or "now the code" (no session yet). */
export type AdminLoginAnswer = AdminSession | { twoFactorRequired: true };

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The club switch "require two-factor sign-in for admins". */
  required: boolean;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
  qrUrl: string;
}

export interface StatValue {
  value: number;
  previous: number;
  changePct: number | null;
}

export interface AdminStats {
  activeMembers: StatValue;
  upcomingEvents: StatValue;
  pendingPayments: StatValue;
  unreadMessages: StatValue;
  queue: AdminQueue;
}

/** The overview's action queue (docs/api.md). */
export interface AdminQueue {
  /** Registrations with a slip, not marked paid. */
  awaitingReview: number;
  /** Unpaid registrations of upcoming events; amount sums those with a price. */
  outstanding: { amount: number; registrations: number; unpriced: number };
  /** Events dated today to today+6 on the club's calendar. */
  week: { from: string; to: string; events: WeekEvent[] };
}

export interface WeekEvent {
  id: number;
  title: string;
  date: string;
  time: string;
  registered: number;
  capacity: number;
}

export interface PaymentAnalyticsRow {
  eventId: number;
  eventTitle: string;
  eventDate: string;
  paidCount: number;
  unpaidCount: number;
  paidAmount: number;
  unpaidAmount: number;
}

export interface AdminMember {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  membershipNumber: string | null;
  isActive: boolean;
  subscriptionDate: string | null;
  subscriptionExpiryDate: string | null;
  createdAt: string;
  updatedAt: string;
  registrationCount: number;
}

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

export interface EventInput {
  title: string;
  description: string;
  date: string;
  time: string;
  type: string;
  capacity: number;
  image: string;
  rates: { type: string; price: number; category: "member" | "non-member" }[];
  /** Hours to pay after a waitlist promotion; null: no deadline. */
  promotionPayHours: number | null;
}

export interface AdminRegistration {
  id: number;
  eventId: number;
  eventTitle: string;
  eventDate: string;
  eventType: string;
  memberId: number;
  memberName: string;
  memberPhone: string;
  memberEmail: string | null;
  membershipNumber: string | null;
  guestRateType: string;
  price: number | null;
  priceLabel: string;
  isPaid: boolean;
  paymentReferenceFileUrl: string | null;
  paymentReferenceFileName: string | null;
  paymentReferenceUploadedAt: string | null;
  /** When the slip retention job deleted the slip file (its name stays). */
  paymentSlipDeletedAt?: string | null;
  createdAt: string;
}

export interface FlightMemberView {
  id: number;
  position: number;
  registrationId: number;
  memberName: string;
  memberPhone: string;
  memberEmail: string | null;
  handicap: number | null;
  isPaid: boolean;
}

export interface AdminFlight {
  id: number;
  eventId: number;
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  flightNumber: number;
  teeTime: string;
  maxPlayers: number;
  currentPlayers: number;
  startingHole: number;
  notes: string;
  members: FlightMemberView[];
}

export interface FlightInput {
  eventId: number;
  flightNumber: number;
  teeTime: string;
  maxPlayers: number;
  startingHole: number;
  notes: string;
}

export interface AvailableMember {
  registrationId: number;
  memberName: string;
  memberPhone: string;
  memberEmail: string | null;
  guestRateType: string;
  isPaid: boolean;
}

export interface PaymentReferenceRow {
  id: number;
  eventId: number;
  eventTitle: string;
  eventDate: string;
  registrationCreatedAt: string;
  memberName: string;
  memberPhone: string;
  guestRateType: string;
  price: number | null;
  priceLabel: string;
  isPaid: boolean;
  paymentReferenceFileUrl: string | null;
  paymentReferenceFileName: string | null;
  paymentReferenceUploadedAt: string | null;
}

export type ReferenceFilter = "all" | "awaiting" | "unpaid" | "paid";

/** What one page of GET /api/admin/payment-references asks for. */
export interface PaymentReferenceQuery {
  filter: ReferenceFilter;
  q: string;
  offset: number;
  limit: number;
}

/** One page of GET /api/admin/payment-references. */
export interface PaymentReferencePage {
  items: PaymentReferenceRow[];
  /** Rows matching filter and search, over all pages. */
  total: number;
  offset: number;
  limit: number;
  /** Every filter's count, without the search. */
  counts: Record<ReferenceFilter, number>;
}

export interface ContactMessage {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export interface AdminBlogPost extends BlogPost {
  isPublished: boolean;
  updatedAt: string;
}
