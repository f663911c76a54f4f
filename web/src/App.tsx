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

/** Fetches the public page chunks when the browser is idle, so moving
 *  between pages is instant and they are cached for offline use. */
function useWarmPageChunks() {
  useEffect(() => {
    const warm = () => Object.values(pageImports).forEach((load) => void load().catch(() => undefined));
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(warm, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const t = setTimeout(warm, 2000);
    return () => clearTimeout(t);
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
