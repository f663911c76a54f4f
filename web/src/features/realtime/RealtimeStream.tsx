// Runs the live stream for RealtimeProvider and reports its state up; it
// renders nothing. Its own chunk, so the home page's script stays small.
import { useEffect } from "react";
import { useRealtime, type StreamState, type UseRealtimeOptions } from "./useRealtime";

export function RealtimeStream({ onState, ...options }: UseRealtimeOptions & { onState: (s: StreamState) => void }) {
  const state = useRealtime(options);
  useEffect(() => onState(state), [state, onState]);
  return null;
}
