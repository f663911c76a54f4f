// Settings → security: the admin's own two-factor sign-in (set up, turn
// off with a code, new recovery codes with a code) and the club switch
// that requires it of every admin.
import { useState, type FormEvent } from "react";
import { ShieldCheckIcon, UsersRoundIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { Label } from "@/shared/ui/label";
import { Switch } from "@/shared/ui/switch";
import { toast } from "@/shared/ui/use-toast";
import { LoadError } from "@/shared/ui/admin/LoadStates";
import { errorMessage } from "@/shared/lib/errorMessage";
import {
  useNewRecoveryCodes,
  useTwoFactorDisable,
  useTwoFactorRefresh,
  useTwoFactorRequirement,
  useTwoFactorStatus,
} from "@/features/auth/api/adminTwoFactor";
import type { TwoFactorStatus } from "@/features/auth/types";
import { CodeField, codeReady } from "./CodeField";
import { RecoveryCodes } from "./RecoveryCodes";
import { TwoFactorEnrol } from "./TwoFactorEnrol";
import { useT } from "@/shared/i18n/i18n";

export function TwoFactorSection() {
  const t = useT();
  const status = useTwoFactorStatus();
  const refresh = useTwoFactorRefresh();
  // Once setup starts it stays on screen until the admin has seen the
  // recovery codes, though the status turns "on" under it.
  const [enrolling, setEnrolling] = useState(false);
  if (status.isLoading) return null;
  if (status.isError || !status.data) return <LoadError message={t("admin.twofa.loadFailed")} onRetry={status.refetch} />;
  const s = status.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="flex flex-wrap items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-primary">
            <ShieldCheckIcon aria-hidden="true" />
            <span>{t("admin.twofa.title")}</span>
            <Badge variant={s.enabled ? "default" : "secondary"}>{s.enabled ? t("admin.twofa.on") : t("admin.twofa.off")}</Badge>
          </CardTitle>
          <CardDescription>{t("admin.twofa.desc")}</CardDescription>
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
  const t = useT();
  const [action, setAction] = useState<Action>("none");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const disable = useTwoFactorDisable();
  const newCodes = useNewRecoveryCodes();
  const [shown, setShown] = useState<string[] | null>(null);

  if (shown) return <RecoveryCodes codes={shown} onDone={() => setShown(null)} doneLabel={t("admin.twofa.done")} />;

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
      setError(t("admin.twofa.enterCode"));
      return;
    }
    const onError = (err: unknown) => {
      setCode("");
      setError(errorMessage(err, t("admin.twofa.tryAgain")));
    };
    if (action === "disable") {
      disable.mutate(code, {
        onSuccess: () => toast({ title: t("admin.twofa.isOff") }),
        onError,
      });
    } else {
      newCodes.mutate(code, { onSuccess: (a) => setShown(a.recoveryCodes), onError });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {t("admin.twofa.codesLeft", { count: status.recoveryCodesLeft })}
        {status.recoveryCodesLeft <= 3 && ` ${t("admin.twofa.makeNewSoon")}`}
      </p>
      {action === "none" ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => choose("codes")}>
            {t("admin.twofa.newCodes")}
          </Button>
          <Button type="button" variant="outline" onClick={() => choose("disable")}>
            {t("admin.twofa.turnOff")}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3" aria-label={action === "disable" ? t("admin.twofa.disableForm") : t("admin.twofa.newCodesForm")}>
          <p className="text-sm text-muted-foreground">
            {action === "disable" ? t("admin.twofa.disableText") : t("admin.twofa.newCodesText")}
          </p>
          {action === "disable" ? (
            <DisableCodeField code={code} setCode={setCode} error={error} />
          ) : (
            <CodeField id="totp-codes-code" value={code} onChange={setCode} error={error || undefined} autoFocus />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant={action === "disable" ? "destructive" : "default"} disabled={disable.isPending || newCodes.isPending}>
              {action === "disable" ? t("admin.twofa.disableForm") : t("admin.twofa.makeNewCodes")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => choose("none")}>
              {t("admin.twofa.cancel")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Turning off accepts either kind of code, so the field takes any text. */
function DisableCodeField({ code, setCode, error }: { code: string; setCode: (v: string) => void; error: string }) {
  const t = useT();
  return (
    <CodeField
      id="totp-disable-code"
      value={code}
      onChange={setCode}
      error={error || undefined}
      recovery
      autoFocus
      label={t("admin.twofa.disableLabel")}
    />
  );
}

function ClubRequirement({ status }: { status: TwoFactorStatus }) {
  const t = useT();
  const save = useTwoFactorRequirement();
  const [error, setError] = useState("");
  const change = (required: boolean) => {
    setError("");
    save.mutate(required, {
      onSuccess: (a) =>
        toast({
          title: a.required ? t("admin.twofa.required") : t("admin.twofa.optional"),
          description: a.required ? t("admin.twofa.requiredText") : t("admin.twofa.optionalText"),
        }),
      onError: (err) => setError(errorMessage(err, t("admin.twofa.changeFailed"))),
    });
  };
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-primary">
          <UsersRoundIcon aria-hidden="true" />
          <span>{t("admin.twofa.policy")}</span>
        </CardTitle>
        <CardDescription>{t("admin.twofa.policyDesc")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex min-h-11 items-center justify-between gap-4">
          <Label htmlFor="require-admin-2fa" className="leading-snug">
            {t("admin.twofa.requireLabel")}
          </Label>
          <Switch id="require-admin-2fa" checked={status.required} disabled={save.isPending} onCheckedChange={change} aria-describedby="require-admin-2fa-hint" />
        </div>
        <p id="require-admin-2fa-hint" className="text-sm text-muted-foreground">
          {t("admin.twofa.requireHint")}
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
