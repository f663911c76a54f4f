// The signed-in member's in-app notifications (spec 1 §2 bell, spec 2 §4):
// the unread count polled every 15 s, the list every 30 s (spec 1/2 §9),
// and the three changes: mark one read, mark all read, clear all.
// Polling runs only while signed in, only while the tab is visible, and only
// while the live stream is down (it announces new notifications itself).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { usePollInterval } from "@/features/realtime";
import { api } from "@/shared/lib/api";
import type { Notification } from "@/features/notifications/types";

export const NOTIFICATIONS_PREFIX = "/api/notifications";
export const COUNT_POLL_MS = 15_000;
export const LIST_POLL_MS = 30_000;

export interface NotificationCount {
  count: number;
}
export interface BulkResult {
  count: number;
  message: string;
}

const base = (phone: string) => `${NOTIFICATIONS_PREFIX}/${encodeURIComponent(phone)}`;
export const notificationsKey = (phone: string) => [NOTIFICATIONS_PREFIX, phone, "list"] as const;
export const notificationCountKey = (phone: string) => [NOTIFICATIONS_PREFIX, phone, "count"] as const;

export const notificationQueries = {
  list: (phone: string) =>
    queryOptions({ queryKey: notificationsKey(phone), queryFn: () => api.get<Notification[]>(base(phone)) }),
  count: (phone: string) =>
    queryOptions({ queryKey: notificationCountKey(phone), queryFn: () => api.get<NotificationCount>(`${base(phone)}/count`) }),
};

/** GET /api/notifications/{phone}/count, every 15 s while signed in and the stream is down. */
export function useNotificationCount(phone: string | null | undefined) {
  const p = phone ?? "";
  return useQuery({
    ...notificationQueries.count(p),
    enabled: p !== "",
    refetchInterval: usePollInterval(COUNT_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

/** GET /api/notifications/{phone}, newest first, every 30 s while signed in and the stream is down. */
export function useNotificationList(phone: string | null | undefined) {
  const p = phone ?? "";
  return useQuery({
    ...notificationQueries.list(p),
    enabled: p !== "",
    refetchInterval: usePollInterval(LIST_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

function setCount(qc: QueryClient, phone: string, fn: (n: number) => number) {
  qc.setQueryData<NotificationCount>(notificationCountKey(phone), (old) => (old ? { count: Math.max(0, fn(old.count)) } : old));
}

/** PATCH /api/notifications/{id}/read; optimistic, rolled back on failure. */
export function useMarkNotificationRead(phone: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<Notification>(`${NOTIFICATIONS_PREFIX}/${id}/read`),
    onMutate: async (id) => {
      await qc.cancelQueries({ queryKey: notificationsKey(phone) });
      await qc.cancelQueries({ queryKey: notificationCountKey(phone) });
      const prevList = qc.getQueryData<Notification[]>(notificationsKey(phone));
      const prevCount = qc.getQueryData<NotificationCount>(notificationCountKey(phone));
      const wasUnread = prevList?.some((n) => n.id === id && !n.isRead) ?? false;
      qc.setQueryData<Notification[]>(notificationsKey(phone), (old) =>
        old?.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      );
      if (wasUnread) setCount(qc, phone, (c) => c - 1);
      return { prevList, prevCount };
    },
    onSuccess: (updated) => {
      if (updated && typeof updated.id === "number") {
        qc.setQueryData<Notification[]>(notificationsKey(phone), (old) => old?.map((n) => (n.id === updated.id ? updated : n)));
      }
    },
    onError: (_err, _id, ctx) => {
      if (ctx?.prevList) qc.setQueryData(notificationsKey(phone), ctx.prevList);
      if (ctx?.prevCount) qc.setQueryData(notificationCountKey(phone), ctx.prevCount);
    },
    onSettled: () => invalidateAfter(qc, "notificationRead"),
  });
}

/** PATCH /api/notifications/{phone}/read-all. */
export function useMarkAllNotificationsRead(phone: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch<BulkResult>(`${base(phone)}/read-all`),
    onSuccess: () => {
      qc.setQueryData<Notification[]>(notificationsKey(phone), (old) => old?.map((n) => ({ ...n, isRead: true })));
      qc.setQueryData<NotificationCount>(notificationCountKey(phone), { count: 0 });
    },
    onSettled: () => invalidateAfter(qc, "notifications"),
  });
}

/** DELETE /api/notifications/{phone}/clear-all: deletes every notification of the member. */
export function useClearNotifications(phone: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<BulkResult>(`${base(phone)}/clear-all`),
    onSuccess: () => {
      qc.setQueryData<Notification[]>(notificationsKey(phone), []);
      qc.setQueryData<NotificationCount>(notificationCountKey(phone), { count: 0 });
    },
    onSettled: () => invalidateAfter(qc, "notifications"),
  });
}
