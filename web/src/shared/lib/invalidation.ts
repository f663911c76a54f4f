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
  /** useRegisterForEvent, useDeregisterFromEvent, useDeleteRegistration,
   *  useJoinWaitlist, useLeaveWaitlist (member): seat counts, participants,
   *  the member's own list, flights and places in line. */
  memberRegistration: ["/api/events", "/api/member/registrations", "/api/flights", "/api/member/flights", "/api/member/waitlists"],
  /** usePaymentUpload (the slip saved as the reference). */
  paymentReference: ["/api/member/registrations"],
  /** useMarkNotificationRead: the unread count (the list was updated in place). */
  notificationRead: [(key) => key[0] === "/api/notifications" && key[2] === "count"],
  /** useMarkAllNotificationsRead, useClearNotifications. */
  notifications: ["/api/notifications"],
  /** useCreate/Update/DeleteEvent, useCreate/Update/DeleteMember (admin): any admin
   *  list may show the row (deletes cascade), but not the admin session. */
  adminEventOrMember: [
    (key) => typeof key[0] === "string" && key[0].startsWith("/api/admin/") && key[0] !== "/api/admin/session",
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

/**
 * What each topic of the live stream (GET /api/realtime, `event: changed`)
 * makes stale: the server names what changed, the client knows which reads
 * show it. "participants:<id>" is matched with its event id by topicMatches.
 */
export const TOPIC_INVALIDATES = {
  /** Event list, detail and seat counts (everyone). */
  events: ["/api/events"],
  /** The viewer's own registrations, payment state and flights (that member only). */
  "my-registrations": ["/api/member/registrations", "/api/member/flights"],
  /** Flight arrangements of any event (members, admins). */
  flights: ["/api/flights", "/api/member/flights", "/api/admin/flights"],
  /** The viewer's notifications: count, list and the new-notification check. */
  notifications: ["/api/notifications"],
  /** The viewer's own deletion request (an admin answered it). */
  "my-account": ["/api/member/deletion-request"],
  /** The season's standings moved (an event finalised or corrected, the settings changed). */
  "order-of-merit": ["/api/order-of-merit"],
  /** Admin data; never the admin session itself. */
  admin: [
    (key) => typeof key[0] === "string" && key[0].startsWith("/api/admin/") && key[0] !== "/api/admin/session",
    "/api/registrations",
    "/api/flights",
    "/api/events",
  ],
} satisfies Record<string, readonly Match[]>;

/** The reads a topic makes stale; [] for a topic this client does not know. */
export function topicMatches(topic: string): readonly Match[] {
  const scorecard = /^scorecard:(\d+)$/.exec(topic);
  if (scorecard) {
    const id = Number(scorecard[1]);
    // GET /api/events/{id}/scorecard, keyed ["/api/events", id, "scorecard"].
    return [(key) => key[0] === "/api/events" && key[1] === id && key[2] === "scorecard"];
  }
  const participants = /^participants:(\d+)$/.exec(topic);
  if (participants) {
    const id = Number(participants[1]);
    // GET /api/events/{id}/registrations, keyed ["/api/events", id, "registrations"].
    return [(key) => key[0] === "/api/events" && key[1] === id && key[2] === "registrations"];
  }
  const leaderboard = /^leaderboard:(\d+)$/.exec(topic);
  if (leaderboard) {
    const id = Number(leaderboard[1]);
    // The event's leaderboard and results (["/api/events", id, "leaderboard"|"results"])
    // and the admin's reads of its round (["/api/admin/events", id, …]).
    return [
      (key) => key[0] === "/api/events" && key[1] === id && (key[2] === "leaderboard" || key[2] === "results"),
      (key) => key[0] === "/api/admin/events" && key[1] === id,
    ];
  }
  return Object.hasOwn(TOPIC_INVALIDATES, topic) ? TOPIC_INVALIDATES[topic as keyof typeof TOPIC_INVALIDATES] : [];
}

/** Marks stale (and refetches if shown) every read the topics name. */
export function invalidateTopics(qc: QueryClient, topics: readonly string[]): Promise<void> {
  const list = topics.flatMap((t) => topicMatches(t));
  if (list.length === 0) return Promise.resolve();
  return qc.invalidateQueries({ predicate: ({ queryKey: key }) => list.some((m) => matches(m, key)) });
}

function matches(m: Match, key: QueryKey): boolean {
  return typeof m === "string" ? typeof key[0] === "string" && key[0].startsWith(m) : m(key);
}
