// The second step of admin sign-in: the code from the authenticator app,
// or one of the recovery codes. The password step made no session; this
// one does.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, hasCode } from "@/lib/api";
import { errorMessage } from "@/lib/errorMessage";
import { useAdminLoginCode } from "@/features/auth/api/adminSession";
import type { AdminSession } from "@/admin/types";
import { CodeField, codeReady } from "./CodeField";

export function TwoFactorCodeStep({ onSignedIn, onRestart }: { onSignedIn: (s: AdminSession) => void; onRestart: () => void }) {
  const verify = useAdminLoginCode();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!codeReady(code, recovery)) {
      setError(recovery ? "Enter one of your recovery codes" : "Enter the 6-digit code from your app");
      return;
    }
    setError("");
    verify.mutate(code, {
      onSuccess: (s) => {
        toast({ title: "Login successful", description: `Welcome back, ${s.username}` });
        onSignedIn(s);
      },
      onError: (err) => {
        if (hasCode(err, "two_factor_expired")) {
          toast({ title: "Sign-in timed out", description: errorMessage(err, "Please sign in again."), variant: "destructive" });
          onRestart();
          return;
        }
        setCode("");
        setError(err instanceof ApiError ? err.serverMessage : "An error occurred during login");
      },
    });
  };

  const switchMode = () => {
    setRecovery((r) => !r);
    setCode("");
    setError("");
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Two-factor sign-in">
      <CodeField id="admin-2fa-code" key={recovery ? "recovery" : "app"} value={code} onChange={setCode} error={error || undefined} recovery={recovery} autoFocus />
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="h-auto px-0 py-1" onClick={switchMode}>
          {recovery ? "Use the code from my app" : "Use a recovery code"}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0 py-1" onClick={onRestart}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
