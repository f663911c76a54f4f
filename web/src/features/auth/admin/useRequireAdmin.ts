// Standalone admin pages (payment references, flight sheet) verify the
// admin session like the dashboard (spec 2 §2, §8): any failed check sends
// the browser to /admin/login. AdminApp guards these routes too; the pages
// check again so they also work when mounted on their own.
import { useEffect } from "react";
import { useLocation } from "wouter";
import type { AdminSession } from "@/features/auth/types";
import { useAdminSession } from "@/features/auth/api/adminSession";
import { adminPaths } from "@/shared/lib/adminPaths";

export function useRequireAdmin(): { admin: AdminSession | undefined; ready: boolean } {
  const [, navigate] = useLocation();
  const session = useAdminSession();
  const signedOut = !session.isLoading && !session.data;
  useEffect(() => {
    // "~" makes the path absolute even inside the nested /admin router.
    if (signedOut) navigate(adminPaths.loginLink, { replace: true });
  }, [signedOut, navigate]);
  return { admin: session.data ?? undefined, ready: !!session.data };
}
