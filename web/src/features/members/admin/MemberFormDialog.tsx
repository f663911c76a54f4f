// Add / edit a member (spec 2 §2 Members tab, §5 member form). The dialog
// runs its own create/update call and toasts the outcome; a server field
// error (e.g. a phone already in use) is also shown under that field.
import { useT } from "@/shared/i18n/i18n";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialogFooter } from "@/shared/ui/admin/FormDialogFooter";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/shared/ui/dialog";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { Switch } from "@/shared/ui/switch";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { applyServerErrors } from "@/shared/lib/forms";
import type { AdminMember } from "@/features/members/types";
import { useCreateMember, useUpdateMember } from "@/features/members/api/adminMembers";
import { memberFormDefaults, memberFormSchema, memberInput, type MemberFormValues } from "./memberForm";

export interface MemberFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to edit; null/undefined adds a new one. */
  member?: AdminMember | null;
}

// The request sends the password as passwordHash (spec quirk); every other
// server field name is the form's own.
const SERVER_FIELD_NAMES = { passwordHash: "password" } as const;

export function MemberFormDialog({ open, onOpenChange, member }: MemberFormDialogProps) {
  const t = useT();
  const mode = member ? "edit" : "create";
  const create = useCreateMember();
  const update = useUpdateMember();
  const pending = create.isPending || update.isPending;
  const form = useForm<MemberFormValues>({
    resolver: zodResolver(memberFormSchema(mode)),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: memberFormDefaults(member),
  });
  const errors = form.formState.errors;

  // A fresh form each time the dialog opens (for another member, or empty).
  useEffect(() => {
    if (open) form.reset(memberFormDefaults(member));
  }, [open, member, form]);

  const onError = (err: unknown, title: string) => {
    applyServerErrors(form, err, SERVER_FIELD_NAMES);
    toast({ title, description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });
  };

  const onSubmit = form.handleSubmit((v) => {
    const input = memberInput(v);
    if (member) {
      update.mutate(
        { id: member.id, input },
        {
          onSuccess: () => {
            toast({ title: t("admin.members.updated"), description: t("admin.members.updatedText", { name: input.name }) });
            onOpenChange(false);
          },
          onError: (err) => onError(err, t("admin.members.updateFailed")),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast({ title: t("admin.members.created"), description: t("admin.members.createdText", { name: input.name }) });
          onOpenChange(false);
        },
        onError: (err) => onError(err, t("admin.members.createFailed")),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{member ? t("admin.members.editTitle") : t("admin.members.addTitle")}</DialogTitle>
          <DialogDescription>
            {member ? t("admin.members.editIntro", { name: member.name }) : t("admin.members.addIntro")}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={member ? t("admin.members.editForm") : t("admin.members.addForm")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("admin.members.colName")} required error={errors.name?.message} className="sm:col-span-2">
              <Input autoComplete="off" {...form.register("name")} />
            </FormField>
            <FormField label={t("admin.members.colPhone")} required error={errors.phone?.message}>
              <Input type="tel" inputMode="tel" autoComplete="off" placeholder="012-345 6789" {...form.register("phone")} />
            </FormField>
            <FormField label={t("admin.members.colEmail")} required error={errors.email?.message}>
              <Input type="email" inputMode="email" autoComplete="off" {...form.register("email")} />
            </FormField>
            <FormField
              label={t("admin.members.password")}
              required={!member}
              error={errors.password?.message}
              hint={member ? t("admin.members.passwordKeep") : undefined}
            >
              <Input
                type="password"
                autoComplete="new-password"
                placeholder={member ? t("admin.members.passwordKeepShort") : t("admin.members.passwordMin")}
                {...form.register("password")}
              />
            </FormField>
            <FormField label={t("admin.members.number")} error={errors.membershipNumber?.message}>
              <Input autoComplete="off" placeholder={t("admin.common.optional")} {...form.register("membershipNumber")} />
            </FormField>
            <FormField label={t("admin.members.subStart")} error={errors.subscriptionDate?.message}>
              <Input type="date" {...form.register("subscriptionDate")} />
            </FormField>
            <FormField label={t("admin.members.subEnd")} error={errors.subscriptionExpiryDate?.message}>
              <Input type="date" {...form.register("subscriptionExpiryDate")} />
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-xl border border-border bg-muted/40 p-3">
                <div>
                  <label htmlFor="member-active" className="text-sm font-medium">
                    {t("admin.members.active")}
                  </label>
                  <p className="text-xs text-muted-foreground">
                    {field.value ? t("admin.members.activeOn") : t("admin.members.activeOff")}
                  </p>
                </div>
                <Switch id="member-active" checked={field.value} onCheckedChange={field.onChange} />
              </div>
            )}
          />
          <FormDialogFooter pending={pending} submitLabel={member ? t("admin.common.saveChanges") : t("admin.members.add")} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
