// The shapes of slip uploads and the admin's payment analytics
// (docs/api.md). A page of payment references is shared/lib/types.ts's:
// the registrations feature updates it when it marks a registration paid.
import type { ReferenceFilter } from "@/shared/lib/types";

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

/** A number of registrations and what they cost together (RM). */
export interface PaySum {
  count: number;
  amount: number;
}

/** The money of a set of registrations; awaiting is part of outstanding. */
export interface PayFigures {
  collected: PaySum;
  outstanding: PaySum;
  awaiting: PaySum;
  /** Registrations at no known rate, counted with RM 0. */
  unpriced: number;
}

export interface PayMonth extends PayFigures {
  /** "YYYY-MM" */
  month: string;
}

export interface PayEvent extends PayFigures {
  eventId: number;
  eventTitle: string;
  eventDate: string;
}

/** GET /api/admin/payments/analytics */
export interface PaymentAnalytics {
  from: string;
  to: string;
  totals: PayFigures;
  months: PayMonth[];
  events: PayEvent[];
  daysToPay: { measured: number; average: number | null; median: number | null; noSlipTime: number };
}

/** The range of the analytics, ISO dates; "" asks for the server's default. */
export interface PaymentRange {
  from: string;
  to: string;
}

/** What one page of GET /api/admin/payment-references asks for. */
export interface PaymentReferenceQuery {
  filter: ReferenceFilter;
  q: string;
  offset: number;
  limit: number;
}

/** GET /api/payment/{registrationId}/qr: the club's DuitNow QR made for one registration. */
export interface PaymentQr {
  /** The QR code drawn as SVG by the server. */
  svg: string;
  /** The registration's price in ringgit, filled in as the amount. */
  amount: number;
  /** The reference the member's bank carries to the club's statement. */
  reference: string;
}
