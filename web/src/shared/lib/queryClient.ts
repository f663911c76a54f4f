import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { api } from "./api";

// Default reads: GET of the key parts joined by "/" (spec 1 §7).
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  api.get(queryKey.filter((k) => k !== undefined && k !== null).join("/"));

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
