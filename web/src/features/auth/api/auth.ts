// The member session as the client sees it (spec 1 §4 "Member session").
// The calls that change it (login, register, logout, password reset) are in
// authActions.ts, so the home page reads the session without that code.
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
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/shared/lib/api";
import type { MemberProfile } from "@/shared/lib/types";
import { clearMemberSnapshot, keepSnapshotOf } from "@/features/auth/api/snapshotKey";

export const MEMBER_AUTH_KEY = "golfclub_member_auth";
export const PROFILE_KEY = ["/api/member/profile"] as const;
/** Who is signed in: the profile, or null (never a 401). */
export const SESSION_URL = "/api/member/session";

export function isProfile(v: unknown): v is MemberProfile {
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
