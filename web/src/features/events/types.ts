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
  type: string;
  capacity: number;
  image: string;
  rates: Rate[];
  /** Hours to pay after a waitlist promotion; null: no deadline. */
  promotionPayHours: number | null;
}
