// The admin's own two-factor sign-in (enrol, disable, new recovery codes)
// and the club switch that requires it for every admin. Only the admin
// area imports this.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { TwoFactorSetup, TwoFactorStatus } from "@/features/auth/types";
import { ADMIN_ME_KEY } from "./adminMeKey";

export const TWO_FACTOR_KEY = ["/api/admin/two-factor"] as const;

export const twoFactorQueries = {
  status: () =>
    queryOptions({
      queryKey: TWO_FACTOR_KEY,
      queryFn: () => api.get<TwoFactorStatus>(TWO_FACTOR_KEY[0]),
    }),
};

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueries.status());
}

/** Starts enrolment: a new secret (text + QR), off until confirmed. */
export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorSetup>("/api/admin/two-factor/setup"),
  });
}

/** After any change: the status and the session flags (me) are stale. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: TWO_FACTOR_KEY }), qc.invalidateQueries({ queryKey: ADMIN_ME_KEY })]);
}

/** Confirms enrolment with a code; answers the recovery codes, shown once. */
export function useTwoFactorEnable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>("/api/admin/two-factor/enable", { code }),
    // Only the status: the session flags (me) are refreshed once the admin
    // has seen the codes, or the setup page would leave before showing them.
    onSuccess: () => qc.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

export function useTwoFactorDisable() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => api.post<{ message: string }>("/api/admin/two-factor/disable", { code }),
    onSuccess: () => refresh(),
  });
}

export function useNewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>("/api/admin/two-factor/recovery-codes", { code }),
    onSuccess: () => refresh(),
  });
}

export function useTwoFactorRequirement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api.put<{ required: boolean }>("/api/admin/settings/two-factor", { required }),
    onSuccess: (answer) => {
      qc.setQueryData<TwoFactorStatus>(TWO_FACTOR_KEY, (old) => (old ? { ...old, required: answer.required } : old));
    },
  });
}

/** Refreshes the status and session flags: call when the admin has saved the recovery codes. */
export function useTwoFactorRefresh() {
  return useRefresh();
}
