// /admin/login (spec 2 §2, §5, §8): username + password, and the two-step
// password reset behind 'Forgot Password?'. The page picks the step and
// where to go after signing in; the forms (admin/components/login) catch
// blank fields with the spec's toasts before any call.
import { useT } from "@/shared/i18n/i18n";
import { LanguageSwitcher } from "@/features/auth/components/LanguageSwitcher";
import { useIsMobile } from "@/shared/hooks/useIsMobile";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { KeyRoundIcon, ShieldCheckIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { useAdminSession } from "@/features/auth/api/adminSession";
import { AdminLoginForm } from "@/features/auth/admin/AdminLoginForm";
import { RequestResetForm, ResetPasswordForm } from "@/features/auth/admin/AdminResetForms";
import { TwoFactorCodeStep } from "@/features/auth/admin/TwoFactorCodeStep";
import { adminPaths } from "@/shared/lib/adminPaths";
import type { AdminSession } from "@/features/auth/types";

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
  const isMobile = useIsMobile();
  const [step, setStep] = useState<Step>("login");
  const [username, setUsername] = useState("");
  const [devToken, setDevToken] = useState("");

  // Where a signed-in admin goes: setup first when the club requires it.
  const target = (s: AdminSession) => (s.twoFactorSetupRequired ? adminPaths.twoFactorSetup : next);

  // Already signed in (e.g. a bookmarked login page): straight to the dashboard.
  useEffect(() => {
    if (session.data) navigate(session.data.twoFactorSetupRequired ? adminPaths.twoFactorSetup : next, { replace: true });
  }, [session.data, navigate, next]);

  const t = useT();
  const title = t("admin.nav.loginTitle");
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="relative flex min-h-[calc(100dvh-3.5rem)] items-start justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)] px-4 py-10 sm:items-center md:min-h-dvh">
      {/* On phones the app's header (with its language toggle) stays above. */}
      {!isMobile && <LanguageSwitcher className="absolute top-3 right-3" />}
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
            {step === "login" ? <ShieldCheckIcon className="size-6" aria-hidden="true" /> : <KeyRoundIcon className="size-6" aria-hidden="true" />}
          </div>
          <CardTitle className="text-xl">{step === "login" ? title : step === "code" ? t("admin.nav.loginCodeTitle") : t("admin.nav.loginResetTitle")}</CardTitle>
          <CardDescription>
            {step === "login"
              ? t("admin.nav.loginIntro")
              : step === "code"
                ? t("admin.nav.loginCodeIntro")
                : step === "request"
                  ? t("admin.nav.loginStep1")
                  : t("admin.nav.loginStep2")}
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
