// The two-step admin password reset behind 'Forgot Password?' (spec 2 §5,
// §8): request a token for a username, then set a new password with it.
// The token is only shown when the server returns it (--dev mode, DESIGN.md
// deviation); otherwise it went to the server log for the club's administrator.
import { useState, type FormEvent } from "react";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { FormField } from "@/shared/ui/form";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useAdminResetPassword, useAdminResetRequest } from "@/features/auth/api/adminSession";
import { LOGIN_MSG } from "./loginMessages";
import { useT } from "@/shared/i18n/i18n";

export function RequestResetForm({
  username,
  onUsername,
  onBack,
  onSent,
}: {
  username: string;
  onUsername: (v: string) => void;
  onBack: () => void;
  onSent: (devToken: string | undefined) => void;
}) {
  const t = useT();
  const request = useAdminResetRequest();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const u = username.trim();
    if (!u) {
      toast({ title: t(LOGIN_MSG.resetUsername), variant: "destructive" });
      return;
    }
    request.mutate(u, {
      onSuccess: (res) => {
        const token = res?.resetToken;
        toast({
          title: t("admin.login.tokenGenerated"),
          description: token ? t("admin.login.devToken", { token }) : t("admin.login.tokenInLog"),
          duration: token ? 15_000 : undefined,
        });
        onSent(token);
      },
      onError: (err) =>
        toast({
          title: t("admin.login.tokenFailed"),
          description: errorMessage(err, t("admin.login.tryLater")),
          variant: "destructive",
        }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("admin.login.requestForm")}>
      <FormField label={t("admin.login.username")} id="admin-reset-username">
        <Input
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={username}
            onChange={(e) => onUsername(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? t("admin.login.requesting") : t("admin.login.requestToken")}
      </Button>
      <BackToLogin onBack={onBack} />
    </form>
  );
}

export function ResetPasswordForm({ initialToken, onBack, onDone }: { initialToken: string; onBack: () => void; onDone: () => void }) {
  const [token, setToken] = useState(initialToken);
  const [password, setPassword] = useState("");
  const reset = useAdminResetPassword();
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const resetToken = token.trim();
    if (!resetToken || !password) {
      toast({ title: t(LOGIN_MSG.resetBoth), variant: "destructive" });
      return;
    }
    reset.mutate(
      { resetToken, newPassword: password },
      {
        onSuccess: () => {
          toast({ title: t("admin.login.resetOk"), description: t("admin.login.resetOkText") });
          onDone();
        },
        onError: (err) =>
          toast({
            title: t("admin.login.resetFailed"),
            description: errorMessage(err, t("admin.login.checkToken")),
            variant: "destructive",
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("admin.login.newPasswordForm")}>
      <FormField label={t("admin.login.resetToken")} id="admin-reset-token">
        <Input
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
        />
      </FormField>
      <FormField label={t("admin.login.newPassword")} id="admin-new-password">
        <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? t("admin.login.resetting") : t("admin.login.resetPassword")}
      </Button>
      <BackToLogin onBack={onBack} />
    </form>
  );
}

function BackToLogin({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <Button variant="ghost" className="w-full" onClick={onBack}>
      <ArrowLeftIcon aria-hidden="true" />
      {t("admin.login.back")}
    </Button>
  );
}
