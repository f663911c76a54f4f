// The event list (GET /api/events: every event, past ones included; screens
// filter with lib/events.ts).
import { useQuery } from "@tanstack/react-query";
import type { ClubEvent } from "@/lib/types";

export const EVENTS_KEY = ["/api/events"] as const;

export function useEvents() {
  return useQuery<ClubEvent[]>({ queryKey: EVENTS_KEY });
}
