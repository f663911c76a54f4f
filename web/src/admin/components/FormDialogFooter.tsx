import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

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
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : submitLabel}
      </Button>
    </DialogFooter>
  );
}
