// An event's final results (GET /api/events/{id}/results; 404
// results_not_final before the admin finalises) and their spreadsheet.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Results } from "../types";

export const resultsKey = (eventId: number) => ["/api/events", eventId, "results"] as const;

export const resultsQuery = (eventId: number) => queryOptions<Results>({ queryKey: resultsKey(eventId) });

export function useResults(eventId: number, enabled = true) {
  return useQuery({ ...resultsQuery(eventId), enabled });
}

/** The .xlsx of the results, with the same visibility as the page. */
export const resultsXlsxPath = (eventId: number) => `/api/events/${eventId}/results.xlsx`;
