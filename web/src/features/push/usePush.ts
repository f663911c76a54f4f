// The push state of this device as the settings card and the installed-app
// prompt see it, and the two actions. The helper module is imported only
// when needed (spec 1 §7).
import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PUSH_OFF_KEY, isInstalled, pushSupport, type PushSupport } from "./env";

/** Not an API path: the browser's own state, never fetched from the server. */
export const PUSH_STATE_KEY = ["push:state"] as const;
/** Spec 1 §9: the push prompt runs 1 s after load in installed-app mode. */
export const PUSH_PROMPT_DELAY_MS = 1000;

export interface PushState {
  support: PushSupport;
  subscribed: boolean;
}

const loadClient = () => import("./api/pushClient");

export async function readPushState(): Promise<PushState> {
  const support = pushSupport();
  if (support !== "granted") return { support, subscribed: false };
  try {
    const { currentSubscription } = await loadClient();
    return { support, subscribed: (await currentSubscription()) !== null };
  } catch (err) {
    console.warn("push: reading the subscription failed", err);
    return { support, subscribed: false };
  }
}

export function usePushState() {
  return useQuery({ queryKey: PUSH_STATE_KEY, queryFn: readPushState, staleTime: Infinity, retry: false });
}

function rememberOff(off: boolean) {
  try {
    if (off) localStorage.setItem(PUSH_OFF_KEY, "1");
    else localStorage.removeItem(PUSH_OFF_KEY);
  } catch {
    // storage unavailable: the prompt may ask again, nothing worse
  }
}

/** Turns push on (true) or off (false) for this device. */
export function useSetPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const client = await loadClient();
      if (on) await client.enablePush({ autoEnabled: false });
      else await client.disablePush();
      rememberOff(!on);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: PUSH_STATE_KEY }),
  });
}

/**
 * The spec's push prompt: 1 s after load, in the installed app only, for a
 * signed-in member who has not turned push off here, subscribe (asking for
 * permission if undecided). Failures are only logged (spec 1 §8).
 */
export function usePushPrompt(signedIn: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const t = setTimeout(() => {
      if (!isInstalled()) return;
      const support = pushSupport();
      if (support !== "default" && support !== "granted") return;
      try {
        if (localStorage.getItem(PUSH_OFF_KEY)) return;
      } catch {
        // no storage: ask anyway
      }
      loadClient()
        .then((c) => c.enablePush({ autoEnabled: true }))
        .catch((err: unknown) => console.warn("push: automatic subscription failed", err))
        .finally(() => void qc.invalidateQueries({ queryKey: PUSH_STATE_KEY }));
    }, PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(t);
  }, [signedIn, qc]);
}
