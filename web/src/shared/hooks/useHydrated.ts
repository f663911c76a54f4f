import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * False while React hydrates prerendered HTML (and in the prerender), true
 * from the commit after. The change is a transition, so React renders it in
 * slices; a store read (useSyncExternalStore with a different server
 * snapshot) would re-render the component synchronously, in one long task.
 * Keep its users small: AfterHydration below re-renders only itself.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** Renders children only once the page has hydrated: what the prerendered HTML leaves out. */
export function AfterHydration({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}
