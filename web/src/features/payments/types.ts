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

export interface PaymentAnalyticsRow {
  eventId: number;
  eventTitle: string;
  eventDate: string;
  paidCount: number;
  unpaidCount: number;
  paidAmount: number;
  unpaidAmount: number;
}

/** What one page of GET /api/admin/payment-references asks for. */
export interface PaymentReferenceQuery {
  filter: ReferenceFilter;
  q: string;
  offset: number;
  limit: number;
}
