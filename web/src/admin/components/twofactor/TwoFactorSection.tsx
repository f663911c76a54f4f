// Settings → security: the admin's own two-factor sign-in (set up, turn
// off with a code, new recovery codes with a code) and the club switch
// that requires it of every admin.
import { useState, type FormEvent } from "react";
import { ShieldCheckIcon, UsersRoundIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { LoadError } from "@/admin/components/LoadStates";
import { errorMessage } from "@/lib/errorMessage";
import {
  useNewRecoveryCodes,
  useTwoFactorDisable,
  useTwoFactorRefresh,
  useTwoFactorRequirement,
  useTwoFactorStatus,
} from "@/features/auth/api/adminTwoFactor";
import type { TwoFactorStatus } from "@/admin/types";
import { CodeField, codeReady } from "./CodeField";
import { RecoveryCodes } from "./RecoveryCodes";
import { TwoFactorEnrol } from "./TwoFactorEnrol";

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const refresh = useTwoFactorRefresh();
  // Once setup starts it stays on screen until the admin has seen the
  // recovery codes, though the status turns "on" under it.
  const [enrolling, setEnrolling] = useState(false);
  if (status.isLoading) return null;
  if (status.isError || !status.data) return <LoadError message="Failed to load two-factor sign-in" onRetry={status.refetch} />;
  const s = status.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="flex flex-wrap items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-primary">
            <ShieldCheckIcon aria-hidden="true" />
            <span>Two-factor sign-in</span>
            <Badge variant={s.enabled ? "default" : "secondary"}>{s.enabled ? "On" : "Off"}</Badge>
          </CardTitle>
          <CardDescription>For your own admin account: a code from your phone after your password.</CardDescription>
        </CardHeader>
        <CardContent>
          {s.enabled && !enrolling ? (
            <EnabledControls status={s} />
          ) : (
            <TwoFactorEnrol
              onStart={() => setEnrolling(true)}
              onDone={() => {
                setEnrolling(false);
                void refresh();
              }}
            />
          )}
        </CardContent>
      </Card>
      <ClubRequirement status={s} />
    </div>
  );
}

type Action = "none" | "disable" | "codes";

function EnabledControls({ status }: { status: TwoFactorStatus }) {
  const [action, setAction] = useState<Action>("none");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const disable = useTwoFactorDisable();
  const newCodes = useNewRecoveryCodes();
  const [shown, setShown] = useState<string[] | null>(null);

  if (shown) return <RecoveryCodes codes={shown} onDone={() => setShown(null)} doneLabel="Done" />;

  const choose = (a: Action) => {
    setAction(a);
    setCode("");
    setError("");
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Turning off takes a recovery code too (lost phone); new codes need the app.
    const recoveryOK = action === "disable";
    if (!codeReady(code, false) && !(recoveryOK && codeReady(code, true))) {
      setError("Enter the 6-digit code from your app");
      return;
    }
    const onError = (err: unknown) => {
      setCode("");
      setError(errorMessage(err, "Please try again."));
    };
    if (action === "disable") {
      disable.mutate(code, {
        onSuccess: () => toast({ title: "Two-factor sign-in is off" }),
        onError,
      });
    } else {
      newCodes.mutate(code, { onSuccess: (a) => setShown(a.recoveryCodes), onError });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium">{status.recoveryCodesLeft}</span> of 10 recovery codes left.
        {status.recoveryCodesLeft <= 3 && " Make new ones before you run out."}
      </p>
      {action === "none" ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => choose("codes")}>
            New recovery codes
          </Button>
          <Button type="button" variant="outline" onClick={() => choose("disable")}>
            Turn off
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3" aria-label={action === "disable" ? "Turn off two-factor sign-in" : "Make new recovery codes"}>
          <p className="text-sm text-muted-foreground">
            {action === "disable"
              ? "Enter a code from your app (or a recovery code) to turn two-factor sign-in off."
              : "Enter a code from your app. Your old recovery codes stop working."}
          </p>
          {action === "disable" ? (
            <DisableCodeField code={code} setCode={setCode} error={error} />
          ) : (
            <CodeField id="totp-codes-code" value={code} onChange={setCode} error={error || undefined} autoFocus />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant={action === "disable" ? "destructive" : "default"} disabled={disable.isPending || newCodes.isPending}>
              {action === "disable" ? "Turn off two-factor sign-in" : "Make new codes"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => choose("none")}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Turning off accepts either kind of code, so the field takes any text. */
function DisableCodeField({ code, setCode, error }: { code: string; setCode: (v: string) => void; error: string }) {
  return (
    <CodeField
      id="totp-disable-code"
      value={code}
      onChange={setCode}
      error={error || undefined}
      recovery
      autoFocus
      label="Code from your app or a recovery code"
    />
  );
}

function ClubRequirement({ status }: { status: TwoFactorStatus }) {
  const save = useTwoFactorRequirement();
  const [error, setError] = useState("");
  const change = (required: boolean) => {
    setError("");
    save.mutate(required, {
      onSuccess: (a) =>
        toast({
          title: a.required ? "Two-factor sign-in required" : "Two-factor sign-in optional",
          description: a.required ? "Every admin must set it up before using the admin area." : "Admins choose for themselves.",
        }),
      onError: (err) => setError(errorMessage(err, "Could not change the setting. Please try again.")),
    });
  };
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-primary">
          <UsersRoundIcon aria-hidden="true" />
          <span>Admin sign-in policy</span>
        </CardTitle>
        <CardDescription>Applies to every admin account of the club.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex min-h-11 items-center justify-between gap-4">
          <Label htmlFor="require-admin-2fa" className="leading-snug">
            Require two-factor sign-in for admins
          </Label>
          <Switch id="require-admin-2fa" checked={status.required} disabled={save.isPending} onCheckedChange={change} aria-describedby="require-admin-2fa-hint" />
        </div>
        <p id="require-admin-2fa-hint" className="text-sm text-muted-foreground">
          When on, an admin without it is sent to set it up after signing in and can do nothing else until then.
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
