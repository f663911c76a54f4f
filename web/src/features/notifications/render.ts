// A notification's words, made on the client from its type and params
// (COMMON.md "Notifications") so they can be translated later. The server
// still fills in English title/message; they are the fallback for a type
// this client does not know or params that are missing. One formatter per
// kind of value: dates and times through lib/format.ts (en-MY).
import { formatDateTime, formatLongDate, formatTime } from "@/lib/format";
import type { Notification } from "@/lib/types";

export const NOTIFICATION_TYPES = ["FELLOW_MEMBER_JOINED", "EVENT_UPDATE", "PAYMENT_UPDATE", "FLIGHT_UPDATE", "EVENT_REMINDER"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the Membership tab calls each type (the opt-out switches). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, { label: string; hint: string }> = {
  FELLOW_MEMBER_JOINED: { label: "Members joining my events", hint: "When a fellow member registers for an event you are in." },
  EVENT_UPDATE: { label: "Event changes", hint: "New date or time, a new name, or a cancellation." },
  PAYMENT_UPDATE: { label: "Payment updates", hint: "When the club confirms or rejects your payment." },
  FLIGHT_UPDATE: { label: "Flight updates", hint: "Your flight placement and tee time changes." },
  EVENT_REMINDER: { label: "Event reminders", hint: "A reminder the day before an event you registered for." },
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
function when(d: string | undefined, t: string | undefined): string | undefined {
  if (d && t) return `${d} at ${t}`;
  return d ?? t;
}

type Renderer = (p: Params) => RenderedNotification | null;

/** The types the app renders: the mutable ones and the waitlist's, which a
 *  member cannot mute (a seat with a payment deadline is too important to miss). */
type RenderedType = NotificationType | "WAITLIST_PROMOTED" | "WAITLIST_LAPSED";

// The same sentences as the server's English (internal/notify/texts.go),
// with dates and times in the app's en-MY formats.
const RENDERERS: Record<RenderedType, Renderer> = {
  FELLOW_MEMBER_JOINED: (p) => {
    const name = text(p, "memberName");
    const event = text(p, "eventTitle");
    if (!name || !event) return null;
    return { title: "New member joined", message: `${name} just joined ${event}` };
  },
  EVENT_UPDATE: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    switch (p.change) {
      case "rescheduled": {
        const now = when(longDate(p, "date"), time(p, "time"));
        return now ? { title: "Event rescheduled", message: `${event} is now on ${now}.` } : null;
      }
      case "renamed": {
        const old = text(p, "oldTitle");
        return old ? { title: "Event renamed", message: `${old} is now called ${event}.` } : null;
      }
      case "cancelled": {
        const on = longDate(p, "date");
        return { title: "Event cancelled", message: on ? `${event} on ${on} has been cancelled.` : `${event} has been cancelled.` };
      }
      default:
        return null;
    }
  },
  PAYMENT_UPDATE: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    if (p.status === "confirmed") return { title: "Payment confirmed", message: `Your payment for ${event} is confirmed. See you there!` };
    if (p.status === "rejected") {
      return { title: "Payment slip not accepted", message: `Your payment slip for ${event} was not accepted. Please upload a new one.` };
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
      return { title: "Flight assigned", message: `You are in flight ${flight} for ${event}: tee time ${tee}${hole ? `, hole ${hole}` : ""}.` };
    }
    if (p.change === "tee_time") {
      const old = time(p, "oldTeeTime");
      return {
        title: "Tee time changed",
        message: `Flight ${flight} of ${event} now tees off at ${tee}${hole ? ` from hole ${hole}` : ""}${old ? ` (was ${old})` : ""}.`,
      };
    }
    return null;
  },
  EVENT_REMINDER: (p) => {
    const event = text(p, "eventTitle");
    const at = when(longDate(p, "date"), time(p, "time"));
    if (!event || !at) return null;
    const tee = time(p, "teeTime");
    const flight = text(p, "flightNumber");
    const extra = tee ? ` Your tee time is ${tee}${flight ? ` (flight ${flight})` : ""}.` : "";
    return { title: `Tomorrow: ${event}`, message: `${event} is tomorrow, ${at}.${extra}` };
  },
  WAITLIST_PROMOTED: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    const by = text(p, "payBy");
    const pay = by ? ` Please pay by ${formatDateTime(by)} or the seat passes to the next in line.` : "";
    return { title: `You are in: ${event}`, message: `A seat freed up for ${event} and it is yours: you are now registered.${pay}` };
  },
  WAITLIST_LAPSED: (p) => {
    const event = text(p, "eventTitle");
    if (!event) return null;
    return { title: "Waitlist seat released", message: `Your seat for ${event} was released because it was not paid in time.` };
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
