// Shapes of the JSON API (see internal/api). One place, so the client and
// every hook agree with the server.

export type RateCategory = "member" | "non-member";

export interface Rate {
  type: string;
  price: number;
  category: RateCategory;
}

export type EventType = "tournament" | "social" | "Golf Trips" | (string & {});

export interface ClubEvent {
  id: number;
  title: string;
  description: string;
  /** ISO YYYY-MM-DD, the club's calendar date */
  date: string;
  time: string;
  type: EventType;
  capacity: number;
  registered: number;
  image: string;
  rates: Rate[];
  createdAt: string;
  /** Hours a member promoted from the waitlist has to pay; null: no deadline. */
  promotionPayHours?: number | null;
}

export interface Photo {
  id: number;
  title: string;
  caption: string;
  url: string;
  category: "tournaments" | "social" | "course" | (string & {});
  createdAt: string;
}

export interface PhotoPage {
  photos: Photo[];
  total: number;
  /** offset of the next page, or null when there is none */
  nextOffset: number | null;
}

export interface BlogPost {
  id: number;
  title: string;
  content: string;
  image: string;
  category: string;
  createdAt: string;
}

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Subscription Information",
  "Event Booking",
  "Golf Lessons",
  "Other",
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ClubSettings {
  clubName: string;
  shortName: string;
  contactPhone: string;
  contactEmail: string;
  contactHours: string;
  address: string;
  socialUrl: string;
  socialLabel: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  ewalletName: string;
  ewalletNumber: string;
  paymentQrUrl: string;
  vipPrice: number;
  membershipPrefix: string;
  /** Months payment slips are kept before the daily job deletes them; null: forever. */
  slipRetentionMonths: number | null;
}

export interface MemberProfile {
  id: number;
  name: string;
  /** What the member wants to be greeted by; null: the full name. */
  preferredName?: string | null;
  phone: string;
  email: string | null;
  membershipNumber: string | null;
  isActive: boolean;
  subscriptionDate: string | null;
  subscriptionExpiryDate: string | null;
  /** The member's language (members.locale); absent from an older server. */
  locale?: "en" | "ms";
}

/** One field's problem in an error answer (docs/api.md). */
export interface FieldError {
  code: string;
  message: string;
}

/** Every error answer: {"message", "code", "fields"?}. */
export interface ApiErrorBody {
  message: string;
  code: string;
  fields?: Record<string, FieldError>;
}

/** Another member's registration as a member sees it (GET /api/events/{id}/registrations). */
export interface Participant {
  id: number;
  memberName: string;
  guestRateType: string;
  /** The row is the signed-in member's own. */
  isMine: boolean;
  createdAt: string;
}

/**
 * A registration as its owner sees it (register answer, GET
 * /api/member/registrations, own row of the participants list).
 */
export interface MemberRegistration extends Participant {
  eventId: number;
  memberId: number;
  memberPhone: string;
  price: number | null;
  /** "RM 144", or "Contact for rate" when no price applies. */
  priceLabel: string;
  isPaid: boolean;
  paymentReferenceFileUrl: string | null;
  paymentReferenceFileName: string | null;
  paymentReferenceUploadedAt: string | null;
  /** Deadline of a seat given from the waitlist (null: none, or paid/slip sent). */
  payBy?: string | null;
  /** When the slip retention job deleted the slip file (its name stays). */
  paymentSlipDeletedAt?: string | null;
  eventTitle: string;
  /** ISO YYYY-MM-DD */
  eventDate: string;
  eventTime: string;
  eventType: EventType;
}

export interface FlightPlayer {
  id: number;
  position: number;
  memberName: string;
  isMine: boolean;
}

/** A flight (tee-time group) with its players (GET /api/flights/{eventId}). */
export interface Flight {
  id: number;
  eventId: number;
  flightNumber: number;
  teeTime: string;
  startingHole: number;
  notes: string;
  maxPlayers: number;
  currentPlayers: number;
  members: FlightPlayer[];
}

/** A flight the signed-in member plays in, with its event (GET /api/member/flights). */
export interface MemberFlight extends Flight {
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  eventType: EventType;
  position: number;
  registrationId: number;
}

/** POST /api/payment/upload */
export interface UploadLink {
  method: string;
  uploadURL: string;
  expiresAt: string;
  maxBytes: number;
}

/** The answer of the PUT to an upload link. */
export interface UploadResult {
  fileUrl: string;
  fileId: string;
  size: number;
  contentType: string;
}

/** The member's in-app notification (GET /api/notifications/{phone}, newest first). */
export interface Notification {
  id: number;
  /** FELLOW_MEMBER_JOINED, EVENT_UPDATE, or another kind. */
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  eventId: number | null;
  eventTitle: string | null;
  /** What the text is made of, per type (features/notifications/render.ts); absent on old rows. */
  params?: Record<string, unknown> | null;
}
