// The member's preferred name: shown in their details with a Change button
// that opens a small inline form. Blank clears it (greeted by full name).
import { useState, type FormEvent } from "react";
import { PencilIcon, SmileIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { FormField } from "@/shared/ui/form";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { MAX_PREFERRED_NAME, signUpSchema } from "@/shared/lib/validation";
import { greetingName } from "@/features/auth";
import { useUpdateProfile } from "../api/profile";
import type { MemberProfile } from "@/shared/lib/types";
import { useT } from "@/shared/i18n/i18n";

export function PreferredNameForm({ member }: { member: MemberProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(member.preferredName ?? "");
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  const current = member.preferredName?.trim();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The sign-up form's rule for the field, so the two cannot drift apart.
    const checked = signUpSchema.shape.preferredName.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { preferredName: checked.data },
      {
        onSuccess: (p) => {
          setEditing(false);
          toast({ title: t("profile.preferredSaved"), description: t("profile.greetAs", { name: greetingName(p) }) });
        },
        onError: (err) => setError(errorMessage(err, t("profile.preferredFailed"))),
      },
    );
  };

  if (!editing) {
    return (
      <div className="flex min-w-0 items-center justify-between gap-3 rounded-xl border border-border/70 p-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary" aria-hidden="true">
          <SmileIcon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-muted-foreground">{t("profile.preferredName")}</p>
          <p className={current ? "text-sm font-semibold [overflow-wrap:anywhere]" : "text-sm text-muted-foreground italic"}>
            {current || t("profile.preferredNotSet")}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => {
            setValue(member.preferredName ?? "");
            setError(undefined);
            setEditing(true);
          }}
        >
          <PencilIcon aria-hidden="true" />
          {t("profile.change")}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-xl border border-border/70 p-3" aria-label={t("profile.changePreferred")}>
      <FormField label={t("profile.preferredName")} hint={t("profile.preferredHint")} error={error}>
        <Input
          autoFocus
          autoComplete="nickname"
          value={value}
          maxLength={MAX_PREFERRED_NAME + 10}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("common.saving") : t("common.save")}
        </Button>
      </div>
    </form>
  );
}
