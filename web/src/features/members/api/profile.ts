// The member's own profile: what they may change themselves.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { MemberProfile } from "@/shared/lib/types";
import { PROFILE_KEY, writeLocalProfile } from "@/features/auth";

/** PATCH /api/member/profile: what a member changes of their own profile. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { preferredName: string }) => api.patch<MemberProfile>(PROFILE_KEY[0], input),
    onSuccess: (p) => {
      writeLocalProfile(p);
      qc.setQueryData(PROFILE_KEY, p);
    },
  });
}
