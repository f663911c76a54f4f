// The toast store (shadcn pattern). Numbers from spec 1 §9: at most one
// toast at a time, 5000 ms on screen, kept 1,000,000 ms after dismissal
// before it is removed from memory. Call toast() from anywhere, including
// outside React (e.g. a mutation's onError).
import * as React from "react";
import type { ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Override the 5000 ms default for this toast (Infinity: until closed). */
  duration?: number;
  /** A button in the toast, e.g. "Refresh" for a new app version. */
  action?: { label: string; onClick: () => void };
}

export interface ToasterToast extends ToastInput {
  id: string;
  open: boolean;
}

type Action =
  | { type: "ADD"; toast: ToasterToast }
  | { type: "UPDATE"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS"; id?: string }
  | { type: "REMOVE"; id?: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  const t = setTimeout(() => {
    removeTimeouts.delete(id);
    dispatch({ type: "REMOVE", id });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, t);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case "REMOVE":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<(s: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  if (action.type === "DISMISS") {
    // Side effect kept out of the reducer: closed toasts are dropped later.
    const ids = action.id !== undefined ? [action.id] : memoryState.toasts.map((t) => t.id);
    ids.forEach(scheduleRemoval);
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((l) => l(memoryState));
}

/** Shows a toast; it replaces whichever toast is on screen (limit 1). */
export function toast(input: ToastInput) {
  const id = genId();
  dispatch({ type: "ADD", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: "DISMISS", id }),
    update: (next: Partial<ToastInput>) => dispatch({ type: "UPDATE", toast: { ...next, id } }),
  };
}

export function dismissToast(id?: string) {
  dispatch({ type: "DISMISS", id });
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.add(setState);
    // The store may have changed between render and subscribe.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast and pending timer. */
export function resetToasts() {
  removeTimeouts.forEach(clearTimeout);
  removeTimeouts.clear();
  memoryState = { toasts: [] };
  listeners.forEach((l) => l(memoryState));
}
