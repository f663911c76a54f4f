// Which cached reads each mutation makes stale: the one place to look when a
// screen shows old data after a write, and the one place to change when a
// new read or write appears. Reads are matched on the first part of their
// query key (the API path) by prefix, so "/api/flights" covers both
// ["/api/flights", 7] and ["/api/flights/all"]. Only reads on screen refetch
// at once; the others are marked stale and refetch when next shown.
//
// The keys are plain strings (no imports from the features) so every api
// module can use this map without import cycles, and the visitor bundle
// carries no admin code, only these few strings.
import type { QueryClient, QueryKey } from "@tanstack/react-query";

type Match = string | ((key: QueryKey) => boolean);

// A member registers or leaves: seat counts, participants, the member's
// own list and flights may all change.
const MEMBER_REGISTRATION_READS: readonly Match[] = [
  "/api/events",
  "/api/member/registrations",
  "/api/flights",
  "/api/member/flights",
];

// An admin change to one registration (paid flag, removal, slip): every
// list that shows registrations, payments, seats, flights or the totals.
const ADMIN_REGISTRATION_READS: readonly Match[] = [
  "/api/registrations",
  "/api/events",
  "/api/flights",
  "/api/admin/flights",
  "/api/admin/payment",
  "/api/admin/stats",
];

// An event or member written by an admin may show in any admin list (the
// delete cascades to registrations and flight places), except the session.
const ADMIN_LIST_READS: readonly Match[] = [
  (key) => typeof key[0] === "string" && key[0].startsWith("/api/admin/") && key[0] !== "/api/admin/me",
  "/api/events",
  "/api/registrations",
  "/api/flights",
];

// Every flight read: the admin list and sheets, the free members of an
// event, the member-side flight lists.
const FLIGHT_READS: readonly Match[] = ["/api/flights", "/api/admin/flights"];

const NOTIFICATION_COUNT: Match = (key) => key[0] === "/api/notifications" && key[2] === "count";

export const INVALIDATES = {
  // member: features/registrations/api/registrations.ts
  registerForEvent: MEMBER_REGISTRATION_READS,
  deregisterFromEvent: MEMBER_REGISTRATION_READS,
  deleteOwnRegistration: MEMBER_REGISTRATION_READS,
  // member: features/payments/api/payments.ts
  savePaymentReference: ["/api/member/registrations"],
  // member: features/notifications/api/notifications.ts
  markNotificationRead: [NOTIFICATION_COUNT],
  markAllNotificationsRead: ["/api/notifications"],
  clearNotifications: ["/api/notifications"],
  // admin: features/events/api/adminEvents.ts, features/members/api/adminMembers.ts
  createEvent: ADMIN_LIST_READS,
  updateEvent: ADMIN_LIST_READS,
  deleteEvent: ADMIN_LIST_READS,
  createMember: ADMIN_LIST_READS,
  updateMember: ADMIN_LIST_READS,
  deleteMember: ADMIN_LIST_READS,
  // admin: features/registrations/api/adminRegistrations.ts, features/payments/api/adminPayments.ts
  setPaymentStatus: ADMIN_REGISTRATION_READS,
  adminDeleteRegistration: ADMIN_REGISTRATION_READS,
  deletePaymentReference: ADMIN_REGISTRATION_READS,
  // admin: features/flights/api/adminFlights.ts
  createFlight: FLIGHT_READS,
  updateFlight: FLIGHT_READS,
  deleteFlight: FLIGHT_READS,
  addFlightMember: FLIGHT_READS,
  removeFlightMember: FLIGHT_READS,
  // admin: features/content/api/adminContent.ts (the public pages read the same posts and photos)
  saveBlogPost: ["/api/admin/blog", "/api/blog"],
  deleteBlogPost: ["/api/admin/blog", "/api/blog"],
  addPhoto: ["/api/admin/photos", "/api/photos"],
  deletePhoto: ["/api/admin/photos", "/api/photos"],
  markMessageRead: ["/api/admin/stats"],
  deleteMessage: ["/api/admin/stats"],
  // admin: features/content/api/adminSettings.ts (footer and payment page read the settings)
  saveSettings: ["/api/settings"],
  uploadQr: ["/api/settings"],
} satisfies Record<string, readonly Match[]>;

export type Mutation = keyof typeof INVALIDATES;

function matches(m: Match, key: QueryKey): boolean {
  if (typeof m === "function") return m(key);
  const head = key[0];
  return typeof head === "string" && head.startsWith(m);
}

/** Marks stale (and refetches if shown) every read the mutation may have changed. */
export function invalidateAfter(qc: QueryClient, mutation: Mutation): Promise<void> {
  const list: readonly Match[] = INVALIDATES[mutation];
  return qc.invalidateQueries({ predicate: (q) => list.some((m) => matches(m, q.queryKey)) });
}
