// /admin/login (spec 2 §2, §5, §8): username + password, and the two-step
// password reset behind 'Forgot Password?'. The page picks the step and
// where to go after signing in; the forms (admin/components/login) catch
// blank fields with the spec's toasts before any call.
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { KeyRoundIcon, ShieldCheckIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAdminSession } from "@/features/auth/api/adminSession";
import { AdminLoginForm } from "@/admin/components/login/AdminLoginForm";
import { RequestResetForm, ResetPasswordForm } from "@/admin/components/login/AdminResetForms";
import { TwoFactorCodeStep } from "@/admin/components/twofactor/TwoFactorCodeStep";
import { adminPaths } from "@/admin/paths";
import type { AdminSession } from "@/admin/types";

type Step = "login" | "code" | "request" | "reset";

/** Where to go after signing in: ?next= when it is an admin path, else the dashboard. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get("next") ?? "";
  // Only a path inside the admin area (relative to /admin), never another site.
  return /^\/(dashboard|payment-references|flights\/\d+)(\?[\w=&%-]*)?$/.test(next) ? next : adminPaths.dashboard;
}

export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const next = safeNext(useSearch());
  const session = useAdminSession();
  const [step, setStep] = useState<Step>("login");
  const [username, setUsername] = useState("");
  const [devToken, setDevToken] = useState("");

  // Where a signed-in admin goes: setup first when the club requires it.
  const target = (s: AdminSession) => (s.twoFactorSetupRequired ? adminPaths.twoFactorSetup : next);

  // Already signed in (e.g. a bookmarked login page): straight to the dashboard.
  useEffect(() => {
    if (session.data) navigate(session.data.twoFactorSetupRequired ? adminPaths.twoFactorSetup : next, { replace: true });
  }, [session.data, navigate, next]);

  useEffect(() => {
    document.title = "Admin Login";
  }, []);

  return (
    <div className="flex min-h-[calc(100dvh-3.5rem)] items-start justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)] px-4 py-10 sm:items-center md:min-h-dvh">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
            {step === "login" ? <ShieldCheckIcon className="size-6" aria-hidden="true" /> : <KeyRoundIcon className="size-6" aria-hidden="true" />}
          </div>
          <CardTitle className="text-xl">{step === "login" ? "Admin Login" : step === "code" ? "Two-factor sign-in" : "Reset Password"}</CardTitle>
          <CardDescription>
            {step === "login"
              ? "Sign in to manage the club"
              : step === "code"
                ? "Enter the code from your authenticator app"
              : step === "request"
                ? "Step 1 of 2: request a reset token"
                : "Step 2 of 2: choose a new password"}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step === "login" && (
            <AdminLoginForm
              username={username}
              onUsername={setUsername}
              onForgot={() => setStep("request")}
              onSignedIn={(s) => navigate(target(s), { replace: true })}
              onCodeStep={() => setStep("code")}
            />
          )}
          {step === "code" && (
            <TwoFactorCodeStep onSignedIn={(s) => navigate(target(s), { replace: true })} onRestart={() => setStep("login")} />
          )}
          {step === "request" && (
            <RequestResetForm
              username={username}
              onUsername={setUsername}
              onBack={() => setStep("login")}
              onSent={(token) => {
                setDevToken(token ?? "");
                setStep("reset");
              }}
            />
          )}
          {step === "reset" && (
            <ResetPasswordForm
              key={devToken}
              initialToken={devToken}
              onBack={() => setStep("login")}
              onDone={() => {
                setDevToken("");
                setStep("login");
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
