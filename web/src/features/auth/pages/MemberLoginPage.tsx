// /member/login (spec 1 §2 "Member login"): email or phone and password, the
// two-step password reset, Back to Home. ?reset=1 (the reset mail's link)
// opens the reset flow directly; &token=… also fills in the token.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ArrowLeftIcon, KeyRoundIcon, LogInIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { Label } from "@/shared/ui/label";
import { FormField } from "@/shared/ui/form";
import { Card, CardContent, CardDescription, CardHeader } from "@/shared/ui/card";
import { toast } from "@/shared/ui/use-toast";
import { ForgotPasswordFlow } from "@/features/auth/components/ForgotPasswordFlow";
import { AuthPageFrame } from "@/features/auth/components/AuthPageFrame";
import { errorMessage } from "@/shared/lib/errorMessage";
import { MSG, loginIdentifier, memberLoginComplete } from "@/shared/lib/validation";
import { loginName, loginPayload, useMemberLogin } from "@/features/auth/api/authActions";
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
  const login = useMemberLogin();

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
    login.mutate(
      loginPayload(identifier, password),
      {
        onSuccess: (res) => {
          toast({ title: t("auth.loginOk"), description: t("auth.welcomeBack", { name: loginName(res) }) });
          navigate(paths.member);
        },
        onError: (err) => {
          toast({
            title: t("auth.loginFailed"),
            description: errorMessage(err, t("auth.invalidLogin")),
            variant: "destructive",
          });
        },
      },
    );
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
          <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            {resetting ? (
              <KeyRoundIcon className="size-6" aria-hidden="true" />
            ) : (
              <LogInIcon className="size-6" aria-hidden="true" />
            )}
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">{resetting ? t("auth.resetPassword") : t("auth.memberLoginTitle")}</h1>
          <CardDescription>
            {resetting
              ? t("auth.resetText")
              : t("auth.loginText")}
          </CardDescription>
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
              <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
                {login.isPending ? t("auth.signingIn") : t("auth.enterDashboard")}
              </Button>
              <Button variant="link" className="mx-auto h-auto py-1" onClick={() => setResetting(true)}>
                {t("auth.forgotClick")}
              </Button>
              <p className="text-center text-sm text-muted-foreground">
                {t("auth.notMember")}{" "}
                <Link href={paths.memberRegister} className="font-semibold text-primary underline-offset-4 hover:underline">
                  {t("auth.registerHere")}
                </Link>
              </p>
            </form>
          )}
        </CardContent>
      </Card>
      <div className="mt-4 text-center">
        <Button variant="ghost" asChild>
          <Link href={paths.home}>
            <ArrowLeftIcon aria-hidden="true" />
            {t("notFound.back")}
          </Link>
        </Button>
      </div>
    </AuthPageFrame>
  );
}
