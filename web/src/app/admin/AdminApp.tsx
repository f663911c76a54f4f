// The admin area (spec 2 §2), mounted by App.tsx under <Route path="/admin"
// nest>, so every path here is relative to /admin. Loaded lazily: visitors
// never download it.
import { useT } from "@/shared/i18n/i18n";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { ApiError } from "@/shared/lib/api";
import AdminLoginPage from "@/features/auth/admin/AdminLoginPage";
import AdminDashboard from "./AdminDashboard";
// Not lazy: it shares its parts with the login page's code step, and one
// more chunk would add its name to the home page's preload map.
import TwoFactorSetupPage from "@/features/auth/admin/TwoFactorSetupPage";
import { AdminLoading } from "@/shared/ui/admin/AdminLoading";
import { ADMIN_ME_KEY, clearAdminData, isAdminDataKey, useAdminSession } from "@/features/auth/api/adminSession";
import { adminPaths } from "@/shared/lib/adminPaths";

const PaymentReferencesPage = lazy(() => import("@/features/payments/admin/PaymentReferencesPage"));
const FlightSheetPage = lazy(() => import("@/features/flights/admin/FlightSheetPage"));
const ScoringPage = lazy(() => import("@/features/scoring/admin/ScoringPage"));

export default function AdminApp() {
  useSessionExpiryWatch();
  return (
    <Switch>
      <Route path={adminPaths.root}>
        <Redirect to={adminPaths.dashboard} replace />
      </Route>
      <Route path={adminPaths.login} component={AdminLoginPage} />
      <Route path={adminPaths.dashboard} component={AdminDashboard} />
      <Route path={adminPaths.twoFactorSetup} component={TwoFactorSetupPage} />
      <Route path={adminPaths.paymentReferences}>
        <RequireAdmin page={PaymentReferencesPage} />
      </Route>
      <Route path={adminPaths.flightSheetRoute}>
        <RequireAdmin page={FlightSheetPage} />
      </Route>
      <Route path={adminPaths.scoringRoute}>
        <RequireAdmin page={ScoringPage} />
      </Route>
      <Route>
        <Redirect to={adminPaths.dashboard} replace />
      </Route>
    </Switch>
  );
}

/**
 * Pages outside the dashboard verify the session the same way: no admin,
 * no page (the server refuses the data anyway; this sends them to sign in).
 */
function RequireAdmin({ page: Page }: { page: ComponentType }) {
  const t = useT();
  const session = useAdminSession();
  const [path, navigate] = useLocation();
  const signedOut = !session.isLoading && !session.data;
  const mustEnrol = !!session.data?.twoFactorSetupRequired;
  useEffect(() => {
    // Back here after signing in.
    if (signedOut) navigate(adminPaths.loginThenBack(path), { replace: true });
    else if (mustEnrol) navigate(adminPaths.twoFactorSetup, { replace: true });
  }, [signedOut, mustEnrol, navigate, path]);
  if (!session.data || mustEnrol) return <AdminLoading />;
  return (
    <Suspense fallback={<AdminLoading label={t("admin.common.loading")} />}>
      <Page />
    </Suspense>
  );
}

/**
 * A session can end while the dashboard is open (logout in another tab,
 * expiry, server restart with a wiped database). Any admin call answering
 * 401 then clears the cached session, and the dashboard's guard sends the
 * admin to the login page instead of showing empty lists and error toasts.
 */
function useSessionExpiryWatch() {
  const qc = useQueryClient();
  useEffect(() => {
    const is401 = (err: unknown) => err instanceof ApiError && err.status === 401;
    const unsubQueries = qc.getQueryCache().subscribe((e) => {
      if (e.type !== "updated" || e.action.type !== "error") return;
      const key = e.query.queryKey;
      if (key[0] === ADMIN_ME_KEY[0]) return;
      if (isAdminDataKey(key) && is401(e.action.error)) clearAdminData(qc);
    });
    const unsubMutations = qc.getMutationCache().subscribe((e) => {
      if (e.type !== "updated" || e.action.type !== "error") return;
      if (is401(e.action.error) && qc.getQueryData(ADMIN_ME_KEY)) clearAdminData(qc);
    });
    return () => {
      unsubQueries();
      unsubMutations();
    };
  }, [qc]);
}
