// A confirmation before anything is deleted. The dialog stays open while
// the delete runs (the button says so) and closes only when it succeeded;
// a failure is toasted by the caller and the dialog stays for a retry.
import { useT } from "@/shared/i18n/i18n";
import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/shared/ui/alert-dialog";
import { Button } from "@/shared/ui/button";

export interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  /** Resolve true when the delete worked (the dialog then closes). */
  onConfirm: () => Promise<boolean>;
}

export function ConfirmDelete({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmDeleteProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("admin.common.cancel")}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: Action would close the dialog before the delete finished. */}
          <Button variant="destructive" onClick={run} disabled={busy}>
            {busy ? t("admin.common.deleting") : (confirmLabel ?? t("admin.common.delete"))}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
