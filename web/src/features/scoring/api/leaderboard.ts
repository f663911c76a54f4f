// An event's live leaderboard (GET /api/events/{id}/leaderboard). The live
// stream's topic leaderboard:{id} marks it stale on every score write
// (shared/lib/invalidation.ts), so it refetches within the second; while
// the stream is down it polls.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { usePollInterval } from "@/features/realtime";
import type { Leaderboard } from "../types";

/** Polling while the live stream is down. */
export const LEADERBOARD_POLL_MS = 15_000;

export const leaderboardKey = (eventId: number) => ["/api/events", eventId, "leaderboard"] as const;

export const leaderboardQuery = (eventId: number) => queryOptions<Leaderboard>({ queryKey: leaderboardKey(eventId) });

export function useLeaderboard(eventId: number, enabled = true) {
  const poll = usePollInterval(LEADERBOARD_POLL_MS);
  return useQuery({ ...leaderboardQuery(eventId), enabled, refetchInterval: poll });
}
