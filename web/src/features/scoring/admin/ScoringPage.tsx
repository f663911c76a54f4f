// /admin/events/{id}/scoring: one event's round for the admin. Its golf
// settings; once scored, every card by flight with who has confirmed,
// corrections, DQ/NR, finalising (with a warning naming who has not
// confirmed), side prizes and the score log.
import { useState } from "react";
import { Link, useParams } from "wouter";
import { ArrowLeftIcon, CheckCircle2Icon, CircleDashedIcon, ExternalLinkIcon, FlagTriangleRightIcon, PencilIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button, buttonVariants } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDateTime, formatLongDate } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { useAdminScores, useGolfEvent, useSetCardStatus } from "../api/adminScoring";
import type { AdminScores, AdminScoringPlayer, CardStatus } from "../types";
import { CorrectScoreDialog } from "./CorrectScoreDialog";
import { FinaliseDialog } from "./FinaliseDialog";
import { GolfSettingsCard, selectClass } from "./GolfSettingsCard";
import { ScoreLogCard } from "./ScoreLogCard";
import { SidePrizesCard } from "./SidePrizesCard";
import { cardSummary, groupByFlight, unconfirmed } from "./scoringLogic";

export default function ScoringPage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const event = useGolfEvent(id);
  const e = event.data;
  const golf = e?.golf ?? null;
  const scores = useAdminScores(id, !!golf);

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="~/admin/dashboard?tab=events" className={buttonVariants({ variant: "ghost" })}>
          <ArrowLeftIcon aria-hidden="true" />
          {t("admin.scoring.back")}
        </Link>
        {golf && (
          <div className="flex flex-wrap gap-2">
            <a href={`/events/${id}/leaderboard`} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
              <ExternalLinkIcon aria-hidden="true" />
              {t("admin.scoring.openLeaderboard")}
            </a>
            {golf.finalisedAt && (
              <a href={`/events/${id}/results`} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
                <ExternalLinkIcon aria-hidden="true" />
                {t("admin.scoring.openResults")}
              </a>
            )}
          </div>
        )}
      </div>
      <header>
        <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">{e ? formatLongDate(e.date) : t("admin.scoring.title")}</p>
        <h1 className="text-2xl font-bold tracking-tight text-primary-dark sm:text-3xl">
          {e ? t("admin.scoring.titleOf", { event: e.title }) : t("admin.scoring.title")}
        </h1>
        {golf?.finalisedAt && (
          <p className="mt-1 text-sm text-muted-foreground">{t("admin.scoring.finalisedAt", { when: formatDateTime(golf.finalisedAt) })}</p>
        )}
      </header>
      {event.isLoading ? (
        <SkeletonList count={3} itemClassName="h-40 w-full rounded-2xl" />
      ) : event.isError || !e ? (
        <LoadError message={t("admin.scoring.loadFailed")} onRetry={event.refetch} />
      ) : (
        <>
          <GolfSettingsCard key={golf ? `${golf.courseId}-${golf.tee}` : "off"} eventId={id} golf={golf} />
          {golf &&
            (scores.isLoading ? (
              <SkeletonList count={2} itemClassName="h-40 w-full rounded-2xl" />
            ) : scores.isError || !scores.data ? (
              <LoadError message={t("admin.scoring.cardsFailed")} onRetry={scores.refetch} />
            ) : (
              <>
                <CardsCard eventId={id} data={scores.data} finalised={!!golf.finalisedAt} />
                <SidePrizesCard eventId={id} holes={scores.data.course.holes} players={scores.data.players} />
                <ScoreLogCard eventId={id} />
              </>
            ))}
        </>
      )}
    </main>
  );
}

function CardsCard({ eventId, data, finalised }: { eventId: number; data: AdminScores; finalised: boolean }) {
  const t = useT();
  const [correcting, setCorrecting] = useState<AdminScoringPlayer | null>(null);
  const [finalising, setFinalising] = useState(false);
  const setStatus = useSetCardStatus(eventId);
  const waiting = unconfirmed(data.players);
  const groups = groupByFlight(data.players);

  const changeStatus = (p: AdminScoringPlayer, status: CardStatus) =>
    setStatus.mutate(
      { registrationId: p.registrationId, status },
      {
        onSuccess: () => toast({ title: t("admin.scoring.statusSaved", { name: p.name }) }),
        onError: (err) => toast({ title: t("admin.scoring.statusFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" }),
      },
    );

  return (
    <Card data-testid="cards">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t("admin.scoring.cards")}</CardTitle>
          <CardDescription>
            {t("admin.scoring.cardsSummary", { players: data.players.length, waiting: waiting.length })}
          </CardDescription>
        </div>
        <Button onClick={() => setFinalising(true)} disabled={data.players.length === 0}>
          <FlagTriangleRightIcon aria-hidden="true" />
          {finalised ? t("admin.scoring.refinalise") : t("admin.scoring.finalise")}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-5">
        {groups.length === 0 && <p className="text-sm text-muted-foreground">{t("admin.scoring.noPlayers")}</p>}
        {groups.map((g) => (
          <section key={g.flightId} aria-labelledby={`flight-${g.flightId}`}>
            <h3 id={`flight-${g.flightId}`} className="mb-2 text-sm font-semibold text-muted-foreground uppercase">
              {g.flightName}
            </h3>
            <ul className="divide-y divide-border rounded-xl border border-border">
              {g.players.map((p) => {
                const sum = cardSummary(p);
                const statusId = `status-${p.registrationId}`;
                return (
                  <li key={p.registrationId} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2" data-testid="admin-card-row">
                    <div className="min-w-[10rem] flex-1">
                      <p className="font-semibold [overflow-wrap:anywhere]">{p.name}</p>
                      <p className="text-sm text-muted-foreground tabular-nums">
                        {t("admin.scoring.cardLine", { thru: sum.thru, gross: sum.gross, hcp: p.playingHandicap })}
                      </p>
                    </div>
                    <span
                      className={cn("flex items-center gap-1.5 text-sm font-medium", p.confirmedAt ? "text-success" : "text-muted-foreground")}
                      data-testid="confirmation"
                    >
                      {p.confirmedAt ? <CheckCircle2Icon className="size-4" aria-hidden="true" /> : <CircleDashedIcon className="size-4" aria-hidden="true" />}
                      {p.confirmedAt ? t("admin.scoring.confirmed") : t("admin.scoring.notConfirmed")}
                    </span>
                    {p.status && <Badge variant="destructive">{p.status}</Badge>}
                    <div className="flex items-center gap-2">
                      <label htmlFor={statusId} className="sr-only">
                        {t("admin.scoring.statusOf", { name: p.name })}
                      </label>
                      <select
                        id={statusId}
                        className={cn(selectClass, "w-28")}
                        value={p.status}
                        onChange={(ev) => changeStatus(p, ev.target.value === "DQ" ? "DQ" : ev.target.value === "NR" ? "NR" : "")}
                      >
                        <option value="">{t("admin.scoring.playing")}</option>
                        <option value="DQ">{t("admin.scoring.dq")}</option>
                        <option value="NR">{t("admin.scoring.nr")}</option>
                      </select>
                      <Button variant="outline" size="sm" onClick={() => setCorrecting(p)} aria-label={t("admin.scoring.correctOf", { name: p.name })}>
                        <PencilIcon aria-hidden="true" />
                        {t("admin.scoring.correct")}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </CardContent>
      <CorrectScoreDialog eventId={eventId} player={correcting} holes={data.course.holes} onOpenChange={(o) => !o && setCorrecting(null)} />
      <FinaliseDialog eventId={eventId} open={finalising} onOpenChange={setFinalising} waiting={waiting} again={finalised} />
    </Card>
  );
}
