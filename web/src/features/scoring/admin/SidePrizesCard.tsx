// Side prizes of an event: Nearest the Pin (on a par 3) and Longest Drive,
// each with its hole, winner and distance; they show on the results page.
// A prize is edited in place: Edit fills the form, which then saves that
// prize (PUT) until it is saved or the edit is cancelled.
import { useRef, useState, type FormEvent } from "react";
import { PencilIcon, PlusIcon, SaveIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { hasCode } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { useDeleteSidePrize, useSaveSidePrize, useSidePrizes } from "../api/adminScoring";
import type { AdminScoringPlayer, ScorecardHole, SidePrize, SidePrizeKind } from "../types";
import { selectClass } from "./GolfSettingsCard";
import { parThrees } from "./scoringLogic";

const KIND_LABEL: Record<SidePrizeKind, MessageId> = { nearest_pin: "admin.prizes.nearestPin", longest_drive: "admin.prizes.longestDrive" };

export function SidePrizesCard({ eventId, holes, players }: { eventId: number; holes: ScorecardHole[]; players: AdminScoringPlayer[] }) {
  const t = useT();
  const prizes = useSidePrizes(eventId);
  const save = useSaveSidePrize(eventId);
  const del = useDeleteSidePrize(eventId);
  const threes = parThrees(holes);
  const [kind, setKind] = useState<SidePrizeKind>(threes.length > 0 ? "nearest_pin" : "longest_drive");
  const choices = kind === "nearest_pin" ? threes : holes.map((h) => h.number);
  const [hole, setHole] = useState<string>("");
  const [winner, setWinner] = useState("");
  const [distance, setDistance] = useState("");
  /** The prize being edited; null: the form adds a new one. */
  const [editing, setEditing] = useState<SidePrize | null>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  const chosenHole = choices.includes(Number(hole)) ? hole : String(choices[0] ?? "");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosenHole) return;
    save.mutate(
      { id: editing?.id ?? null, input: { kind, hole: Number(chosenHole), memberId: winner ? Number(winner) : null, distance: distance.trim() } },
      {
        onSuccess: () => {
          setEditing(null);
          setWinner("");
          setDistance("");
          toast({ title: t("admin.prizes.saved") });
        },
        onError: (err) =>
          toast({
            title: t("admin.prizes.saveFailed"),
            description: hasCode(err, "not_par_three") ? t("admin.prizes.notParThree") : errorMessage(err, t("admin.common.tryAgainLater")),
            variant: "destructive",
          }),
      },
    );
  };
  const edit = (p: SidePrize) => {
    setEditing(p);
    setKind(p.kind);
    setHole(String(p.hole));
    setWinner(p.memberId == null ? "" : String(p.memberId));
    setDistance(p.distance);
    // The form is below the list: take a keyboard user there.
    firstField.current?.focus();
  };
  const cancelEdit = () => {
    setEditing(null);
    setWinner("");
    setDistance("");
  };
  const remove = (id: number) =>
    del.mutate(id, {
      onSuccess: () => {
        if (editing?.id === id) cancelEdit();
      },
      onError: (err) => toast({ title: t("admin.prizes.deleteFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" }),
    });

  return (
    <Card data-testid="side-prizes-admin">
      <CardHeader>
        <CardTitle>{t("admin.prizes.title")}</CardTitle>
        <CardDescription>{t("admin.prizes.text")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {prizes.isLoading ? (
          <SkeletonList count={2} itemClassName="h-10 w-full rounded-xl" />
        ) : prizes.isError ? (
          <LoadError message={t("admin.prizes.loadFailed")} onRetry={prizes.refetch} />
        ) : (prizes.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("admin.prizes.none")}</p>
        ) : (
          <ul className="divide-y divide-border">
            {(prizes.data ?? []).map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2" data-testid="side-prize-row" data-editing={editing?.id === p.id ? "true" : undefined}>
                <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
                  <strong>{t(KIND_LABEL[p.kind])}</strong> · {t("admin.prizes.holeN", { hole: p.hole })} · {p.winnerName ?? t("admin.prizes.noWinner")}
                  {p.distance && ` · ${p.distance}`}
                </span>
                <span className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon" onClick={() => edit(p)} aria-label={t("admin.prizes.edit", { prize: t(KIND_LABEL[p.kind]), hole: p.hole })}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" onClick={() => remove(p.id)} aria-label={t("admin.prizes.delete", { prize: t(KIND_LABEL[p.kind]), hole: p.hole })}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_6rem_1fr_8rem_auto] lg:items-end" aria-label={editing ? t("admin.prizes.editForm") : t("admin.prizes.add")}>
          <FormField label={t("admin.prizes.kind")}>
            <select ref={firstField} className={selectClass} value={kind} onChange={(e) => setKind(e.target.value === "nearest_pin" ? "nearest_pin" : "longest_drive")}>
              <option value="nearest_pin" disabled={threes.length === 0}>
                {t("admin.prizes.nearestPin")}
              </option>
              <option value="longest_drive">{t("admin.prizes.longestDrive")}</option>
            </select>
          </FormField>
          <FormField label={t("admin.prizes.hole")}>
            <select className={selectClass} value={chosenHole} onChange={(e) => setHole(e.target.value)}>
              {choices.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t("admin.prizes.winner")}>
            <select className={selectClass} value={winner} onChange={(e) => setWinner(e.target.value)}>
              <option value="">{t("admin.prizes.noWinner")}</option>
              {players.map((p) => (
                <option key={p.registrationId} value={String(p.memberId)}>
                  {p.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t("admin.prizes.distance")}>
            <Input value={distance} onChange={(e) => setDistance(e.target.value)} maxLength={20} placeholder={kind === "nearest_pin" ? "1.2 m" : "265 m"} />
          </FormField>
          {editing ? (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending || !chosenHole}>
                <SaveIcon aria-hidden="true" />
                {t("admin.prizes.saveButton")}
              </Button>
              <Button type="button" variant="outline" onClick={cancelEdit} disabled={save.isPending}>
                {t("admin.common.cancel")}
              </Button>
            </div>
          ) : (
            <Button type="submit" disabled={save.isPending || !chosenHole}>
              <PlusIcon aria-hidden="true" />
              {t("admin.prizes.addButton")}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
