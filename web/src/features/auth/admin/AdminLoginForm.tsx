// The username + password form of the admin login page (spec 2 §2, §8).
import { useState, type FormEvent } from "react";
import { LockIcon, UserIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { FormField } from "@/shared/ui/form";
import { toast } from "@/shared/ui/use-toast";
import { ApiError } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useT } from "@/shared/i18n/i18n";
import { isCodeStep, useAdminLogin } from "@/features/auth/api/adminSession";
import type { AdminSession } from "@/features/auth/types";
import { LOGIN_MSG } from "./loginMessages";

export function AdminLoginForm({
  username,
  onUsername,
  onForgot,
  onSignedIn,
  onCodeStep,
}: {
  username: string;
  onUsername: (v: string) => void;
  onForgot: () => void;
  onSignedIn: (s: AdminSession) => void;
  /** The password was right and two-factor sign-in is on: ask for the code. */
  onCodeStep: () => void;
}) {
  const t = useT();
  const [password, setPassword] = useState("");
  const login = useAdminLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const u = username.trim();
    if (!u || !password) {
      toast({ title: t(LOGIN_MSG.blank), variant: "destructive" });
      return;
    }
    login.mutate(
      { username: u, password },
      {
        onSuccess: (answer) => {
          if (isCodeStep(answer)) {
            onCodeStep();
            return;
          }
          toast({ title: t("admin.login.ok"), description: t("admin.login.welcome", { name: answer.username }) });
          onSignedIn(answer);
        },
        onError: (err) => {
          toast({
            title: t("admin.login.failed"),
            description:
              err instanceof ApiError && err.status === 401
                ? t("admin.login.invalid")
                : err instanceof ApiError && err.status === 429
                  ? errorMessage(err, "")
                  : t("admin.login.error"),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("admin.login.formLabel")}>
      <FormField label={t("admin.login.username")} id="admin-username">
        {(control) => (
          <div className="relative">
            <UserIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              {...control}
              className="pl-9"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              value={username}
              onChange={(e) => onUsername(e.target.value)}
            />
          </div>
        )}
      </FormField>
      <FormField label={t("admin.login.password")} id="admin-password">
        {(control) => (
          <div className="relative">
            <LockIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              {...control}
              type="password"
              className="pl-9"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? t("admin.login.signingIn") : t("admin.login.signIn")}
      </Button>
      <Button variant="link" className="mx-auto h-auto py-1" onClick={onForgot}>
        {t("admin.login.forgot")}
      </Button>
    </form>
  );
}
