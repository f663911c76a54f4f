// /admin/two-factor-setup: where an admin lands when the club requires
// two-factor sign-in and they have not set it up. Nothing else of the
// admin area answers them until they have (the server refuses with 403
// two_factor_setup_required), so this page offers only setup and logout.
import { useEffect } from "react";
import { useLocation } from "wouter";
import { LogOutIcon, ShieldCheckIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/shared/ui/card";
import { AdminLoading } from "@/shared/ui/admin/AdminLoading";
import { TwoFactorEnrol } from "@/features/auth/admin/TwoFactorEnrol";
import { useAdminLogout, useAdminSession } from "@/features/auth/api/adminSession";
import { useTwoFactorRefresh } from "@/features/auth/api/adminTwoFactor";
import { adminPaths } from "@/shared/lib/adminPaths";
import { useT } from "@/shared/i18n/i18n";

export default function TwoFactorSetupPage() {
  const t = useT();
  const session = useAdminSession();
  const [, navigate] = useLocation();
  const logout = useAdminLogout();
  const refresh = useTwoFactorRefresh();
  const signedOut = !session.isLoading && !session.data;
  const done = !!session.data && !session.data.twoFactorSetupRequired;

  const docTitle = t("admin.twofa.setUp");
  useEffect(() => {
    document.title = docTitle;
  }, [docTitle]);
  useEffect(() => {
    if (signedOut) navigate(adminPaths.login, { replace: true });
    else if (done) navigate(adminPaths.dashboard, { replace: true });
  }, [signedOut, done, navigate]);

  if (!session.data || done) return <AdminLoading />;
  return (
    <div className="flex min-h-dvh items-start justify-center bg-background px-4 py-10 sm:items-center">
      <Card className="w-full max-w-xl">
        <CardHeader>
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <ShieldCheckIcon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-xl font-semibold leading-snug tracking-tight text-foreground">{t("admin.twofa.setUp")}</h1>
          <CardDescription>{t("admin.twofa.requiredIntro", { name: session.data.username })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <TwoFactorEnrol onDone={() => void refresh()} />
          <Button type="button" variant="ghost" className="justify-self-start" onClick={() => logout.mutate(undefined, { onSuccess: () => navigate(adminPaths.login, { replace: true }) })}>
            <LogOutIcon aria-hidden="true" />
            {t("admin.twofa.logout")}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
