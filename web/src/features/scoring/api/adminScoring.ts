// The admin's side of an event's round: its golf settings, every card,
// corrections, DQ/NR, finalising, side prizes and the score log. Every
// write refreshes the event's admin reads and its public leaderboard and
// results (the live stream does the same for other screens).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type {
  AdminScores,
  CardStatus,
  GolfEvent,
  GolfSettings,
  GolfSettingsInput,
  Results,
  ScoreEntryInput,
  ScoreEntryResult,
  ScoreLogRow,
  SidePrize,
  SidePrizeInput,
} from "../types";

const base = (eventId: number) => `/api/admin/events/${eventId}`;

export const adminScoresKey = (eventId: number) => ["/api/admin/events", eventId, "scores"] as const;
export const scoreLogKey = (eventId: number) => ["/api/admin/events", eventId, "score-log"] as const;
export const sidePrizesKey = (eventId: number) => ["/api/admin/events", eventId, "side-prizes"] as const;

/** The event with its golf settings (the public event read). */
export function useGolfEvent(eventId: number) {
  return useQuery<GolfEvent>({ queryKey: ["/api/events", eventId] });
}

export function useAdminScores(eventId: number, enabled = true) {
  return useQuery<AdminScores>({ queryKey: adminScoresKey(eventId), enabled });
}

export function useScoreLog(eventId: number, enabled = true) {
  return useQuery<ScoreLogRow[]>({ queryKey: scoreLogKey(eventId), enabled });
}

export function useSidePrizes(eventId: number, enabled = true) {
  return useQuery<SidePrize[]>({ queryKey: sidePrizesKey(eventId), enabled });
}

/** What a change to an event's round makes stale. */
function refreshRound(qc: QueryClient, eventId: number) {
  return qc.invalidateQueries({
    predicate: ({ queryKey: k }) =>
      (k[0] === "/api/admin/events" && k[1] === eventId) || (k[0] === "/api/events" && k[1] === eventId) || k[0] === "/api/events" && k.length === 1,
  });
}

export function useSaveGolfSettings(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: GolfSettingsInput) => api.put<GolfSettings>(`${base(eventId)}/golf`, v),
    onSuccess: () => refreshRound(qc, eventId),
  });
}

export function useDeleteGolfSettings(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<unknown>(`${base(eventId)}/golf`),
    onSuccess: () => refreshRound(qc, eventId),
  });
}

export function useAdminSaveScores(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entries: ScoreEntryInput[]) => api.post<{ entries: ScoreEntryResult[] }>(`${base(eventId)}/scores`, { entries }),
    onSuccess: () => refreshRound(qc, eventId),
  });
}

export function useSetCardStatus(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, status }: { registrationId: number; status: CardStatus }) =>
      api.put<unknown>(`${base(eventId)}/cards/${registrationId}/status`, { status }),
    onSuccess: () => refreshRound(qc, eventId),
  });
}

export function useFinalise(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Results>(`${base(eventId)}/finalise`),
    onSuccess: () => refreshRound(qc, eventId),
  });
}

export function useSaveSidePrize(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SidePrizeInput }) =>
      id === null ? api.post<SidePrize>(`${base(eventId)}/side-prizes`, input) : api.put<SidePrize>(`${base(eventId)}/side-prizes/${id}`, input),
    onSuccess: () => refreshRound(qc, eventId),
  });
}

export function useDeleteSidePrize(eventId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<unknown>(`${base(eventId)}/side-prizes/${id}`),
    onSuccess: () => refreshRound(qc, eventId),
  });
}
