// The players a member follows (their birdies, eagles and hole-in-ones
// celebrate on the member's screen). A star toggles at once and is put
// back if the server refuses.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";

export const FOLLOWS_KEY = ["/api/me/follows"] as const;

export function useFollows(enabled: boolean) {
  return useQuery<number[]>({ queryKey: FOLLOWS_KEY, enabled });
}

export function useToggleFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, follow }: { memberId: number; follow: boolean }) =>
      follow ? api.put<unknown>(`/api/me/follows/${memberId}`) : api.del<unknown>(`/api/me/follows/${memberId}`),
    onMutate: async ({ memberId, follow }) => {
      await qc.cancelQueries({ queryKey: FOLLOWS_KEY });
      const before = qc.getQueryData<number[]>(FOLLOWS_KEY);
      const rest = (before ?? []).filter((id) => id !== memberId);
      qc.setQueryData<number[]>(FOLLOWS_KEY, follow ? [...rest, memberId] : rest);
      return { before };
    },
    onError: (_err, _v, ctx) => {
      if (ctx) qc.setQueryData(FOLLOWS_KEY, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: FOLLOWS_KEY }),
  });
}
