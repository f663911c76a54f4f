// The two-step admin password reset behind 'Forgot Password?' (spec 2 §5,
// §8): request a token for a username, then set a new password with it.
// The token is only shown when the server returns it (--dev mode, DESIGN.md
// deviation); otherwise it went to the server log for the club's administrator.
import { useState, type FormEvent } from "react";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { useAdminResetPassword, useAdminResetRequest } from "@/features/auth/api/adminSession";
import { LOGIN_MSG } from "./loginMessages";

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
  const request = useAdminResetRequest();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const u = username.trim();
    if (!u) {
      toast({ title: LOGIN_MSG.resetUsername, variant: "destructive" });
      return;
    }
    request.mutate(u, {
      onSuccess: (res) => {
        const token = res?.resetToken;
        toast({
          title: "Reset token generated",
          description: token
            ? `Development mode: your reset token is ${token}`
            : "The reset token was written to the server log. Ask the club's system administrator for it.",
          duration: token ? 15_000 : undefined,
        });
        onSent(token);
      },
      onError: (err) =>
        toast({
          title: "Failed to generate reset token",
          description: errorMessage(err, "Please try again later."),
          variant: "destructive",
        }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Request a reset token">
      <FormField label="Username" id="admin-reset-username">
        <Input
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={username}
            onChange={(e) => onUsername(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? "Requesting..." : "Request Reset Token"}
      </Button>
      <BackToLogin onBack={onBack} />
    </form>
  );
}

export function ResetPasswordForm({ initialToken, onBack, onDone }: { initialToken: string; onBack: () => void; onDone: () => void }) {
  const [token, setToken] = useState(initialToken);
  const [password, setPassword] = useState("");
  const reset = useAdminResetPassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = token.trim();
    if (!t || !password) {
      toast({ title: LOGIN_MSG.resetBoth, variant: "destructive" });
      return;
    }
    reset.mutate(
      { resetToken: t, newPassword: password },
      {
        onSuccess: () => {
          toast({ title: "Password reset successful", description: "You can now sign in with your new password" });
          onDone();
        },
        onError: (err) =>
          toast({
            title: "Password reset failed",
            description: errorMessage(err, "Please check the token and try again."),
            variant: "destructive",
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Set a new password">
      <FormField label="Reset Token" id="admin-reset-token">
        <Input
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
        />
      </FormField>
      <FormField label="New Password" id="admin-new-password">
        <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Resetting..." : "Reset Password"}
      </Button>
      <BackToLogin onBack={onBack} />
    </form>
  );
}

function BackToLogin({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" className="w-full" onClick={onBack}>
      <ArrowLeftIcon aria-hidden="true" />
      Back to Login
    </Button>
  );
}
