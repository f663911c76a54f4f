// The admin's correction of one hole of a card: strokes (1–20) or picked
// up. It carries the revision the screen last saw plus one; the server
// keeps every write in the score log with the admin's name, and a
// correction after finalising re-finalises the results.
import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { FormDialogFooter } from "@/shared/ui/admin/FormDialogFooter";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { useAdminSaveScores } from "../api/adminScoring";
import type { AdminScoringPlayer, ScorecardHole } from "../types";
import { selectClass } from "./GolfSettingsCard";
import { holeScore, nextRevision } from "./scoringLogic";

/** A stroke count the server takes: a whole number 1–20; picked up needs none. */
export function validateCorrection(strokes: string, pickedUp: boolean): MessageId | null {
  if (pickedUp) return null;
  const n = /^\s*\d+\s*$/.test(strokes) ? Number(strokes) : NaN;
  return n >= 1 && n <= 20 ? null : "admin.scoring.strokesRange";
}

export function CorrectScoreDialog({
  eventId,
  player,
  holes,
  onOpenChange,
}: {
  eventId: number;
  player: AdminScoringPlayer | null;
  holes: ScorecardHole[];
  onOpenChange: (o: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={player !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("admin.scoring.correctTitle", { name: player?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("admin.scoring.correctText")}</DialogDescription>
        </DialogHeader>
        {player && <CorrectForm key={player.registrationId} eventId={eventId} player={player} holes={holes} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CorrectForm({ eventId, player, holes, onDone }: { eventId: number; player: AdminScoringPlayer; holes: ScorecardHole[]; onDone: () => void }) {
  const t = useT();
  const save = useAdminSaveScores(eventId);
  const [hole, setHole] = useState(1);
  const current = holeScore(player, hole);
  const [strokes, setStrokes] = useState(current?.strokes != null ? String(current.strokes) : "");
  const [pickedUp, setPickedUp] = useState(current?.pickedUp ?? false);
  const [tried, setTried] = useState(false);
  const problem = tried ? validateCorrection(strokes, pickedUp) : null;
  const info = holes.find((h) => h.number === hole);

  const pickHole = (n: number) => {
    setHole(n);
    const s = holeScore(player, n);
    setStrokes(s?.strokes != null ? String(s.strokes) : "");
    setPickedUp(s?.pickedUp ?? false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (validateCorrection(strokes, pickedUp)) return;
    save.mutate(
      [{ registrationId: player.registrationId, hole, strokes: pickedUp ? null : Number(strokes), pickedUp, revision: nextRevision(player, hole) }],
      {
        onSuccess: () => {
          toast({ title: t("admin.scoring.corrected"), description: t("admin.scoring.correctedText", { name: player.name, hole }) });
          onDone();
        },
        onError: (err) => toast({ title: t("admin.scoring.correctFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("admin.scoring.hole")} hint={info ? t("admin.scoring.holeInfo", { par: info.par, si: info.strokeIndex }) : undefined}>
          <select className={selectClass} value={hole} onChange={(e) => pickHole(Number(e.target.value))}>
            {holes.map((h) => (
              <option key={h.number} value={h.number}>
                {h.number}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t("admin.scoring.strokes")} error={problem ? t(problem) : undefined}>
          <Input inputMode="numeric" value={strokes} disabled={pickedUp} onChange={(e) => setStrokes(e.target.value)} />
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="size-5 accent-primary" checked={pickedUp} onChange={(e) => setPickedUp(e.target.checked)} />
        {t("admin.scoring.pickedUp")}
      </label>
      {current && (
        <p className="text-sm text-muted-foreground">
          {t("admin.scoring.lastEntry", { by: current.enteredBy || "–", revision: current.revision })}
        </p>
      )}
      <FormDialogFooter pending={save.isPending} submitLabel={t("admin.scoring.saveCorrection")} onCancel={onDone} />
    </form>
  );
}
