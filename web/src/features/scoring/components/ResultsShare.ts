// The WhatsApp message of an event's results: its title and date, then the
// top ten with their scores, then the link to the results page.
import { formatLongDate } from "@/shared/lib/format";
import { t } from "@/shared/i18n/i18n";
import type { Results } from "../types";
import { shownRows, toPar } from "./LeaderboardView";

export const SHARE_TOP = 10;

export function resultsUrl(eventId: number, origin = window.location.origin): string {
  return `${origin}/events/${eventId}/results`;
}

export function resultsShare(r: Results, origin?: string): { title: string; text: string; url: string } {
  const title = t("results.shareTitle", { event: r.title });
  const top = shownRows(r.rows)
    .filter((s) => !s.out)
    .slice(0, SHARE_TOP)
    .map(({ row, label }) => {
      const score = r.format === "stableford" ? t("results.sharePoints", { points: row.points }) : t("results.shareNet", { net: toPar(row.netToPar) });
      return `${label}. ${row.name} – ${score}`;
    });
  return { title, text: [title, formatLongDate(r.date), "", ...top].join("\n"), url: resultsUrl(r.eventId, origin) };
}

/** The server's countback code ("last9", "last6", "last3", "last1") worded
 *  in the language in use ("Better last 9"). */
export function countbackText(note: string): string {
  const m = /last\s*(\d+)/i.exec(note);
  return m ? t("results.countback", { holes: Number(m[1]) }) : note;
}
