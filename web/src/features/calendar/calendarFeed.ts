// The member's private calendar feed (GET/POST /api/member/calendar):
// {url} of an .ics feed of their registrations with flights and tee times,
// or null until they make one. POST makes a new URL; the old one stops
// working at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";

export const CALENDAR_KEY = ["/api/member/calendar"] as const;

export interface CalendarLink {
  url: string | null;
}

export const calendarQueries = {
  link: () => queryOptions({ queryKey: CALENDAR_KEY, queryFn: () => api.get<CalendarLink>(CALENDAR_KEY[0]) }),
};

export function useCalendarLink() {
  return useQuery(calendarQueries.link());
}

export function useResetCalendarLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarLink>(CALENDAR_KEY[0]),
    onSuccess: (link) => qc.setQueryData(CALENDAR_KEY, link),
  });
}

/** The feed as a webcal:// link, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}
