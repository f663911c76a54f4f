import { lazy, Suspense, useEffect } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch, useLocation } from "wouter";
import { makeQueryClient } from "@/shared/lib/queryClient";
import { AppShell } from "@/app/layout/AppShell";
import { AppToaster } from "@/shared/ui/AppToaster";
import { LoginDialogProvider } from "@/features/auth/components/LoginDialogContext";
import { RealtimeProvider } from "@/features/realtime/RealtimeContext";
import HomePage from "@/app/pages/HomePage";
import { PageLoading } from "@/app/layout/PageLoading";
import { paths } from "@/shared/lib/paths";
import { loadLazyBase, whenIdle, withLazyBase } from "@/shared/lib/lazy";
import { loadNamespace } from "@/shared/i18n/namespaces";
import { useAuth } from "@/features/auth/api/auth";
import { trackPageView, watchInstall } from "@/shared/lib/analytics";

// Only Home ships in the first bundle; every other page is its own chunk,
// fetched when first needed and warmed up once the browser is idle, so the
// home page loads less JavaScript (web/scripts/check-home-size.mjs holds it
// under its budget). Pages a visitor can use are warmed for everyone; the
// member-only ones (dashboard, payment) only once a member is signed in, so
// visitors never download member code.
const publicPages = {
  events: () => import("@/app/pages/EventsPage"),
  event: () => import("@/app/pages/EventPage"),
  notFound: () => import("@/app/pages/NotFoundPage"),
  privacy: () => import("@/features/privacy/pages/PrivacyPage"),
  gallery: () => import("@/features/content/pages/GalleryPage"),
  blog: () => import("@/features/content/pages/BlogPage"),
  contact: () => import("@/features/content/pages/ContactPage"),
  subscription: () => import("@/features/payments/pages/SubscriptionPage"),
  memberLogin: () => import("@/features/auth/pages/MemberLoginPage"),
  memberRegister: () => import("@/features/auth/pages/MemberRegisterPage"),
  loginExample: () => import("@/features/auth/pages/LoginExamplePage"),
  leaderboard: () => import("@/features/scoring/components/LeaderboardPage"),
  results: () => import("@/features/scoring/components/ResultsPage"),
  orderOfMerit: () => import("@/features/scoring/components/OrderOfMeritPage"),
};
const memberPages = {
  member: () => import("@/app/pages/MemberDashboardPage"),
  payment: () => import("@/features/payments/pages/PaymentPage"),
  scorecard: () => import("@/features/scoring/components/ScorecardPage"),
  todayScorecard: () => import("@/features/scoring/components/TodayScorecardPage"),
};
const EventsPage = lazy(withLazyBase(publicPages.events));
const EventPage = lazy(withLazyBase(publicPages.event));
const NotFoundPage = lazy(withLazyBase(publicPages.notFound));
const PrivacyPage = lazy(withLazyBase(publicPages.privacy));
const GalleryPage = lazy(withLazyBase(publicPages.gallery));
const BlogPage = lazy(withLazyBase(publicPages.blog));
const ContactPage = lazy(withLazyBase(publicPages.contact));
const SubscriptionPage = lazy(withLazyBase(publicPages.subscription));
const MemberDashboardPage = lazy(withLazyBase(memberPages.member));
const MemberLoginPage = lazy(withLazyBase(publicPages.memberLogin));
const MemberRegisterPage = lazy(withLazyBase(publicPages.memberRegister));
const LoginExamplePage = lazy(withLazyBase(publicPages.loginExample));
const LeaderboardPage = lazy(withLazyBase(publicPages.leaderboard));
const ResultsPage = lazy(withLazyBase(publicPages.results));
const OrderOfMeritPage = lazy(withLazyBase(publicPages.orderOfMerit));
const PaymentPage = lazy(withLazyBase(memberPages.payment));
const ScorecardPage = lazy(withLazyBase(memberPages.scorecard));
const TodayScorecardPage = lazy(withLazyBase(memberPages.todayScorecard));

// Admin screens are a separate bundle that visitors never download.
// Its texts are a catalog of their own (docs/features.md, "Translations"), loaded with it.
const AdminApp = lazy(
  withLazyBase(() => Promise.all([import("@/app/admin/AdminApp"), loadNamespace("admin")]).then(([m]) => m)),
);

/** Fetches the page chunks once the page has loaded, one chunk per idle
 *  period, so moving between pages is instant and they are cached for
 *  offline use. All at once made one long task (and their evaluation a
 *  burst of them) while a phone was still busy with the first page. The
 *  member-only pages are warmed only for a signed-in member, so visitors
 *  never download member code. */
function useWarmPageChunks() {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    const pages = isAuthenticated ? { ...publicPages, ...memberPages } : publicPages;
    const loads: (() => Promise<unknown>)[] = [loadLazyBase, ...Object.values(pages)];
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      const load = loads.shift();
      if (stopped || !load) return;
      void load()
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) cancel = whenIdle(next, 10_000);
        });
    };
    const start = () => {
      if (!stopped) cancel = whenIdle(next, 4000);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      stopped = true;
      cancel();
      window.removeEventListener("load", start);
    };
  }, [isAuthenticated]);
}

/** Exported for the build's prerender (entry-server.tsx), which seeds it. */
export const queryClient = makeQueryClient();

/**
 * Tells src/app/boot.ts that the page has been taken over, so that it replays
 * a tap it held. Inside the routes' Suspense boundary: React hydrates that
 * boundary after the shell around it, so this runs once the page itself
 * (home's buttons) has been hydrated, not at the shell's first commit.
 */
function PageReady() {
  useEffect(() => {
    document.dispatchEvent(new Event("golfclub:app-ready"));
  }, []);
  return null;
}

/** Counts each page the visitor arrives on, and the app's installs. */
function usePageViews() {
  const [location] = useLocation();
  useEffect(() => trackPageView(location), [location]);
  useEffect(() => watchInstall(), []);
}

/** Counts page views in a component of its own: a change of location
 *  re-renders it, not the routes. */
function PageViews() {
  usePageViews();
  return null;
}

export function AppRoutes() {
  // The session's answer re-renders the routes on purpose: it mounts a
  // lazily loaded page at once, where the page's own pass would wait for
  // React's hold on revealing a Suspense boundary (docs/testing.md, "Lighthouse").
  useWarmPageChunks();
  return (
    <Suspense fallback={<PageLoading />}>
    <PageReady />
    <PageViews />
    <Switch>
      <Route path={paths.home} component={HomePage} />
      <Route path={paths.events} component={EventsPage} />
      <Route path={paths.scorecardRoute} component={ScorecardPage} />
      <Route path={paths.todayScorecard} component={TodayScorecardPage} />
      <Route path={paths.eventRoute} component={EventPage} />
      <Route path={paths.gallery} component={GalleryPage} />
      <Route path={paths.blog} component={BlogPage} />
      <Route path={paths.contact} component={ContactPage} />
      <Route path={paths.membership} component={SubscriptionPage} />
      <Route path={paths.member} component={MemberDashboardPage} />
      <Route path={paths.memberLogin} component={MemberLoginPage} />
      <Route path={paths.memberRegister} component={MemberRegisterPage} />
      <Route path={paths.loginExample} component={LoginExamplePage} />
      <Route path={paths.privacy} component={PrivacyPage} />
      <Route path={paths.leaderboardRoute} component={LeaderboardPage} />
      <Route path={paths.resultsRoute} component={ResultsPage} />
      <Route path={paths.orderOfMerit} component={OrderOfMeritPage} />
      <Route path={paths.paymentRoute} component={PaymentPage} />
      <Route path={paths.admin} nest>
        <AdminApp />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <LoginDialogProvider>
          <AppShell>
            <AppRoutes />
          </AppShell>
        </LoginDialogProvider>
      </RealtimeProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
