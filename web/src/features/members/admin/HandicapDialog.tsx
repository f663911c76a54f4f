// The admin sets or clears a member's Handicap Index. It takes what the
// member's own form takes (parseIndex: 54.0 down to +10.0, one decimal), so
// the club cannot store an index the member could not have typed.
import { useEffect, useState, type FormEvent } from "react";
import { useT } from "@/shared/i18n/i18n";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { toast } from "@/shared/ui/use-toast";
import { serverFieldMessages } from "@/shared/lib/forms";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatIndex, parseIndex } from "@/shared/lib/format";
import type { AdminMember } from "@/features/members/types";
import { useSetMemberHandicap } from "@/features/members/api/adminMembers";

export interface HandicapDialogProps {
  /** The member whose index is set; null keeps the dialog closed. */
  member: AdminMember | null;
  onClose: () => void;
}

export function HandicapDialog({ member, onClose }: HandicapDialogProps) {
  const t = useT();
  const save = useSetMemberHandicap();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const current = member?.handicapIndex ?? null;

  // A fresh field each time the dialog opens for a member.
  useEffect(() => {
    if (!member) return;
    setValue(member.handicapIndex == null ? "" : formatIndex(member.handicapIndex));
    setError(undefined);
  }, [member]);

  const send = (index: number | null) => {
    if (!member) return;
    save.mutate(
      { id: member.id, index },
      {
        onSuccess: () => {
          toast(
            index === null
              ? { title: t("admin.members.handicapCleared"), description: t("admin.members.handicapClearedText", { name: member.name }) }
              : { title: t("admin.members.handicapSaved"), description: t("admin.members.handicapSavedText", { name: member.name, index: formatIndex(index) }) },
          );
          onClose();
        },
        onError: (err) => {
          const field = serverFieldMessages(err).index;
          if (field) setError(field);
          else toast({ title: t("admin.members.handicapFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });
        },
      },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const index = parseIndex(value);
    if (index === null) {
      setError(t("handicap.invalid"));
      return;
    }
    send(index);
  };

  return (
    <Dialog open={member !== null} onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("admin.members.handicapTitle")}</DialogTitle>
          <DialogDescription>{member ? t("admin.members.handicapIntro", { name: member.name }) : ""}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("admin.members.handicapForm", { name: member?.name ?? "" })}>
          <FormField label={t("handicap.title")} hint={t("handicap.hint")} error={error}>
            <Input
              autoFocus
              inputMode="decimal"
              autoComplete="off"
              placeholder="18.2"
              maxLength={6}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter className="gap-2">
            {current !== null && (
              <Button type="button" variant="ghost" className="sm:mr-auto" disabled={save.isPending} onClick={() => send(null)}>
                {t("admin.members.handicapClear")}
              </Button>
            )}
            <Button type="button" variant="outline" disabled={save.isPending} onClick={onClose}>
              {t("admin.common.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("admin.common.saving") : t("common.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
