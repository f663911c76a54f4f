// The live stream (GET /api/realtime, Server-Sent Events; contract in
// COMMON.md "Live stream"). One EventSource per tab, opened by the
// RealtimeProvider in the app shell:
//   - `changed` {topics}: the reads of those topics are invalidated
//     (features/invalidation.ts TOPIC_INVALIDATES);
//   - `resync`: the server lost track of what this tab missed, so every
//     read is invalidated;
//   - `celebration`: handed to onCelebration (the overlay queue).
// Reconnecting is the browser's: it sends Last-Event-ID and the server
// replays what was missed. When the browser gives up (the server answered
// with an error) a new EventSource is opened 30 s later, carrying the last
// id seen as ?lastEventId= so the replay still works. While the stream is not open the screens poll
// (usePollInterval), so a dead stream only makes the app slower, not stale.
// The stream is reopened when the viewer changes (login, logout), because
// what the server sends depends on the session cookies it saw at the start.
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { invalidateTopics } from "@/shared/lib/invalidation";

export const REALTIME_URL = "/api/realtime";
/** After the server refused the stream (EventSource gave up), try again this late. */
export const REOPEN_AFTER_MS = 30_000;

export type StreamState = "connecting" | "open" | "down";

export type GolfCelebrationKind = "birdie" | "eagle" | "hole_in_one";
const GOLF_KINDS: readonly string[] = ["birdie", "eagle", "hole_in_one"];

export interface Celebration {
  memberName: string;
  eventTitle: string;
  /** "tournament"; anything else is a social event. */
  eventType: string;
  eventId: number;
  /** A shot on the course; absent: a member joined an event. */
  kind?: GolfCelebrationKind;
  /** Who made it (a golf celebration). */
  playerName?: string;
  hole?: number;
}

export function parseCelebration(data: string): Celebration | null {
  try {
    const v = JSON.parse(data) as (Partial<Celebration> & { kind?: unknown }) | null;
    if (!v) return null;
    const eventId = typeof v.eventId === "number" ? v.eventId : 0;
    const eventTitle = typeof v.eventTitle === "string" ? v.eventTitle : "";
    if (typeof v.kind === "string" && GOLF_KINDS.includes(v.kind)) {
      if (typeof v.playerName !== "string") return null;
      return {
        memberName: typeof v.memberName === "string" ? v.memberName : "",
        eventTitle,
        eventType: typeof v.eventType === "string" ? v.eventType : "tournament",
        eventId,
        kind: v.kind as GolfCelebrationKind,
        playerName: v.playerName,
        hole: typeof v.hole === "number" ? v.hole : undefined,
      };
    }
    if (typeof v.memberName !== "string" || typeof v.eventTitle !== "string") return null;
    return {
      memberName: v.memberName,
      eventTitle: v.eventTitle,
      eventType: typeof v.eventType === "string" ? v.eventType : "social",
      eventId,
    };
  } catch {
    return null;
  }
}

export function parseTopics(data: string): string[] {
  try {
    const v = JSON.parse(data) as { topics?: unknown } | null;
    return Array.isArray(v?.topics) ? v.topics.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

export interface UseRealtimeOptions {
  /** Changing it closes the stream and opens a new one (a new viewer). */
  viewer: string;
  onCelebration: (c: Celebration) => void;
  enabled?: boolean;
}

/** Opens the stream and keeps it until unmount or a viewer change; returns its state. */
export function useRealtime({ viewer, onCelebration, enabled = true }: UseRealtimeOptions): StreamState {
  const qc = useQueryClient();
  const [state, setState] = useState<StreamState>("connecting");
  const celebrate = useRef(onCelebration);
  useEffect(() => {
    celebrate.current = onCelebration;
  }, [onCelebration]);

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") {
      setState("down");
      return;
    }
    let es: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastId = "";
    const seen = (e: Event) => {
      const id = (e as MessageEvent<string>).lastEventId;
      if (id) lastId = id;
    };
    const open = () => {
      setState("connecting");
      const url = lastId ? `${REALTIME_URL}?lastEventId=${encodeURIComponent(lastId)}` : REALTIME_URL;
      const src = new EventSource(url, { withCredentials: true });
      es = src;
      src.onopen = () => setState("open");
      src.onerror = () => {
        // CONNECTING: the browser is retrying (Last-Event-ID); CLOSED: it gave up
        // (a non-200 answer), so we try again much later. Either way, poll meanwhile.
        setState("down");
        if (src.readyState === EventSource.CLOSED) {
          src.close();
          retry = setTimeout(open, REOPEN_AFTER_MS);
        }
      };
      src.addEventListener("changed", (e) => {
        seen(e);
        const topics = parseTopics((e as MessageEvent<string>).data);
        if (topics.length > 0) void invalidateTopics(qc, topics);
      });
      src.addEventListener("resync", (e) => {
        seen(e);
        void qc.invalidateQueries();
      });
      src.addEventListener("celebration", (e) => {
        seen(e);
        const c = parseCelebration((e as MessageEvent<string>).data);
        if (c) celebrate.current(c);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      es?.close();
    };
  }, [qc, viewer, enabled]);

  return state;
}
