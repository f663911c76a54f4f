// The second step of admin sign-in: the code from the authenticator app,
// or one of the recovery codes. The password step made no session; this
// one does.
import { useState, type FormEvent } from "react";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/use-toast";
import { ApiError, hasCode } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useAdminLoginCode } from "@/features/auth/api/adminSession";
import type { AdminSession } from "@/features/auth/types";
import { CodeField, codeReady } from "./CodeField";
import { useT } from "@/shared/i18n/i18n";

export function TwoFactorCodeStep({ onSignedIn, onRestart }: { onSignedIn: (s: AdminSession) => void; onRestart: () => void }) {
  const t = useT();
  const verify = useAdminLoginCode();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!codeReady(code, recovery)) {
      setError(recovery ? t("admin.twofa.enterRecovery") : t("admin.twofa.enterCode"));
      return;
    }
    setError("");
    verify.mutate(code, {
      onSuccess: (s) => {
        toast({ title: t("admin.login.ok"), description: t("admin.login.welcome", { name: s.username }) });
        onSignedIn(s);
      },
      onError: (err) => {
        if (hasCode(err, "two_factor_expired")) {
          toast({ title: t("admin.twofa.timedOut"), description: errorMessage(err, t("admin.twofa.signInAgain")), variant: "destructive" });
          onRestart();
          return;
        }
        setCode("");
        // The server's words (by code in Malay), else the generic text.
        setError(err instanceof ApiError ? errorMessage(err, "") : t("admin.login.error"));
      },
    });
  };

  const switchMode = () => {
    setRecovery((r) => !r);
    setCode("");
    setError("");
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("admin.twofa.title")}>
      <CodeField id="admin-2fa-code" key={recovery ? "recovery" : "app"} value={code} onChange={setCode} error={error || undefined} recovery={recovery} autoFocus />
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? t("admin.twofa.verifying") : t("admin.twofa.verify")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="h-auto px-0 py-1" onClick={switchMode}>
          {recovery ? t("admin.twofa.useApp") : t("admin.twofa.useRecovery")}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0 py-1" onClick={onRestart}>
          {t("admin.twofa.backToSignIn")}
        </Button>
      </div>
    </form>
  );
}
