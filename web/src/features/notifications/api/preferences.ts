// Per-type notification opt-outs (COMMON.md "Notifications"): GET and PUT
// /api/member/notification-preferences, {types, muted}. A muted type makes
// neither an in-app notification nor a push. Saved optimistically: the
// switch moves at once and moves back if the server refuses.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";

export const PREFERENCES_KEY = ["/api/member/notification-preferences"] as const;

export interface NotificationPreferences {
  types: string[];
  muted: string[];
}

export const preferenceQueries = {
  get: () =>
    queryOptions({ queryKey: PREFERENCES_KEY, queryFn: () => api.get<NotificationPreferences>(PREFERENCES_KEY[0]) }),
};

export function useNotificationPreferences() {
  return useQuery(preferenceQueries.get());
}

export function useSaveNotificationPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (muted: string[]) => api.put<NotificationPreferences>(PREFERENCES_KEY[0], { muted }),
    onMutate: async (muted) => {
      await qc.cancelQueries({ queryKey: PREFERENCES_KEY });
      const prev = qc.getQueryData<NotificationPreferences>(PREFERENCES_KEY);
      if (prev) qc.setQueryData<NotificationPreferences>(PREFERENCES_KEY, { ...prev, muted });
      return { prev };
    },
    onSuccess: (saved) => {
      if (saved && Array.isArray(saved.muted)) qc.setQueryData(PREFERENCES_KEY, saved);
    },
    onError: (_err, _muted, ctx) => {
      if (ctx?.prev) qc.setQueryData(PREFERENCES_KEY, ctx.prev);
    },
  });
}
