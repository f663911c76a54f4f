// The event list (GET /api/events: every event, past ones included; screens
// filter with lib/events.ts). Visitors, members and admins share this cache.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClubEvent } from "@/shared/lib/types";

export const EVENTS_KEY = ["/api/events"] as const;

export const eventQueries = {
  list: () => queryOptions<ClubEvent[]>({ queryKey: EVENTS_KEY }),
};

export function useEvents() {
  return useQuery(eventQueries.list());
}
