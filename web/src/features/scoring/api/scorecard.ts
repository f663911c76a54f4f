// The member's scorecard: GET /api/events/{id}/scorecard, entries through
// the queue on the phone (offline/queue.ts), and "I agree with my card".
// A card the server sent is saved on the phone, so it opens again with no
// signal; entries still waiting are drawn over the server's values.
import { useCallback, useEffect, useState } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/shared/lib/api";
import type { Scorecard, ScorecardPlayer } from "../types";
import type { PendingScore } from "../offline/db";
import { onQueueChange, pendingScores, queueScore, readCard, saveCard } from "../offline/queue";
import { flushAllScores } from "../offline/sync";
import type { HoleValue } from "../components/ScorecardRules";

export const scorecardKey = (eventId: number) => ["/api/events", eventId, "scorecard"] as const;

export interface ScorecardView {
  card: Scorecard;
  /** When the copy on the phone was saved; null when the card came from the server just now. */
  savedAt: string | null;
}

/** The card from the server (and saved), or without a network the copy saved on the phone. */
export async function fetchScorecard(eventId: number): Promise<ScorecardView> {
  try {
    const card = await api.get<Scorecard>(`/api/events/${eventId}/scorecard`);
    await saveCard(card).catch(() => undefined);
    return { card, savedAt: null };
  } catch (err) {
    // The server answered: its word stands (not in the flight, unknown event).
    if (err instanceof ApiError) throw err;
    const saved = await readCard(eventId).catch(() => undefined);
    if (!saved) throw err;
    return { card: saved.card, savedAt: saved.savedAt };
  }
}

export const scorecardQueries = {
  mine: (eventId: number) => queryOptions<ScorecardView>({ queryKey: scorecardKey(eventId), queryFn: () => fetchScorecard(eventId) }),
};

export function useScorecard(eventId: number, refetchInterval: number | false = false) {
  return useQuery({ ...scorecardQueries.mine(eventId), refetchInterval });
}

/** The entries of the event still waiting on the phone; follows every change to the queue. */
export function usePendingScores(eventId: number): PendingScore[] {
  const [pending, setPending] = useState<PendingScore[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void pendingScores(eventId)
        .then((rows) => live && setPending(rows))
        .catch(() => undefined);
    load();
    const stop = onQueueChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [eventId]);
  return pending;
}

/** The card as the phone shows it: the server's values with the waiting entries written over them. */
export function withPending(card: Scorecard, pending: PendingScore[]): Scorecard {
  if (pending.length === 0) return card;
  return {
    ...card,
    players: card.players.map((p) => {
      const mine = pending.filter((e) => e.registrationId === p.registrationId);
      if (mine.length === 0) return p;
      const scores = p.scores.filter((s) => !mine.some((e) => e.hole === s.hole));
      for (const e of mine) {
        const before = p.scores.find((s) => s.hole === e.hole);
        scores.push({ hole: e.hole, strokes: e.strokes, pickedUp: e.pickedUp, revision: before?.revision ?? 0, enteredBy: before?.enteredBy ?? "", enteredAt: e.enteredAt });
      }
      return { ...p, scores: scores.sort((a, b) => a.hole - b.hole) };
    }),
  };
}

/** The revision the server last sent for a hole of a card (0: never written). */
export function serverRevision(card: Scorecard | undefined, registrationId: number, hole: number): number {
  const p = card?.players.find((x) => x.registrationId === registrationId);
  return p?.scores.find((s) => s.hole === hole)?.revision ?? 0;
}

/**
 * Enters a hole's value for a player: saved on the phone at once, then sent
 * when there is a network. The revision is the server's last for that hole
 * plus one, also for a hole typed again before it was sent.
 */
export function useEnterScore(eventId: number) {
  const qc = useQueryClient();
  return useCallback(
    async (player: Pick<ScorecardPlayer, "registrationId">, hole: number, value: HoleValue) => {
      const card = qc.getQueryData<ScorecardView>(scorecardKey(eventId))?.card;
      const revision = serverRevision(card, player.registrationId, hole) + 1;
      await queueScore(eventId, { registrationId: player.registrationId, hole, strokes: value.pickedUp ? null : value.strokes, pickedUp: value.pickedUp, revision });
      // Sent at once when online; a send that finds no network is tried again shortly.
      void flushAllScores();
    },
    [qc, eventId],
  );
}

/** "I agree with my card": POST /api/events/{id}/scorecard/confirm for the member's own card. */
export function useConfirmCard(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) =>
      api.post<{ confirmedAt: string }>(`/api/events/${eventId}/scorecard/confirm`, { registrationId }).then((r) => ({ registrationId, ...r })),
    onSuccess: ({ registrationId, confirmedAt }) => {
      qc.setQueryData<ScorecardView>(scorecardKey(eventId), (v) =>
        v && {
          ...v,
          card: { ...v.card, players: v.card.players.map((p) => (p.registrationId === registrationId ? { ...p, confirmedAt } : p)) },
        },
      );
    },
  });
}
