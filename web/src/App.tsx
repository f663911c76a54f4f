import { lazy, Suspense } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import { makeQueryClient } from "@/lib/queryClient";
import { AppShell } from "@/components/layout/AppShell";
import { Toaster } from "@/components/ui/toaster";
import { LoginDialogProvider } from "@/components/auth/LoginDialogContext";
import HomePage from "@/pages/HomePage";
import EventsPage from "@/pages/EventsPage";
import GalleryPage from "@/pages/GalleryPage";
import BlogPage from "@/pages/BlogPage";
import ContactPage from "@/pages/ContactPage";
import SubscriptionPage from "@/pages/SubscriptionPage";
import MemberDashboardPage from "@/pages/MemberDashboardPage";
import MemberLoginPage from "@/pages/MemberLoginPage";
import MemberRegisterPage from "@/pages/MemberRegisterPage";
import LoginExamplePage from "@/pages/LoginExamplePage";
import PaymentPage from "@/pages/PaymentPage";
import NotFoundPage from "@/pages/NotFoundPage";

// Admin screens are a separate bundle that visitors never download.
const AdminApp = lazy(() => import("@/admin/AdminApp"));

const queryClient = makeQueryClient();

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/events" component={EventsPage} />
      <Route path="/gallery" component={GalleryPage} />
      <Route path="/blog" component={BlogPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/membership" component={SubscriptionPage} />
      <Route path="/member" component={MemberDashboardPage} />
      <Route path="/member/login" component={MemberLoginPage} />
      <Route path="/member/register" component={MemberRegisterPage} />
      <Route path="/login-example" component={LoginExamplePage} />
      <Route path="/payment/:eventId/:registrationId" component={PaymentPage} />
      <Route path="/admin" nest>
        <Suspense fallback={<div className="p-8 text-center text-muted-foreground">Loading admin…</div>}>
          <AdminApp />
        </Suspense>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LoginDialogProvider>
        <AppShell>
          <AppRoutes />
        </AppShell>
      </LoginDialogProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
