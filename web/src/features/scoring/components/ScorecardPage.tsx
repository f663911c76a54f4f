// /events/{id}/scorecard, "My scorecard": the member's flight enters its
// scores hole by hole on a phone, with or without a signal. Entries go to
// the phone's queue first (offline/queue.ts) and are sent from there; the
// screen says what has not been sent yet, shows the card saved on the
// phone when there is no network, notes when someone else had changed a
// score the member overwrote, and takes the member's "I agree with my card".
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { ArrowLeftIcon, CheckCircle2Icon, CloudUploadIcon, Grid3x3Icon, LockIcon, SquareIcon, TriangleAlertIcon, WifiOffIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/skeleton";
import { toast } from "@/shared/ui/use-toast";
import { useAuth, useLoginDialog } from "@/features/auth";
import { usePollInterval } from "@/features/realtime";
import { useOnlineStatus } from "@/shared/hooks/useOnlineStatus";
import { ApiError } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { clubToday, formatDate, formatDateTime } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import { cn } from "@/shared/lib/utils";
import { t as t_, useT } from "@/shared/i18n/i18n";
import type { Scorecard, ScorecardPlayer } from "../types";
import { scorecardKey, useConfirmCard, useEnterScore, usePendingScores, useScorecard, withPending, type ScorecardView } from "../api/scorecard";
import { applyResults, onFlushOutcome, type FlushOutcome } from "../offline/queue";
import { flushAllScores, startScoreSync } from "../offline/sync";
import { HOLE_COUNT, canConfirm, isPlayed, valuesByHole, type HoleValue } from "./ScorecardRules";
import { ScorecardGrid } from "./ScorecardGrid";
import { ScorecardHoleView, type ConflictNote } from "./ScorecardHoleView";

/** While the live stream is down, the card is fetched this often (other phones' entries). */
export const SCORECARD_POLL_MS = 15_000;

export default function ScorecardPage() {
  const params = useParams<{ id: string }>();
  const eventId = Number(params.id);
  const { member, isLoading } = useAuth();
  if (isLoading) return <ScorecardSkeleton />;
  if (!member) return <SignInFirst />;
  return <ScorecardScreen eventId={eventId} />;
}

export function ScorecardScreen({ eventId }: { eventId: number }) {
  const t = useT();
  const query = useScorecard(eventId, usePollInterval(SCORECARD_POLL_MS));
  useEffect(() => startScoreSync(), []);
  if (query.isPending) return <ScorecardSkeleton />;
  if (query.isError) return <ScorecardProblem error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="mx-auto w-full max-w-xl px-3 py-2 max-[380px]:px-2 sm:py-8">
      <Link href={paths.member} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t("scorecard.back")}
      </Link>
      <p className="text-sm font-medium text-primary">{t("scorecard.title")}</p>
      <h1 className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl">{query.data.card.title}</h1>
      <LoadedCard eventId={eventId} view={query.data} />
    </div>
  );
}

function LoadedCard({ eventId, view }: { eventId: number; view: ScorecardView }) {
  const t = useT();
  const qc = useQueryClient();
  const { online } = useOnlineStatus();
  const pending = usePendingScores(eventId);
  const enter = useEnterScore(eventId);
  const card = useMemo(() => withPending(view.card, pending), [view.card, pending]);
  const waiting = useMemo(() => new Set(pending.map((e) => `${e.registrationId}:${e.hole}`)), [pending]);
  const [hole, setHole] = useState(() => firstOpenHole(view.card));
  const [mode, setMode] = useState<"hole" | "card">("hole");
  const [notes, setNotes] = useState<ConflictNote[]>([]);

  // The server's answers: written into the card on screen, conflicts noted.
  useEffect(
    () =>
      onFlushOutcome((o: FlushOutcome) => {
        if (o.eventId !== eventId) return;
        const now = new Date().toISOString();
        qc.setQueryData<ScorecardView>(scorecardKey(eventId), (v) => v && { ...v, card: applyResults(v.card, o.accepted, now) });
        announce(o, view.card);
        if (o.conflicts.length > 0) {
          setNotes((prev) => [
            ...prev.filter((n) => !o.conflicts.some((c) => c.registrationId === n.registrationId && c.hole === n.hole)),
            ...o.conflicts.map((c) => ({ registrationId: c.registrationId, hole: c.hole, by: c.overwrote?.enteredBy || t("scorecard.someone") })),
          ]);
        }
        if (o.locked || o.rejected.length > 0) void qc.invalidateQueries({ queryKey: scorecardKey(eventId) });
      }),
    [eventId, qc, t, view.card],
  );

  const onEnter = (player: ScorecardPlayer, h: number, value: HoleValue) => {
    setNotes((prev) => prev.filter((n) => !(n.registrationId === player.registrationId && n.hole === h)));
    enter(player, h, value).catch((err: unknown) => toast({ title: t("scorecard.notSaved"), description: errorMessage(err, t("scorecard.notSavedText")), variant: "destructive" }));
  };

  const me = card.players.find((p) => p.isMe);
  // The server takes scores from the event's day on (409 scoring_not_open before).
  const notYet = card.date > clubToday();
  const readOnly = card.locked || notYet;
  return (
    <div className="mt-1 grid gap-3">
      <p className="text-sm text-muted-foreground">
        {[formatDate(card.date), card.course.name, card.course.tee, t(card.format === "stableford" ? "scorecard.format.stableford" : "scorecard.format.stroke")]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {!online && (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-sand px-3 py-2.5 text-sm font-medium text-sand-foreground" data-testid="scorecard-offline">
          <WifiOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t("scorecard.offline")}
            {view.savedAt && <span className="block font-normal">{t("scorecard.savedCopy", { when: formatDateTime(view.savedAt) })}</span>}
          </span>
        </p>
      )}
      {pending.length > 0 && (
        <div role="status" className="flex items-center justify-between gap-2 rounded-xl border border-sand-foreground/20 bg-sand/60 px-3 py-1.5 text-sm text-sand-foreground" data-testid="pending-count">
          <span className="flex items-center gap-2">
            <CloudUploadIcon className="size-4 shrink-0" aria-hidden="true" />
            {t("scorecard.pending", { n: pending.length })}
          </span>
          {online && (
            <Button variant="ghost" size="sm" onClick={() => void flushAllScores()}>
              {t("scorecard.sendNow")}
            </Button>
          )}
        </div>
      )}
      {readOnly && (
        <p role="note" className="flex items-start gap-2 rounded-xl bg-muted px-3 py-2.5 text-sm">
          <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t(card.locked ? "scorecard.locked" : "scorecard.notYet")}
        </p>
      )}

      <div className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1" role="group" aria-label={t("scorecard.views")}>
        <ModeButton on={mode === "hole"} onClick={() => setMode("hole")} icon={<SquareIcon className="size-4" aria-hidden="true" />}>
          {t("scorecard.view.hole")}
        </ModeButton>
        <ModeButton on={mode === "card"} onClick={() => setMode("card")} icon={<Grid3x3Icon className="size-4" aria-hidden="true" />}>
          {t("scorecard.view.card")}
        </ModeButton>
      </div>

      {mode === "hole" ? (
        <ScorecardHoleView
          format={card.format}
          holes={card.course.holes}
          players={card.players}
          hole={hole}
          onHole={setHole}
          onEnter={onEnter}
          waiting={waiting}
          notes={notes}
          readOnly={readOnly}
        />
      ) : (
        <ScorecardGrid
          format={card.format}
          holes={card.course.holes}
          players={card.players}
          waiting={waiting}
          current={hole}
          onHole={(h) => {
            setHole(h);
            if (!readOnly) setMode("hole");
          }}
        />
      )}

      {me && <ConfirmCard eventId={eventId} me={me} locked={readOnly} online={online} waitingMine={pending.some((e) => e.registrationId === me.registrationId)} />}
    </div>
  );
}

function ModeButton({ on, onClick, icon, children }: { on: boolean; onClick: () => void; icon: ReactNode; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring",
        on ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {icon}
      {children}
    </button>
  );
}

/** "I agree with my card": the member's own card, once it is complete (or NR/DQ) and sent. */
function ConfirmCard({ eventId, me, locked, online, waitingMine }: { eventId: number; me: ScorecardPlayer; locked: boolean; online: boolean; waitingMine: boolean }) {
  const t = useT();
  const confirm = useConfirmCard(eventId);
  const complete = canConfirm(me, valuesByHole(me.scores));
  if (me.confirmedAt) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-success-soft px-3 py-3 text-sm font-medium text-success-soft-foreground" data-testid="card-confirmed">
        <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("scorecard.confirmed", { when: formatDateTime(me.confirmedAt) })}
      </p>
    );
  }
  if (locked) return null;
  const hint = !complete ? t("scorecard.confirmHint") : waitingMine ? t("scorecard.confirmWaiting") : !online ? t("scorecard.confirmOffline") : null;
  return (
    <div className="grid gap-1.5 rounded-2xl border border-border bg-card p-3">
      <Button
        size="lg"
        className="h-14 w-full text-base"
        disabled={!complete || waitingMine || !online || confirm.isPending}
        aria-describedby={hint ? "confirm-hint" : undefined}
        onClick={() =>
          confirm.mutate(me.registrationId, {
            onError: (err) => toast({ title: t("scorecard.confirmError"), description: errorMessage(err, t("scorecard.notSavedText")), variant: "destructive" }),
          })
        }
      >
        <CheckCircle2Icon className="size-5" aria-hidden="true" />
        {t("scorecard.confirm")}
      </Button>
      {hint && (
        <p id="confirm-hint" className="text-center text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Toasts for what the server said about a send: someone else's score overwritten, a refusal, a lock. */
function announce(o: FlushOutcome, card: Scorecard) {
  const name = (registrationId: number) => card.players.find((p) => p.registrationId === registrationId)?.name ?? "";
  if (o.locked) {
    toast({ title: t_("scorecard.lockedNow"), variant: "destructive" });
    return;
  }
  const first = o.rejected[0];
  if (first) {
    toast({ title: t_("scorecard.rejected", { hole: first.entry.hole, name: name(first.entry.registrationId) }), description: errorMessage(first.error, ""), variant: "destructive" });
    return;
  }
  const c = o.conflicts[o.conflicts.length - 1];
  if (c) {
    const by = c.overwrote?.enteredBy || t_("scorecard.someone");
    toast({ title: t_("scorecard.changedBy", { name: by }), description: t_("scorecard.changedByText", { hole: c.hole, name: name(c.registrationId) }) });
  }
}

/** The first hole someone in the flight has not played, so the card opens where the flight is. */
export function firstOpenHole(card: Scorecard): number {
  for (let h = 1; h <= HOLE_COUNT; h++) {
    if (card.players.some((p) => !isPlayed(p.scores.find((s) => s.hole === h)))) return h;
  }
  return 1;
}

function ScorecardProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  let text = t("scorecard.loadError");
  if (error instanceof ApiError && error.code === "not_in_flight") text = t("scorecard.notInFlight");
  else if (error instanceof ApiError && error.status === 404) text = t("scorecard.notFound");
  else if (!(error instanceof ApiError)) text = t("scorecard.offlineNoCopy");
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center">
        <TriangleAlertIcon className="size-6 text-destructive" aria-hidden="true" />
        <h1 className="text-lg font-semibold">{t("scorecard.title")}</h1>
        <p className="text-muted-foreground">{text}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={onRetry}>
            {t("dash.tryAgain")}
          </Button>
          <Button asChild variant="ghost">
            <Link href={paths.member}>{t("scorecard.back")}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function SignInFirst() {
  const t = useT();
  const { openLogin } = useLoginDialog();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 text-center">
      <h1 className="text-2xl font-semibold">{t("scorecard.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("scorecard.signIn")}</p>
      <Button className="mt-4" size="lg" onClick={() => openLogin()}>
        {t("home.login")}
      </Button>
    </div>
  );
}

function ScorecardSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-3 px-3 py-6" aria-busy="true" aria-label={t("scorecard.loading")}>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-16" />
      <Skeleton className="h-40" />
      <Skeleton className="h-40" />
    </div>
  );
}
