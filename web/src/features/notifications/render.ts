// A notification's words, made on the client from its type and params in
// the app's language (catalog ids notif.*), so a member who switches
// language sees every notification in it at once. The server's stored
// title/message (in the member's language when it was written) are the
// fallback for a type this client does not know or params that are
// missing. One formatter per kind of value: dates and times through
// lib/format.ts (en-MY / ms-MY).
import { t, type MessageId } from "@/shared/i18n/i18n";
import { formatDateTime, formatLongDate, formatTime } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import type { Notification } from "@/features/notifications/types";

export const NOTIFICATION_TYPES = ["FELLOW_MEMBER_JOINED", "EVENT_UPDATE", "PAYMENT_UPDATE", "FLIGHT_UPDATE", "EVENT_REMINDER", "RESULTS_PUBLISHED"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the Membership tab calls each type (the opt-out switches). */
/** Each type's switch in the notification settings: message ids, translated at render. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, { label: MessageId; hint: MessageId }> = {
  FELLOW_MEMBER_JOINED: { label: "bell.type.joined", hint: "bell.type.joinedHint" },
  EVENT_UPDATE: { label: "bell.type.event", hint: "bell.type.eventHint" },
  PAYMENT_UPDATE: { label: "bell.type.payment", hint: "bell.type.paymentHint" },
  FLIGHT_UPDATE: { label: "bell.type.flight", hint: "bell.type.flightHint" },
  EVENT_REMINDER: { label: "bell.type.reminder", hint: "bell.type.reminderHint" },
  RESULTS_PUBLISHED: { label: "bell.type.results", hint: "bell.type.resultsHint" },
};

export interface RenderedNotification {
  title: string;
  message: string;
}

type Params = Record<string, unknown>;

/** A text param; numbers are written out; anything else is missing. */
function text(p: Params, key: string): string | undefined {
  const v = p[key];
  if (typeof v === "string" && v.trim() !== "") return v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}
/** "2026-12-05" → "Sat, 5 December 2026". */
const longDate = (p: Params, key: string) => {
  const v = text(p, key);
  return v ? formatLongDate(v) : undefined;
};
/** "07:30" → "7:30 am". */
const time = (p: Params, key: string) => {
  const v = text(p, key);
  return v ? formatTime(v) : undefined;
};

/** "5 Dec 2026 at 7:30 am", "5 Dec 2026" or "7:30 am". */
function when(d: string | undefined, tm: string | undefined): string | undefined {
  if (d && tm) return t("notif.when", { date: d, time: tm });
  return d ?? tm;
}

type Renderer = (p: Params) => RenderedNotification | null;

/** The types the app renders: the mutable ones and the waitlist's, which a
 *  member cannot mute (a seat with a payment deadline is too important to miss). */
type RenderedType = NotificationType | "WAITLIST_PROMOTED" | "WAITLIST_LAPSED";

// The same sentences as the server's catalogs (internal/i18n), with dates
// and times in the app's formats for the language in use.
const RENDERERS: Record<RenderedType, Renderer> = {
  FELLOW_MEMBER_JOINED: (p) => {
    const name = text(p, "memberName");
    const event = text(p, "eventTitle");
    if (!name || !event) return null;
    // An unread notice takes in the members who join after it (the server
    // folds them): "others" counts them besides the one named.
    const others = typeof p.others === "number" && Number.isInteger(p.others) && p.others > 0 ? p.others : 0;
    if (others > 0) {
      return { title: t("notif.joinedMany.title"), message: t("notif.joinedMany.message", { name, event, others }) };
    }
    return { title: t("notif.joined.title"), message: t("notif.joined.message", { name, event }) };
  },
  EVENT_UPDATE: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    switch (p.change) {
      case "rescheduled": {
        const now = when(longDate(p, "date"), time(p, "time"));
        return now ? { title: t("notif.rescheduled.title"), message: t("notif.rescheduled.message", { event, when: now }) } : null;
      }
      case "renamed": {
        const old = text(p, "oldTitle");
        return old ? { title: t("notif.renamed.title"), message: t("notif.renamed.message", { old, event }) } : null;
      }
      case "cancelled": {
        const on = longDate(p, "date");
        return { title: t("notif.cancelled.title"), message: on ? t("notif.cancelled.messageOn", { event, date: on }) : t("notif.cancelled.message", { event }) };
      }
      default:
        return null;
    }
  },
  PAYMENT_UPDATE: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    if (p.status === "confirmed") return { title: t("notif.paid.title"), message: t("notif.paid.message", { event }) };
    if (p.status === "rejected") {
      return { title: t("notif.rejected.title"), message: t("notif.rejected.message", { event }) };
    }
    return null;
  },
  FLIGHT_UPDATE: (p) => {
    const event = text(p, "eventTitle");
    const flight = text(p, "flightNumber");
    const tee = time(p, "teeTime");
    if (!event || !flight || !tee) return null;
    const hole = text(p, "startingHole");
    if (p.change === "placed") {
      return { title: t("notif.placed.title"), message: hole ? t("notif.placed.messageHole", { flight, event, tee, hole }) : t("notif.placed.message", { flight, event, tee }) };
    }
    if (p.change === "tee_time") {
      const old = time(p, "oldTeeTime");
      const from = hole ? t("notif.teeTime.from", { hole }) : "";
      const was = old ? t("notif.teeTime.was", { old }) : "";
      return { title: t("notif.teeTime.title"), message: t("notif.teeTime.message", { flight, event, tee, from, was }) };
    }
    return null;
  },
  EVENT_REMINDER: (p) => {
    const event = text(p, "eventTitle");
    const at = when(longDate(p, "date"), time(p, "time"));
    if (!event || !at) return null;
    const tee = time(p, "teeTime");
    const flight = text(p, "flightNumber");
    const extra = tee ? ` ${flight ? t("notif.reminder.teeFlight", { tee, flight }) : t("notif.reminder.tee", { tee })}` : "";
    return { title: t("notif.reminder.title", { event }), message: t("notif.reminder.message", { event, when: at }) + extra };
  },
  WAITLIST_PROMOTED: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    const by = text(p, "payBy");
    const pay = by ? ` ${t("notif.promoted.payBy", { when: formatDateTime(by) })}` : "";
    return { title: t("notif.promoted.title", { event }), message: t("notif.promoted.message", { event }) + pay };
  },
  WAITLIST_LAPSED: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    return { title: t("notif.lapsed.title"), message: t("notif.lapsed.message", { event }) };
  },
  RESULTS_PUBLISHED: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    return { title: t("notif.results.title", { event }), message: t("notif.results.message", { event }) };
  },
};

function isKnownType(t: string): t is RenderedType {
  return Object.hasOwn(RENDERERS, t);
}

/** The title and message to show: from type + params, else the server's words. */
export function renderNotification(n: Pick<Notification, "type" | "title" | "message" | "params">): RenderedNotification {
  const fallback = { title: n.title, message: n.message };
  if (!isKnownType(n.type) || !n.params || typeof n.params !== "object") return fallback;
  return RENDERERS[n.type](n.params) ?? fallback;
}

/** Where a notification leads in the app, if anywhere: published results
 *  open the event's results page, a scored event's reminder the scorecard. */
export function notificationHref(n: Pick<Notification, "type" | "params" | "eventId">): string | undefined {
  const id = typeof n.params?.eventId === "number" ? n.params.eventId : n.eventId;
  if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) return undefined;
  if (n.type === "RESULTS_PUBLISHED") return paths.results(id);
  // A reminder of a scored event the member has a flight in: the card they
  // will keep at the first tee.
  if (n.type === "EVENT_REMINDER" && n.params?.scorecard === true) return paths.scorecard(id);
  return undefined;
}
