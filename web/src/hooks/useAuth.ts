// The member session as the client sees it (spec 1 §4 "Member session").
// The profile comes from GET /api/member/profile; a copy is kept in
// localStorage under a key ending in _member_auth and restored when the
// profile call fails or yields nothing.
import { useQuery, useQueryClient, useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { returnNullOn401 } from "@/lib/queryClient";
import type { MemberProfile } from "@/lib/types";

export const MEMBER_AUTH_KEY = "golfclub_member_auth";
export const PROFILE_KEY = ["/api/member/profile"] as const;

export function readLocalProfile(): MemberProfile | null {
  const raw = localStorage.getItem(MEMBER_AUTH_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as MemberProfile;
    if (parsed && typeof parsed === "object" && typeof parsed.name === "string") return parsed;
  } catch {
    // fall through: an unreadable copy is removed
  }
  localStorage.removeItem(MEMBER_AUTH_KEY);
  return null;
}

export function writeLocalProfile(p: MemberProfile): void {
  localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify(p));
}

export function clearLocalProfile(): void {
  localStorage.removeItem(MEMBER_AUTH_KEY);
}

/** Loads the profile once; a server answer wins, else the local copy. */
export async function fetchProfile(): Promise<MemberProfile | null> {
  try {
    const p = await returnNullOn401(() => api.get<MemberProfile>("/api/member/profile"))();
    if (p) {
      writeLocalProfile(p);
      return p;
    }
    // A definite "signed out" from the server: the copy is stale.
    clearLocalProfile();
    return null;
  } catch {
    // Network or server failure: fall back to the local copy (offline use).
    return readLocalProfile();
  }
}

export function useAuth() {
  const query = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: fetchProfile,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const member = query.data ?? null;
  return { member, isLoading: query.isLoading, isAuthenticated: member !== null };
}

/** Ends the session: server logout, local copy and every cached query. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>("/api/member/logout"),
    onSettled: () => {
      clearLocalProfile();
      qc.clear();
      qc.setQueryData(PROFILE_KEY, null);
    },
  });
}
