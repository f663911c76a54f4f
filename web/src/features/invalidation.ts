// Which cached reads each mutation makes stale: the one place to look when a
// screen shows old data after a write, and the one place to change when a
// new read or write appears. Each entry names a kind of change, the
// mutations that make it, and the reads it refreshes. Reads are matched on
// the first part of their query key (the API path) by prefix, so
// "/api/flights" covers both ["/api/flights", 7] and ["/api/flights/all"].
// Only reads on screen refetch at once; the others are marked stale.
//
// The keys are plain strings (no imports from the features) so every api
// module can use this map without import cycles, and the visitor bundle
// carries no admin code, only these few strings.
import type { QueryClient, QueryKey } from "@tanstack/react-query";

type Match = string | ((key: QueryKey) => boolean);

export const INVALIDATES = {
  /** useRegisterForEvent, useDeregisterFromEvent, useDeleteRegistration (member):
   *  seat counts, participants, the member's own list and flights. */
  memberRegistration: ["/api/events", "/api/member/registrations", "/api/flights", "/api/member/flights"],
  /** usePaymentUpload (the slip saved as the reference). */
  paymentReference: ["/api/member/registrations"],
  /** useMarkNotificationRead: the unread count (the list was updated in place). */
  notificationRead: [(key) => key[0] === "/api/notifications" && key[2] === "count"],
  /** useMarkAllNotificationsRead, useClearNotifications. */
  notifications: ["/api/notifications"],
  /** useCreate/Update/DeleteEvent, useCreate/Update/DeleteMember (admin): any admin
   *  list may show the row (deletes cascade), but not the admin session. */
  adminEventOrMember: [
    (key) => typeof key[0] === "string" && key[0].startsWith("/api/admin/") && key[0] !== "/api/admin/me",
    "/api/events",
    "/api/registrations",
    "/api/flights",
  ],
  /** useSetPaymentStatus, useDeleteRegistration (admin), useDeletePaymentReference:
   *  every list showing registrations, payments, seats, flights or the totals. */
  adminRegistration: [
    "/api/registrations",
    "/api/events",
    "/api/flights",
    "/api/admin/flights",
    "/api/admin/payment",
    "/api/admin/stats",
  ],
  /** useCreate/Update/DeleteFlight, useAdd/RemoveFlightMember: every flight read. */
  flight: ["/api/flights", "/api/admin/flights"],
  /** useSaveBlogPost, useDeleteBlogPost: the admin list and the public blog. */
  blog: ["/api/admin/blog", "/api/blog"],
  /** useAddPhoto, useDeletePhoto: the admin list and the public gallery. */
  photo: ["/api/admin/photos", "/api/photos"],
  /** useMarkMessageRead, useDeleteMessage (the inbox is updated in place): the unread total. */
  message: ["/api/admin/stats"],
  /** useSaveSettings, useUploadQr: the footer, contact and payment pages read them. */
  settings: ["/api/settings"],
} satisfies Record<string, readonly Match[]>;

export type Change = keyof typeof INVALIDATES;

/** Marks stale (and refetches if shown) every read the change may have altered. */
export function invalidateAfter(qc: QueryClient, change: Change): Promise<void> {
  const list: readonly Match[] = INVALIDATES[change];
  return qc.invalidateQueries({
    predicate: ({ queryKey: key }) =>
      list.some((m) => (typeof m === "string" ? typeof key[0] === "string" && key[0].startsWith(m) : m(key))),
  });
}
