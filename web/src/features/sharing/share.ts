// Sharing to the club's real channel, WhatsApp: the device's share sheet
// (Web Share API) where there is one, otherwise a wa.me link, which opens
// WhatsApp (app or web) with the text filled in.
import type { AdminFlight, ClubEvent } from "@/shared/lib/types";
import { formatLongDate, formatMoney } from "@/shared/lib/format";
import { t } from "@/shared/i18n/i18n";

export interface SharePayload {
  title: string;
  /** The message without the link. */
  text: string;
  url: string;
}

/** https://wa.me/?text=… with the text and the link on its last line. */
export function whatsAppHref(p: SharePayload): string {
  return `https://wa.me/?text=${encodeURIComponent(`${p.text}\n${p.url}`)}`;
}

/** Whether this browser has a share sheet for p. */
export function canShareNatively(p: SharePayload): boolean {
  if (typeof navigator === "undefined" || typeof navigator.share !== "function") return false;
  return typeof navigator.canShare !== "function" || navigator.canShare(p);
}

/** The event's public page. */
export function eventUrl(id: number, origin = window.location.origin): string {
  return `${origin}/events/${id}`;
}

/** The cheapest entry rate, or null without one. An add-on (a buggy share)
 *  is bought with an entry, so "from" its price would undersell the event. */
export function lowestPrice(event: Pick<ClubEvent, "rates">): number | null {
  const entries = event.rates.filter((r) => !r.addOn);
  return entries.length ? Math.min(...entries.map((r) => r.price)) : null;
}

/** "Sat, 5 December 2026 · 7:30 AM", "from RM 120" and the link. */
export function eventShare(event: ClubEvent, origin?: string): SharePayload {
  const when = [formatLongDate(event.date), event.time.trim()].filter(Boolean).join(" · ");
  const price = lowestPrice(event);
  const lines = [event.title, when];
  if (price !== null) lines.push(t("event.from", { price: formatMoney(price) }));
  return { title: event.title, text: lines.join("\n"), url: eventUrl(event.id, origin) };
}

/** An event's flights as a message for the players' group: tee time,
 *  starting hole and names by position (no phone numbers). */
export function flightSheetShare(flights: AdminFlight[], origin?: string): SharePayload | null {
  if (flights.length === 0) return null;
  const first = flights[0];
  const sorted = [...flights].sort((a, b) => a.flightNumber - b.flightNumber);
  const blocks = sorted.map((f) => {
    const head = [t("share.flight", { n: f.flightNumber }), f.teeTime.trim(), t("share.hole", { n: f.startingHole })].filter(Boolean).join(" · ");
    const players = [...f.members].sort((a, b) => a.position - b.position).map((m) => `${m.position}. ${m.memberName}`);
    return [head, ...(players.length ? players : [t("share.noPlayers")])].join("\n");
  });
  const title = t("share.flightsTitle", { event: first.eventTitle });
  const text = [`${title}`, first.eventDate ? formatLongDate(first.eventDate) : "", "", blocks.join("\n\n")]
    .filter((l, i) => i !== 1 || l !== "")
    .join("\n");
  return { title, text, url: eventUrl(first.eventId, origin) };
}
