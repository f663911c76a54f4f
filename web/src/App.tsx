import { lazy, Suspense, useEffect } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import { makeQueryClient } from "@/lib/queryClient";
import { AppShell } from "@/components/layout/AppShell";
import { AppToaster } from "@/components/ui/AppToaster";
import { LoginDialogProvider } from "@/features/auth/components/LoginDialogContext";
import { RealtimeProvider } from "@/features/realtime/RealtimeContext";
import HomePage from "@/pages/HomePage";
import { PageLoading } from "@/components/layout/PageLoading";
import { paths } from "@/paths";
import { loadClassMerge, preload, whenIdle, withClassMerge } from "@/lib/lazy";
import { useAuth } from "@/features/auth/api/auth";

// Only Home ships in the first bundle; every other page is its own chunk,
// fetched when first needed and warmed up once the browser is idle, so the
// home page loads less JavaScript (web/scripts/check-home-size.mjs holds it
// under its budget). Pages a visitor can use are warmed for everyone; the
// member-only ones (dashboard, payment) only once a member is signed in, so
// visitors never download member code.
const publicPages = {
  events: () => import("@/pages/EventsPage"),
  notFound: () => import("@/pages/NotFoundPage"),
  gallery: () => import("@/pages/GalleryPage"),
  blog: () => import("@/pages/BlogPage"),
  contact: () => import("@/pages/ContactPage"),
  subscription: () => import("@/pages/SubscriptionPage"),
  memberLogin: () => import("@/pages/MemberLoginPage"),
  memberRegister: () => import("@/pages/MemberRegisterPage"),
  loginExample: () => import("@/pages/LoginExamplePage"),
};
const memberPages = {
  member: () => import("@/pages/MemberDashboardPage"),
  payment: () => import("@/pages/PaymentPage"),
};
const EventsPage = lazy(withClassMerge(publicPages.events));
const NotFoundPage = lazy(withClassMerge(publicPages.notFound));
const GalleryPage = lazy(withClassMerge(publicPages.gallery));
const BlogPage = lazy(withClassMerge(publicPages.blog));
const ContactPage = lazy(withClassMerge(publicPages.contact));
const SubscriptionPage = lazy(withClassMerge(publicPages.subscription));
const MemberDashboardPage = lazy(withClassMerge(memberPages.member));
const MemberLoginPage = lazy(withClassMerge(publicPages.memberLogin));
const MemberRegisterPage = lazy(withClassMerge(publicPages.memberRegister));
const LoginExamplePage = lazy(withClassMerge(publicPages.loginExample));
const PaymentPage = lazy(withClassMerge(memberPages.payment));

// Admin screens are a separate bundle that visitors never download.
const AdminApp = lazy(withClassMerge(() => import("@/admin/AdminApp")));

/** Fetches the page chunks when the browser is idle, so moving between
 *  pages is instant and they are cached for offline use. */
function useWarmPageChunks() {
  const { isAuthenticated } = useAuth();
  useEffect(
    () =>
      whenIdle(() => {
        const pages = isAuthenticated ? { ...publicPages, ...memberPages } : publicPages;
        [loadClassMerge, ...Object.values(pages)].forEach(preload);
      }, 4000),
    [isAuthenticated],
  );
}

const queryClient = makeQueryClient();

export function AppRoutes() {
  useWarmPageChunks();
  return (
    <Suspense fallback={<PageLoading />}>
    <Switch>
      <Route path={paths.home} component={HomePage} />
      <Route path={paths.events} component={EventsPage} />
      <Route path={paths.gallery} component={GalleryPage} />
      <Route path={paths.blog} component={BlogPage} />
      <Route path={paths.contact} component={ContactPage} />
      <Route path={paths.membership} component={SubscriptionPage} />
      <Route path={paths.member} component={MemberDashboardPage} />
      <Route path={paths.memberLogin} component={MemberLoginPage} />
      <Route path={paths.memberRegister} component={MemberRegisterPage} />
      <Route path={paths.loginExample} component={LoginExamplePage} />
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
