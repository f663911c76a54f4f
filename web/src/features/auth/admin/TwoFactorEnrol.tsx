// Enrolment in two-factor sign-in: a QR code (drawn by the server) and the
// secret as text for apps without a camera, then a code from the app to
// confirm before anything is switched on, then the recovery codes.
import { useState, type FormEvent } from "react";
import { Button } from "@/shared/ui/button";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useTwoFactorEnable, useTwoFactorSetup } from "@/features/auth/api/adminTwoFactor";
import { CodeField, codeReady } from "./CodeField";
import { RecoveryCodes } from "./RecoveryCodes";
import { useT } from "@/shared/i18n/i18n";

/** The secret in groups of four, as apps that take it typed show it. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

export function TwoFactorEnrol({ onStart, onDone }: { onStart?: () => void; onDone: () => void }) {
  const t = useT();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState("");
  const [error, setError] = useState("");

  if (enable.data) return <RecoveryCodes codes={enable.data.recoveryCodes} onDone={onDone} />;

  if (!setup.data) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t("admin.twofa.intro")}</p>
        {setup.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(setup.error, t("admin.twofa.setupFailed"))}
          </p>
        )}
        <Button type="button" className="justify-self-start" disabled={setup.isPending} onClick={() => setup.mutate(undefined, { onSuccess: onStart })}>
          {setup.isPending ? t("admin.twofa.starting") : t("admin.twofa.setUp")}
        </Button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!codeReady(code, false)) {
      setError(t("admin.twofa.enterCode"));
      return;
    }
    setError("");
    enable.mutate(code, {
      onError: (err) => {
        setError(errorMessage(err, t("admin.twofa.enableFailed")));
        setCode("");
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("admin.twofa.confirmForm")} className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
        <li>{t("admin.twofa.step1")}</li>
        <li>{t("admin.twofa.step2")}</li>
        <li>{t("admin.twofa.step3")}</li>
      </ol>
      <div className="grid items-center gap-4 sm:grid-cols-[auto_1fr]">
        {/* A new URL per setup, so a restarted setup never shows an old picture. */}
        <img
          src={`${setup.data.qrUrl}?v=${setup.submittedAt}`}
          alt={t("admin.twofa.qrAlt")}
          width={192}
          height={192}
          className="size-48 justify-self-center rounded-md border border-border bg-white p-1"
        />
        <div className="grid gap-1">
          <span className="text-sm font-medium" id="totp-secret-label">
            {t("admin.twofa.keyLabel")}
          </span>
          <code aria-labelledby="totp-secret-label" data-testid="totp-secret" className="rounded-md bg-muted px-2 py-1.5 font-mono text-sm break-all select-all">
            {groupSecret(setup.data.secret)}
          </code>
          <span className="text-xs text-muted-foreground">{t("admin.twofa.keyHint")}</span>
        </div>
      </div>
      <CodeField id="totp-enrol-code" value={code} onChange={setCode} error={error || undefined} />
      <Button type="submit" className="justify-self-start" disabled={enable.isPending}>
        {enable.isPending ? t("admin.twofa.checking") : t("admin.twofa.turnOn")}
      </Button>
    </form>
  );
}
