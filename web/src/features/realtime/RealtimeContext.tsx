// What the live stream tells the rest of the app: whether it is open (so
// screens stop polling) and the queue of celebrations to show. The
// provider is mounted once in the app shell (App.tsx); without it (tests,
// a screen rendered alone) the stream counts as down and screens poll.
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useAuth, ADMIN_ME_KEY, type AdminSession } from "@/features/auth";
import { lazyNamed } from "@/shared/lib/lazy";
import type { Celebration, StreamState } from "./useRealtime";

// The stream itself (EventSource handling, topic invalidation) is a chunk
// fetched right after the first paint, not part of the home page's script.
const RealtimeStream = lazyNamed(() => import("./RealtimeStream"), "RealtimeStream");

interface RealtimeValue {
  state: StreamState;
  /** Celebrations waiting to be shown, the one on screen first. */
  celebrations: Celebration[];
  /** Drops the celebration on screen; the next one shows. */
  nextCelebration: () => void;
}

const RealtimeContext = createContext<RealtimeValue>({ state: "down", celebrations: [], nextCelebration: () => undefined });

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { member, isLoading } = useAuth();
  // Only read what the admin screens already loaded: visitors never ask /api/admin/session.
  const admin = useQuery<AdminSession | null>({ queryKey: ADMIN_ME_KEY, enabled: false }).data;
  const [celebrations, setCelebrations] = useState<Celebration[]>([]);
  const onCelebration = useCallback((c: Celebration) => setCelebrations((q) => [...q, c]), []);
  const nextCelebration = useCallback(() => setCelebrations((q) => q.slice(1)), []);
  // Wait for the profile so a signed-in member does not open a visitor stream first.
  const viewer = `${member ? `member:${member.id}` : "visitor"}${admin ? ":admin" : ""}`;
  const [state, setState] = useState<StreamState>("connecting");
  const value = useMemo(() => ({ state, celebrations, nextCelebration }), [state, celebrations, nextCelebration]);
  return (
    <RealtimeContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        <RealtimeStream viewer={viewer} onCelebration={onCelebration} enabled={!isLoading} onState={setState} />
      </Suspense>
    </RealtimeContext.Provider>
  );
}

export function useRealtimeContext(): RealtimeValue {
  return useContext(RealtimeContext);
}

/**
 * The refetch interval for a polled read: off while the live stream is
 * open (it says when to refetch), `ms` while it is down (the fallback).
 */
export function usePollInterval(ms: number): number | false {
  return useContext(RealtimeContext).state === "open" ? false : ms;
}
