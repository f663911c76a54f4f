// The shapes the admin's events screen sends (docs/api.md). The event as
// every answer carries it is shared/lib/types.ts's ClubEvent.
import type { Rate } from "@/shared/lib/types";

export type RateCategory = Rate["category"];

/** What the admin's event form sends. */
export interface EventInput {
  title: string;
  description: string;
  date: string;
  time: string;
  /** The last day of an event over several days; null: one day. */
  endDate: string | null;
  /** "HH:MM" it ends on its last day; null: not known. */
  endTime: string | null;
  type: string;
  capacity: number;
  image: string;
  rates: Rate[];
  /** Hours to pay after a waitlist promotion; null: no deadline. */
  promotionPayHours: number | null;
}
