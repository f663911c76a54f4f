import { lazy, Suspense, useEffect } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import { makeQueryClient } from "@/lib/queryClient";
import { AppShell } from "@/components/layout/AppShell";
import { Toaster } from "@/components/ui/toaster";
import { LoginDialogProvider } from "@/features/auth/components/LoginDialogContext";
import { RealtimeProvider } from "@/features/realtime/RealtimeContext";
import HomePage from "@/pages/HomePage";
import EventsPage from "@/pages/EventsPage";
import NotFoundPage from "@/pages/NotFoundPage";
import { PageLoading } from "@/components/layout/PageLoading";
import { paths } from "@/paths";

// Home and Events ship in the first bundle; every other page is its own
// chunk, fetched when first needed (and warmed up once the browser is idle),
// so the home page loads less JavaScript.
const pageImports = {
  gallery: () => import("@/pages/GalleryPage"),
  blog: () => import("@/pages/BlogPage"),
  contact: () => import("@/pages/ContactPage"),
  subscription: () => import("@/pages/SubscriptionPage"),
  member: () => import("@/pages/MemberDashboardPage"),
  memberLogin: () => import("@/pages/MemberLoginPage"),
  memberRegister: () => import("@/pages/MemberRegisterPage"),
  loginExample: () => import("@/pages/LoginExamplePage"),
  payment: () => import("@/pages/PaymentPage"),
};
const GalleryPage = lazy(pageImports.gallery);
const BlogPage = lazy(pageImports.blog);
const ContactPage = lazy(pageImports.contact);
const SubscriptionPage = lazy(pageImports.subscription);
const MemberDashboardPage = lazy(pageImports.member);
const MemberLoginPage = lazy(pageImports.memberLogin);
const MemberRegisterPage = lazy(pageImports.memberRegister);
const LoginExamplePage = lazy(pageImports.loginExample);
const PaymentPage = lazy(pageImports.payment);

// Admin screens are a separate bundle that visitors never download.
const AdminApp = lazy(() => import("@/admin/AdminApp"));

/** Fetches the other pages' chunks once the page has loaded, one chunk per
 *  idle period, so moving between pages is instant and they are cached for
 *  offline use. All nine at once made one long task (and their evaluation
 *  a burst of them) while a phone was still busy with the first page. */
function useWarmPageChunks() {
  useEffect(() => {
    const loads = Object.values(pageImports);
    let stopped = false;
    const whenIdle = (fn: () => void) => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(fn, { timeout: 10_000 });
      else setTimeout(fn, 500);
    };
    const next = () => {
      const load = loads.shift();
      if (stopped || !load) return;
      void load()
        .catch(() => undefined)
        .finally(() => whenIdle(next));
    };
    const start = () => whenIdle(next);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener("load", start);
    };
  }, []);
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
      <Toaster />
    </QueryClientProvider>
  );
}
