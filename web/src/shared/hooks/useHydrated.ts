import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * False in a component's first render (the prerender, the hydration, or
 * the first client render), true from the commit after. The change is a
 * transition, so React renders it in slices; a store read
 * (useSyncExternalStore with a different server snapshot) would re-render
 * the component synchronously, in one long task. Keep its users small:
 * AfterFirstCommit below re-renders only itself.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * Renders children from the commit after its own first one, in a
 * transition, and fallback (by default nothing) until then: what
 * prerendered HTML leaves out, or the part of a large page below its
 * first screen, which then renders and commits in tasks of its own
 * instead of lengthening the page's first.
 */
export function AfterFirstCommit({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }): ReactNode {
  return useHydrated() ? children : fallback;
}
