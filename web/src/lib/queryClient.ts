import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, api } from "./api";

// Default reads: GET of the key parts joined by "/" (spec 1 §7).
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  api.get(queryKey.filter((k) => k !== undefined && k !== null).join("/"));

/** A query function that yields null instead of throwing on 401. */
export function returnNullOn401<T>(fn: () => Promise<T>): () => Promise<T | null> {
  return async () => {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  };
}

// Spec defaults: data never goes stale, no refetch on focus, no polling,
// no retries.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
