// /member/login (spec 1 §2 "Member login"): email or phone and password, the
// two-step password reset, Back to Home. ?reset=1 (the reset mail's link)
// opens the reset flow directly; &token=… also fills in the token.
import { useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { KeyRoundIcon, LogInIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { Label } from "@/shared/ui/label";
import { FormField } from "@/shared/ui/form";
import { Card, CardContent, CardHeader } from "@/shared/ui/card";
import { toast } from "@/shared/ui/use-toast";
import { ForgotPasswordFlow } from "@/features/auth/components/ForgotPasswordFlow";
import { AuthCardHeading, AuthPageFrame, AuthSwitchLink, BackHomeButton } from "@/features/auth/components/AuthPageFrame";
import { usePageSignIn } from "@/features/auth/components/usePageSignIn";
import { MSG, loginIdentifier, memberLoginComplete } from "@/shared/lib/validation";
import { identifierInputProps } from "@/features/auth/components/identifierField";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";
import { translatedMeta, usePageMeta } from "@/features/settings";

// Here rather than in PAGE_META, which the home page's script carries.
const META = translatedMeta("title.login", "title.loginText", {
  keywords: "golf club member login, golf club Malaysia",
  path: paths.memberLogin,
});

export default function MemberLoginPage() {
  const t = useT();
  usePageMeta(META);
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const [resetting, setResetting] = useState(search.get("reset") === "1");
  const [resetToken] = useState(search.get("token") ?? "");
  const [identifier, setIdentifier] = useState("");
  const [identifierError, setIdentifierError] = useState<string | undefined>();
  const [password, setPassword] = useState("");
  const { signIn, isPending } = usePageSignIn();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!memberLoginComplete(identifier, password)) {
      toast({ title: t("auth.missing"), description: MSG.missingLogin, variant: "destructive" });
      return;
    }
    const checked = loginIdentifier.safeParse(identifier);
    if (!checked.success) {
      setIdentifierError(checked.error.issues[0]?.message);
      return;
    }
    setIdentifierError(undefined);
    signIn(identifier, password);
  };

  const backToLogin = () => {
    setResetting(false);
    setPassword("");
    // Drop ?reset=1 so a reload shows the login form again.
    if (search.has("reset")) navigate(paths.memberLogin, { replace: true });
  };

  return (
    <AuthPageFrame>
      <Card>
        <CardHeader className="items-center text-center">
          <AuthCardHeading
            icon={resetting ? <KeyRoundIcon className="size-6" aria-hidden="true" /> : <LogInIcon className="size-6" aria-hidden="true" />}
            title={resetting ? t("auth.resetPassword") : t("auth.memberLoginTitle")}
            text={resetting ? t("auth.resetText") : t("auth.loginText")}
          />
        </CardHeader>
        <CardContent>
          {resetting ? (
            <ForgotPasswordFlow
              variant="page"
              initialToken={resetToken || undefined}
              onBack={backToLogin}
              onDone={backToLogin}
            />
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("auth.memberLogin")}>
              <FormField id="member-login-email" label={t("auth.identifier")} hint={t("auth.identifierHint")} error={identifierError}>
                <Input
                  {...identifierInputProps}
                  value={identifier}
                  onChange={(e) => {
                    setIdentifier(e.target.value);
                    if (identifierError) setIdentifierError(undefined);
                  }}
                />
              </FormField>
              <div className="grid gap-2">
                <Label htmlFor="member-login-password">{t("auth.password")}</Label>
                <Input
                  id="member-login-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <Button type="submit" size="lg" disabled={isPending} className="mt-1 w-full">
                {isPending ? t("auth.signingIn") : t("auth.enterDashboard")}
              </Button>
              <Button variant="link" className="mx-auto h-auto py-1" onClick={() => setResetting(true)}>
                {t("auth.forgotClick")}
              </Button>
              <AuthSwitchLink text={t("auth.notMember")} link={t("auth.registerHere")} href={paths.memberRegister} />
            </form>
          )}
        </CardContent>
      </Card>
      <div className="mt-4 text-center">
        <BackHomeButton />
      </div>
    </AuthPageFrame>
  );
}
