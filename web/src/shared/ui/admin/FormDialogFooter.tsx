import { useT } from "@/shared/i18n/i18n";
import { Button } from "@/shared/ui/button";
import { DialogFooter } from "@/shared/ui/dialog";

/** Cancel + submit row of the admin's create/edit dialogs; both buttons wait while saving. */
export function FormDialogFooter({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t("admin.common.cancel")}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t("admin.common.saving") : submitLabel}
      </Button>
    </DialogFooter>
  );
}
