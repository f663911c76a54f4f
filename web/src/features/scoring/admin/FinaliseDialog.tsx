// Finalising freezes the positions (with countback) into the results and
// tells the registrants. The dialog names the players who have not
// confirmed their card, so the admin finalises knowingly.
import { AlertTriangleIcon } from "lucide-react";
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
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useT } from "@/shared/i18n/i18n";
import { useFinalise } from "../api/adminScoring";
import type { AdminScoringPlayer } from "../types";

export function FinaliseDialog({
  eventId,
  open,
  onOpenChange,
  waiting,
  again,
}: {
  eventId: number;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Players who have not confirmed their card. */
  waiting: AdminScoringPlayer[];
  /** Already finalised once: this publishes the corrected results. */
  again: boolean;
}) {
  const t = useT();
  const finalise = useFinalise(eventId);
  const run = () =>
    finalise.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t("admin.scoring.finalised"), description: t("admin.scoring.finalisedText") });
        onOpenChange(false);
      },
      onError: (err) => toast({ title: t("admin.scoring.finaliseFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" }),
    });
  return (
    <AlertDialog open={open} onOpenChange={(o) => !finalise.isPending && onOpenChange(o)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{again ? t("admin.scoring.refinaliseTitle") : t("admin.scoring.finaliseTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("admin.scoring.finaliseText")}</AlertDialogDescription>
        </AlertDialogHeader>
        {waiting.length > 0 && (
          <div className="rounded-xl border border-highlight bg-highlight/15 p-3 text-sm" data-testid="finalise-unconfirmed">
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangleIcon className="size-4 shrink-0" aria-hidden="true" />
              {t("admin.scoring.notConfirmedCount", { count: waiting.length })}
            </p>
            <p className="mt-1 [overflow-wrap:anywhere]">{waiting.map((p) => p.name).join(", ")}</p>
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={finalise.isPending}>{t("admin.common.cancel")}</AlertDialogCancel>
          <Button onClick={run} disabled={finalise.isPending}>
            {finalise.isPending ? t("admin.scoring.finalising") : t("admin.scoring.finaliseConfirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
