// The admin session (spec 2 §2, §4): checked with GET /api/admin/session
// when the admin area loads. It answers the admin or null, never a 401, so
// opening the sign-in page logs no failed request; a failure (network, 5xx)
// also means "not signed in" and sends the admin to /admin/login. Admin
// sessions are separate from member sessions (cookie gc_admin), so this
// never touches the member profile.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/shared/lib/api";
import type { AdminLoginAnswer, AdminSession } from "@/features/auth/types";

import { ADMIN_ME_KEY } from "./adminMeKey";

export { ADMIN_ME_KEY };

/** Query keys that hold admin-only data; dropped on logout. */
const ADMIN_DATA_PREFIXES = ["/api/admin", "/api/registrations/all", "/api/flights/all", "/api/contact"];

export function isAdminDataKey(key: readonly unknown[]): boolean {
  const first = key[0];
  return typeof first === "string" && ADMIN_DATA_PREFIXES.some((p) => first.startsWith(p));
}

/** Forget the session and every admin list (after logout or a 401). */
export function clearAdminData(qc: QueryClient): void {
  qc.setQueryData(ADMIN_ME_KEY, null);
  qc.removeQueries({ predicate: (q) => isAdminDataKey(q.queryKey) && q.queryKey[0] !== ADMIN_ME_KEY[0] });
}

/**
 * The signed-in admin, or null. A failed check (network, 5xx) is "not signed
 * in" too: the spec redirects to the login page on any failure.
 */
export const adminSessionQueries = {
  me: () =>
    queryOptions({
      queryKey: ADMIN_ME_KEY,
      queryFn: async (): Promise<AdminSession | null> => {
        try {
          return await api.get<AdminSession | null>(ADMIN_ME_KEY[0]);
        } catch {
          return null;
        }
      },
    }),
};

export function useAdminSession() {
  return useQuery(adminSessionQueries.me());
}

export interface AdminLoginInput {
  username: string;
  password: string;
}

export function isCodeStep(a: AdminLoginAnswer): a is { twoFactorRequired: true } {
  return "twoFactorRequired" in a && a.twoFactorRequired;
}

export function useAdminLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: AdminLoginInput) => api.post<AdminLoginAnswer>("/api/admin/login", v),
    onSuccess: (answer) => {
      // Lists cached under another admin's session must not leak into this one.
      clearAdminData(qc);
      // With two-factor sign-in on, the password gives no session yet.
      if (!isCodeStep(answer)) qc.setQueryData(ADMIN_ME_KEY, answer);
    },
  });
}

/** The code step of sign-in: an authenticator code or a recovery code. */
export function useAdminLoginCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AdminSession>("/api/admin/login/two-factor", { code }),
    onSuccess: (session) => {
      clearAdminData(qc);
      qc.setQueryData(ADMIN_ME_KEY, session);
    },
  });
}

export function useAdminLogout() {
  const qc = useQueryClient();
  return useMutation({
    // A 401 means the session had already ended: that is a logout too.
    mutationFn: () =>
      api.post<{ message: string }>("/api/admin/logout").catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 401) return { message: "Logged out" };
        throw err;
      }),
    onSuccess: () => clearAdminData(qc),
  });
}

export interface ResetRequestAnswer {
  message: string;
  /** Only in --dev mode; otherwise the token goes to the server log. */
  resetToken?: string;
}

export function useAdminResetRequest() {
  return useMutation({
    mutationFn: (username: string) =>
      api.post<ResetRequestAnswer>("/api/admin/reset-password-request", { username }),
  });
}

export function useAdminResetPassword() {
  return useMutation({
    mutationFn: (v: { resetToken: string; newPassword: string }) =>
      api.post<{ message: string }>("/api/admin/reset-password", v),
  });
}
