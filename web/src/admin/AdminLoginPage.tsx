// /admin/login (spec 2 §2, §5, §8): username + password, and the two-step
// password reset behind 'Forgot Password?'. Blank fields are caught here
// with the spec's toasts before any call. The reset token is only shown
// when the server returns it (--dev mode, DESIGN.md deviation); otherwise
// it went to the server log for the club's administrator.
import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { ArrowLeftIcon, KeyRoundIcon, LockIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import {
  useAdminLogin,
  useAdminResetPassword,
  useAdminResetRequest,
  useAdminSession,
} from "@/features/auth/api/adminSession";
import { adminPaths } from "@/admin/paths";

export const LOGIN_MSG = {
  blank: "Please enter both username and password",
  resetUsername: "Please enter your username",
  resetBoth: "Please enter both reset token and new password",
} as const;

type Step = "login" | "request" | "reset";

/** Where to go after signing in: ?next= when it is an admin path, else the dashboard. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get("next") ?? "";
  // Only a path inside the admin area (relative to /admin), never another site.
  return /^\/(dashboard|payment-references|flights\/\d+)(\?[\w=&%-]*)?$/.test(next) ? next : adminPaths.dashboard;
}

export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const next = safeNext(useSearch());
  const session = useAdminSession();
  const [step, setStep] = useState<Step>("login");
  const [username, setUsername] = useState("");
  const [devToken, setDevToken] = useState("");

  // Already signed in (e.g. a bookmarked login page): straight to the dashboard.
  useEffect(() => {
    if (session.data) navigate(next, { replace: true });
  }, [session.data, navigate, next]);

  useEffect(() => {
    document.title = "Admin Login";
  }, []);

  return (
    <div className="flex min-h-[calc(100dvh-3.5rem)] items-start justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)] px-4 py-10 sm:items-center md:min-h-dvh">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
            {step === "login" ? <ShieldCheckIcon className="size-6" aria-hidden="true" /> : <KeyRoundIcon className="size-6" aria-hidden="true" />}
          </div>
          <CardTitle className="text-xl">{step === "login" ? "Admin Login" : "Reset Password"}</CardTitle>
          <CardDescription>
            {step === "login"
              ? "Sign in to manage the club"
              : step === "request"
                ? "Step 1 of 2: request a reset token"
                : "Step 2 of 2: choose a new password"}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step === "login" && (
            <LoginForm
              username={username}
              onUsername={setUsername}
              onForgot={() => setStep("request")}
              onSignedIn={() => navigate(next, { replace: true })}
            />
          )}
          {step === "request" && (
            <RequestForm
              username={username}
              onUsername={setUsername}
              onBack={() => setStep("login")}
              onSent={(token) => {
                setDevToken(token ?? "");
                setStep("reset");
              }}
            />
          )}
          {step === "reset" && (
            <ResetForm
              key={devToken}
              initialToken={devToken}
              onBack={() => setStep("login")}
              onDone={() => {
                setDevToken("");
                setStep("login");
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function LoginForm({
  username,
  onUsername,
  onForgot,
  onSignedIn,
}: {
  username: string;
  onUsername: (v: string) => void;
  onForgot: () => void;
  onSignedIn: () => void;
}) {
  const [password, setPassword] = useState("");
  const login = useAdminLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const u = username.trim();
    if (!u || !password) {
      toast({ title: LOGIN_MSG.blank, variant: "destructive" });
      return;
    }
    login.mutate(
      { username: u, password },
      {
        onSuccess: (s) => {
          toast({ title: "Login successful", description: `Welcome back, ${s.username}` });
          onSignedIn();
        },
        onError: (err) => {
          toast({
            title: "Login failed",
            description:
              err instanceof ApiError && err.status === 401
                ? "Invalid username or password"
                : err instanceof ApiError && err.status === 429
                  ? err.serverMessage
                  : "An error occurred during login",
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Admin login">
      <div className="grid gap-2">
        <Label htmlFor="admin-username">Username</Label>
        <div className="relative">
          <UserIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="admin-username"
            className="pl-9"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={username}
            onChange={(e) => onUsername(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="admin-password">Password</Label>
        <div className="relative">
          <LockIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="admin-password"
            type="password"
            className="pl-9"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
      <Button variant="link" className="mx-auto h-auto py-1" onClick={onForgot}>
        Forgot Password?
      </Button>
    </form>
  );
}

function RequestForm({
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
      <div className="grid gap-2">
        <Label htmlFor="admin-reset-username">Username</Label>
        <Input
          id="admin-reset-username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={username}
          onChange={(e) => onUsername(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? "Requesting..." : "Request Reset Token"}
      </Button>
      <BackToLogin onBack={onBack} />
    </form>
  );
}

function ResetForm({ initialToken, onBack, onDone }: { initialToken: string; onBack: () => void; onDone: () => void }) {
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
      <div className="grid gap-2">
        <Label htmlFor="admin-reset-token">Reset Token</Label>
        <Input
          id="admin-reset-token"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="admin-new-password">New Password</Label>
        <Input
          id="admin-new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
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
