// Enrolment in two-factor sign-in: a QR code (drawn by the server) and the
// secret as text for apps without a camera, then a code from the app to
// confirm before anything is switched on, then the recovery codes.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errorMessage";
import { useTwoFactorEnable, useTwoFactorSetup } from "@/features/auth/api/adminTwoFactor";
import { CodeField, codeReady } from "./CodeField";
import { RecoveryCodes } from "./RecoveryCodes";

/** The secret in groups of four, as apps that take it typed show it. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

export function TwoFactorEnrol({ onStart, onDone }: { onStart?: () => void; onDone: () => void }) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState("");
  const [error, setError] = useState("");

  if (enable.data) return <RecoveryCodes codes={enable.data.recoveryCodes} onDone={onDone} />;

  if (!setup.data) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone (Google
          Authenticator, Microsoft Authenticator, Authy, 1Password or any other).
        </p>
        {setup.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(setup.error, "Could not start the setup. Please try again.")}
          </p>
        )}
        <Button type="button" className="justify-self-start" disabled={setup.isPending} onClick={() => setup.mutate(undefined, { onSuccess: onStart })}>
          {setup.isPending ? "Starting…" : "Set up two-factor sign-in"}
        </Button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!codeReady(code, false)) {
      setError("Enter the 6-digit code from your app");
      return;
    }
    setError("");
    enable.mutate(code, {
      onError: (err) => {
        setError(errorMessage(err, "Could not turn two-factor sign-in on. Please try again."));
        setCode("");
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Confirm two-factor sign-in" className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan the QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="grid items-center gap-4 sm:grid-cols-[auto_1fr]">
        {/* A new URL per setup, so a restarted setup never shows an old picture. */}
        <img
          src={`${setup.data.qrUrl}?v=${setup.submittedAt}`}
          alt="QR code for your authenticator app"
          width={192}
          height={192}
          className="size-48 justify-self-center rounded-md border border-border bg-white p-1"
        />
        <div className="grid gap-1">
          <span className="text-sm font-medium" id="totp-secret-label">
            Key (if you cannot scan)
          </span>
          <code aria-labelledby="totp-secret-label" data-testid="totp-secret" className="rounded-md bg-muted px-2 py-1.5 font-mono text-sm break-all select-all">
            {groupSecret(setup.data.secret)}
          </code>
          <span className="text-xs text-muted-foreground">Time-based, 6 digits, every 30 seconds.</span>
        </div>
      </div>
      <CodeField id="totp-enrol-code" value={code} onChange={setCode} error={error || undefined} />
      <Button type="submit" className="justify-self-start" disabled={enable.isPending}>
        {enable.isPending ? "Checking…" : "Turn on two-factor sign-in"}
      </Button>
    </form>
  );
}
