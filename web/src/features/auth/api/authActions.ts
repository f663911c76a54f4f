// The calls that change the member session (spec 1 §4): login, register,
// logout and password reset. Apart from auth.ts so the pages that only
// read the session (the home page) do not carry them.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import type { MemberProfile } from "@/shared/lib/types";
import { isEmail } from "@/shared/lib/identifiers";
import { toast } from "@/shared/ui/use-toast";
import { clearMemberSnapshotSettled, keepSnapshotOf } from "@/features/auth/api/snapshotKey";
import { PROFILE_KEY, authQueries, clearLocalProfile, isProfile, writeLocalProfile } from "./auth";
import { t } from "@/shared/i18n/i18n";

/** What POST /api/member/login answers: the profile plus name/memberName. */
export type LoginResponse = Partial<MemberProfile> & { name?: string; memberName?: string };

export interface LoginInput {
  email?: string;
  phone?: string;
  password: string;
}

/**
 * Every sign-in form has one field for the email or the phone number; it is
 * sent as email or phone accordingly (the server accepts either in both).
 */
export function loginPayload(identifier: string, password: string): LoginInput {
  const id = identifier.trim();
  return isEmail(id) ? { email: id, password } : { phone: id, password };
}

/** The name to greet with: the response reads name or memberName (spec 1 §3). */
export function loginName(res: LoginResponse | undefined): string {
  return res?.preferredName?.trim() || res?.name || res?.memberName || t("common.member");
}

/**
 * Signs in; on success the profile from the answer is cached and the
 * profile query is refetched (spec 1 §7: "refetched after login") before the
 * caller's onSuccess runs, so /member shows the member straight away.
 */
export function useMemberLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResponse>("/api/member/login", input),
    onSuccess: async (res) => {
      if (isProfile(res) && typeof res.id === "number") {
        keepSnapshotOf(res.id);
        writeLocalProfile(res);
        qc.setQueryData(PROFILE_KEY, res);
      }
      // The session itself changed (not data that depends on a write, so
      // not in features/invalidation.ts): load the profile now, mounted or not.
      await qc.invalidateQueries({ queryKey: PROFILE_KEY, refetchType: "all" });
    },
  });
}

export interface RegisterInput {
  name: string;
  preferredName?: string;
  phone: string;
  email?: string;
  password?: string;
  /** The registration page sends the typed password under this name (spec quirk). */
  passwordHash?: string;
  membershipNumber?: string;
  /** The ticked consent box under the privacy notice, and the notice's version (PDPA 2010). */
  privacyConsent: boolean;
  privacyNoticeVersion: string;
}

export interface RegisterResponse {
  id: number;
  name: string;
  preferredName?: string | null;
  phone: string;
  email: string | null;
  membershipNumber: string | null;
  /** The club approves sign-ups: the number comes when the secretary approves. */
  membershipPending?: boolean;
  message?: string;
}

/** The sign-up's answer, and whether the session it started has been
 *  adopted: false only when the server could not start one, and the member
 *  then signs in by hand. */
export type RegisterResult = RegisterResponse & { signedIn: boolean };

/**
 * Signs up. The server signs the new member in (the answer sets the session
 * cookie), so the profile is loaded at once, as after a login, and every
 * screen shows the member signed in.
 */
export function useMemberRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput): Promise<RegisterResult> => {
      const res = await api.post<RegisterResponse>("/api/member/register", input);
      keepSnapshotOf(res.id);
      // Fetched even when no screen holds the profile yet, and fresh though
      // it never goes stale on its own.
      const profile = await qc.fetchQuery({ ...authQueries.profile(), staleTime: 0 });
      return { ...res, signedIn: profile?.id === res.id };
    },
  });
}

export interface ResetRequestResponse {
  message: string;
  /** Only in --dev mode. */
  resetToken?: string;
}

export function useResetRequest() {
  return useMutation({
    mutationFn: (email: string) => api.post<ResetRequestResponse>("/api/member/reset-password-request", { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { resetToken: string; newPassword: string }) =>
      api.post<{ message: string }>("/api/member/reset-password", input),
  });
}

/**
 * Ends the session: server logout, then the local copy and every cached
 * query go, and a 'Logged Out' toast confirms. A 401 means the server had
 * no session anyway, which is as good as a logout.
 */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post<unknown>("/api/member/logout");
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return;
        throw err;
      }
    },
    onSuccess: async () => {
      // Nothing private stays readable on the device (features/offline,
      // the scorecard's database): signed out shows once it is gone.
      await clearMemberSnapshotSettled();
      clearLocalProfile();
      // Everything cached may be the member's own data. The profile entry is
      // set (not removed) so every mounted useAuth sees "signed out" at once.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== PROFILE_KEY[0] });
      qc.setQueryData(PROFILE_KEY, null);
      toast({ title: t("common.loggedOut"), description: t("common.loggedOutText") });
    },
    onError: (err) => {
      toast({
        title: t("common.logoutFailed"),
        description: errorMessage(err, t("common.logoutFailedText")),
        variant: "destructive",
      });
    },
  });
}
