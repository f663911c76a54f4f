import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False while React hydrates prerendered HTML (and in the prerender), true after and in any client render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
