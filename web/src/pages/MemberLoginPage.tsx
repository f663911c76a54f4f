// /member/login (spec 1 §2 "Member login"): email or phone and password, the
// two-step password reset, Back to Home. ?reset=1 (the reset mail's link)
// opens the reset flow directly; &token=… also fills in the token.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ArrowLeftIcon, KeyRoundIcon, LogInIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormField } from "@/components/ui/form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { ForgotPasswordFlow } from "@/features/auth/components/ForgotPasswordFlow";
import { AuthPageFrame } from "@/features/auth/components/AuthPageFrame";
import { errorMessage } from "@/lib/errorMessage";
import { MSG, loginIdentifier, memberLoginComplete } from "@/lib/validation";
import { loginName, loginPayload, useMemberLogin } from "@/features/auth/api/authActions";
import { IDENTIFIER_HINT, IDENTIFIER_LABEL, identifierInputProps } from "@/features/auth/components/identifierField";
import { paths } from "@/paths";

export default function MemberLoginPage() {
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
      toast({ title: "Missing information", description: MSG.missingLogin, variant: "destructive" });
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
          toast({ title: "Login Successful", description: `Welcome back, ${loginName(res)}!` });
          navigate(paths.member);
        },
        onError: (err) => {
          toast({
            title: "Login Failed",
            description: errorMessage(err, "Invalid email/phone or password"),
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
          <h1 className="text-2xl font-semibold tracking-tight">{resetting ? "Reset Password" : "Member Login"}</h1>
          <CardDescription>
            {resetting
              ? "Request a reset token by email, then choose a new password."
              : "Sign in to see your events, flights and membership."}
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
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Member login">
              <FormField id="member-login-email" label={IDENTIFIER_LABEL} hint={IDENTIFIER_HINT} error={identifierError}>
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
                <Label htmlFor="member-login-password">Password</Label>
                <Input
                  id="member-login-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
                {login.isPending ? "Signing in..." : "Enter Member Dashboard"}
              </Button>
              <Button variant="link" className="mx-auto h-auto py-1" onClick={() => setResetting(true)}>
                Forgot Password? Click Here
              </Button>
              <p className="text-center text-sm text-muted-foreground">
                Not a member yet?{" "}
                <Link href={paths.memberRegister} className="font-semibold text-primary underline-offset-4 hover:underline">
                  Register here
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
            Back to Home
          </Link>
        </Button>
      </div>
    </AuthPageFrame>
  );
}
