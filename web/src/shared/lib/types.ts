// Shapes of the JSON API (docs/api.md) that several features share: the
// event, the member, the registration and the flight, each once. A shape
// only one feature uses is in that feature's types.ts.

export interface Rate {
  type: string;
  price: number;
  category: "member" | "non-member";
  /** An extra bought with an entry (a buggy share), never the "from" price.
   *  Absent on entries. */
  addOn?: boolean;
}

export type EventType = "tournament" | "social" | "Golf Trips" | (string & {});

export interface ClubEvent {
  id: number;
  title: string;
  description: string;
  /** ISO YYYY-MM-DD, the club's calendar date */
  date: string;
  time: string;
  /** ISO YYYY-MM-DD, the last day of an event over several days; null for one day. */
  endDate?: string | null;
  /** "HH:MM" (24-hour) the event ends on its last day; null when unknown. */
  endTime?: string | null;
  type: EventType;
  capacity: number;
  registered: number;
  image: string;
  rates: Rate[];
  createdAt: string;
  /** Hours a member promoted from the waitlist has to pay; null: no deadline. */
  promotionPayHours?: number | null;
}

/** A member, as every answer about one carries them. */
export interface Member {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  membershipNumber: string | null;
  isActive: boolean;
  subscriptionDate: string | null;
  subscriptionExpiryDate: string | null;
}

/** The signed-in member's own profile (GET /api/member/session). */
export interface MemberProfile extends Member {
  /** What the member wants to be greeted by; null: the full name. */
  preferredName?: string | null;
  /** The member's language (members.locale); absent from an older server. */
  locale?: "en" | "ms";
  /** Signed up while the club approves sign-ups, and waiting for a membership number. */
  membershipPending?: boolean;
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

/** A registration, as every answer about one carries it. */
export interface Registration {
  id: number;
  eventId: number;
  eventTitle: string;
  /** ISO YYYY-MM-DD */
  eventDate: string;
  eventType: EventType;
  memberId: number;
  memberName: string;
  memberPhone: string;
  guestRateType: string;
  price: number | null;
  /** "RM 144", or "Contact for rate" when no price applies. */
  priceLabel: string;
  isPaid: boolean;
  paymentReferenceFileUrl: string | null;
  paymentReferenceFileName: string | null;
  paymentReferenceUploadedAt: string | null;
  /** When the slip retention job deleted the slip file (its name stays). */
  paymentSlipDeletedAt?: string | null;
  createdAt: string;
}

/**
 * A registration as its owner sees it (register answer, GET
 * /api/member/registrations, own row of the participants list).
 */
export interface MemberRegistration extends Registration, Participant {
  /** Deadline of a seat given from the waitlist (null: none, or paid/slip sent). */
  payBy?: string | null;
  eventTime: string;
}

/** A player of a flight, as every flight answer carries them. */
interface FlightSeat {
  id: number;
  position: number;
  memberName: string;
}

/** A flight's player as a member sees them. */
export interface FlightPlayer extends FlightSeat {
  isMine: boolean;
}

/** A flight's player as the admin sees them. */
export interface FlightMemberView extends FlightSeat {
  registrationId: number;
  memberPhone: string;
  memberEmail: string | null;
  handicap: number | null;
  isPaid: boolean;
}

/** A flight (tee-time group) with its players of kind P. */
interface FlightOf<P extends FlightSeat> {
  id: number;
  eventId: number;
  flightNumber: number;
  teeTime: string;
  startingHole: number;
  notes: string;
  maxPlayers: number;
  currentPlayers: number;
  members: P[];
}

/** A flight as a member sees it (GET /api/flights/{eventId}). */
export type Flight = FlightOf<FlightPlayer>;

/** A flight the signed-in member plays in, with its event (GET /api/member/flights). */
export interface MemberFlight extends Flight {
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  eventType: EventType;
  position: number;
  registrationId: number;
}

/** A flight in the admin's list, with its event (GET /api/admin/flights). */
export interface AdminFlight extends FlightOf<FlightMemberView> {
  eventTitle: string;
  eventDate: string;
  eventTime: string;
}

/** Which rows the payment references page lists: awaiting is a slip, not paid. */
export type ReferenceFilter = "all" | "awaiting" | "unpaid" | "paid";

/** A registration as the payment references page lists it, with its slip if any. */
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

/**
 * One page of GET /api/admin/payment-references. The payments feature
 * reads it; the registrations feature updates its rows' paid flag.
 */
export interface PaymentReferencePage {
  items: PaymentReferenceRow[];
  /** Rows matching filter and search, over all pages. */
  total: number;
  offset: number;
  limit: number;
  /** Every filter's count, without the search. */
  counts: Record<ReferenceFilter, number>;
}
