// The member session as the client sees it (spec 1 §4 "Member session"),
// and the calls that change it: login, register, logout, password reset.
//
// The profile comes from GET /api/member/session (the profile, or null
// when nobody is signed in), fetched once and never refetched automatically
// (only after login), without retries. A copy is kept in localStorage under
// a key ending in _member_auth:
//   - a successful profile load writes the copy;
//   - a failed load (network, 5xx) or an empty answer restores the copy,
//     so the app keeps working offline;
//   - a copy that cannot be parsed is removed.
// Deviation (security): the spec restores the copy on ANY failure. We treat
// the server's definite "nobody" (null, or a 401/403) as "signed out" and
// remove the copy; otherwise a session that expired or was deleted on the
// server (logout on another device, admin deactivation) would look
// signed-in forever.
// Deviation (the spec's call is GET /api/member/profile): that one answers
// 401 without a session, and the browser logs every 401 as a console error
// on every visitor's page load; the session call answers null instead.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, errorMessage } from "@/lib/api";
import type { MemberProfile } from "@/lib/types";
import { isEmail } from "@/lib/identifiers";
import { toast } from "@/components/ui/use-toast";
import { clearMemberSnapshot, keepSnapshotOf } from "@/features/offline/memberSnapshot";

export const MEMBER_AUTH_KEY = "golfclub_member_auth";
export const PROFILE_KEY = ["/api/member/profile"] as const;
/** Who is signed in: the profile, or null (never a 401). */
export const SESSION_URL = "/api/member/session";

function isProfile(v: unknown): v is MemberProfile {
  return !!v && typeof v === "object" && typeof (v as { name?: unknown }).name === "string";
}

export function readLocalProfile(): MemberProfile | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(MEMBER_AUTH_KEY);
  } catch {
    return null; // storage unavailable (private mode): no copy
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isProfile(parsed)) return parsed;
  } catch {
    // fall through: an unreadable copy is removed
  }
  clearLocalProfile();
  return null;
}

export function writeLocalProfile(p: MemberProfile): void {
  try {
    localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify(p));
  } catch {
    // storage full or unavailable: the session still works without a copy
  }
}

export function clearLocalProfile(): void {
  try {
    localStorage.removeItem(MEMBER_AUTH_KEY);
  } catch {
    // nothing to clear
  }
}

/** The server says: no session. The copy is stale (see the deviation above),
 *  and so is the offline copy of the member's registrations and flights. */
function signedOut(): null {
  clearLocalProfile();
  clearMemberSnapshot();
  return null;
}

/** Loads the profile; a server answer wins, else the local copy. */
export async function fetchProfile(): Promise<MemberProfile | null> {
  let p: MemberProfile | null | undefined;
  try {
    p = await api.get<MemberProfile | null>(SESSION_URL);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return signedOut();
    // Network or server failure: fall back to the local copy (offline use).
    return readLocalProfile();
  }
  if (p === null) return signedOut();
  if (isProfile(p)) {
    writeLocalProfile(p);
    // Another member's offline copy never stays on a device this member uses.
    if (typeof p.id === "number") keepSnapshotOf(p.id);
    return p;
  }
  // The call answered nothing: the spec restores the copy.
  return readLocalProfile();
}

export const authQueries = {
  /** Fetched once per session, never refetched on its own (see the header). */
  profile: () =>
    queryOptions({
      queryKey: PROFILE_KEY,
      queryFn: fetchProfile,
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

export function useAuth() {
  const query = useQuery(authQueries.profile());
  const member = query.data ?? null;
  return { member, isLoading: query.isLoading, isAuthenticated: member !== null };
}

/**
 * The name to greet a member by: the preferred name they gave, else their
 * full name. Never a guessed word of the name: the first word of "Tan Wei
 * Ming" is the family name, the last of "Ahmad bin Ismail" the father's.
 */
export function greetingName(member: Pick<MemberProfile, "name" | "preferredName">): string {
  return member.preferredName?.trim() || member.name.trim();
}

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
  return res?.preferredName?.trim() || res?.name || res?.memberName || "Member";
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
}

export interface RegisterResponse {
  id: number;
  name: string;
  preferredName?: string | null;
  phone: string;
  email: string | null;
  membershipNumber: string | null;
  message?: string;
}

export function useMemberRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<RegisterResponse>("/api/member/register", input),
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
    onSuccess: () => {
      clearLocalProfile();
      // Nothing private stays readable on the device (features/offline).
      clearMemberSnapshot();
      // Everything cached may be the member's own data. The profile entry is
      // set (not removed) so every mounted useAuth sees "signed out" at once.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== PROFILE_KEY[0] });
      qc.setQueryData(PROFILE_KEY, null);
      toast({ title: "Logged Out", description: "You have been successfully logged out." });
    },
    onError: (err) => {
      toast({
        title: "Logout Failed",
        description: errorMessage(err, "Could not log out. Please try again."),
        variant: "destructive",
      });
    },
  });
}
