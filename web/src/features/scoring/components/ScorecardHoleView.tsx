// One hole of the card, phone first: the hole's par and stroke index, and
// for each player of the flight the strokes they receive there, big
// quick-select buttons (par−2 … par+4), − and + for anything else, "Picked
// up", and the running total. Swipe sideways, the arrow keys or the
// buttons move between holes.
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { ChevronLeftIcon, ChevronRightIcon, CloudUploadIcon, MinusIcon, PlusIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import type { GolfFormat, ScorecardHole, ScorecardPlayer } from "../types";
import { HOLE_COUNT, MAX_STROKES, MIN_STROKES, quickScores, runningTotal, valuesByHole, type HoleValue } from "./ScorecardRules";
import { ScorecardScoreMark, scoreWords } from "./ScorecardScoreMark";
import { ScorecardTotal } from "./ScorecardTotal";

/** How far a finger must travel sideways to change the hole. */
export const SWIPE_PX = 60;

export interface ConflictNote {
  registrationId: number;
  hole: number;
  by: string;
}

export interface ScorecardHoleViewProps {
  format: GolfFormat;
  holes: ScorecardHole[];
  players: ScorecardPlayer[];
  /** Hole number, 1–18. */
  hole: number;
  onHole: (hole: number) => void;
  onEnter: (player: ScorecardPlayer, hole: number, value: HoleValue) => void;
  /** "registrationId:hole" of the entries still on the phone. */
  waiting: ReadonlySet<string>;
  notes: ConflictNote[];
  readOnly: boolean;
}

export function ScorecardHoleView({ format, holes, players, hole, onHole, onEnter, waiting, notes, readOnly }: ScorecardHoleViewProps) {
  const t = useT();
  const info = holes[hole - 1] ?? { number: hole, par: 4, strokeIndex: hole };
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const prev = () => hole > 1 && onHole(hole - 1);
  const next = () => hole < HOLE_COUNT && onHole(hole + 1);

  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0) next();
    else prev();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      prev();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      next();
    }
  };

  return (
    <section
      aria-roledescription={t("scorecard.holeView")}
      aria-label={t("scorecard.hole", { n: hole })}
      className="grid touch-pan-y gap-3 select-none"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      onKeyDown={onKeyDown}
      data-testid="hole-view"
    >
      <div className="flex items-center justify-between gap-2 rounded-2xl bg-primary-dark px-2 py-2 text-white">
        <Button variant="ghost" size="icon" className="size-12 text-white hover:bg-white/10 hover:text-white" onClick={prev} disabled={hole <= 1} aria-label={t("scorecard.prevHole")}>
          <ChevronLeftIcon className="size-6" aria-hidden="true" />
        </Button>
        <div className="min-w-0 text-center">
          <h2 className="text-2xl font-bold tracking-tight" aria-live="polite">
            {t("scorecard.hole", { n: hole })}
          </h2>
          <p className="text-sm text-on-dark-soft">
            {t("scorecard.par", { n: info.par })} <span aria-hidden="true">·</span> <abbr title={t("scorecard.strokeIndexLong", { n: info.strokeIndex })} className="no-underline">{t("scorecard.si", { n: info.strokeIndex })}</abbr>
          </p>
        </div>
        <Button variant="ghost" size="icon" className="size-12 text-white hover:bg-white/10 hover:text-white" onClick={next} disabled={hole >= HOLE_COUNT} aria-label={t("scorecard.nextHole")}>
          <ChevronRightIcon className="size-6" aria-hidden="true" />
        </Button>
      </div>

      <ul className="grid gap-3">
        {players.map((p) => (
          <PlayerHole
            key={p.registrationId}
            format={format}
            holes={holes}
            player={p}
            hole={info}
            waiting={waiting.has(`${p.registrationId}:${hole}`)}
            note={notes.find((n) => n.registrationId === p.registrationId && n.hole === hole)}
            onEnter={(v) => onEnter(p, hole, v)}
            readOnly={readOnly}
          />
        ))}
      </ul>
    </section>
  );
}

function PlayerHole({
  format,
  holes,
  player,
  hole,
  waiting,
  note,
  onEnter,
  readOnly,
}: {
  format: GolfFormat;
  holes: ScorecardHole[];
  player: ScorecardPlayer;
  hole: ScorecardHole;
  waiting: boolean;
  note: ConflictNote | undefined;
  onEnter: (v: HoleValue) => void;
  readOnly: boolean;
}) {
  const t = useT();
  const values = valuesByHole(player.scores);
  const current = values[hole.number - 1];
  const received = player.received[hole.number - 1] ?? 0;
  const total = runningTotal(holes, player.received, values, format);
  const strokes = current && !current.pickedUp ? current.strokes : null;
  const base = strokes ?? hole.par;
  const headingId = `player-${player.registrationId}-name`;
  return (
    <li className={cn("rounded-2xl border bg-card p-2 shadow-xs", player.isMe ? "border-primary/40" : "border-border")} aria-labelledby={headingId} data-testid={`player-${player.registrationId}`}>
      <div className="flex items-start justify-between gap-2 px-1 pb-2">
        <div className="min-w-0">
          <h3 id={headingId} className="flex min-w-0 items-center gap-2 font-semibold">
            <span className="truncate">{player.name}</span>
            {player.isMe && <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground">{t("scorecard.you")}</span>}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span>
              <ReceivedDots n={received} /> {receivedText(t, received)}
            </span>
            {waiting && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sand px-2 py-0.5 font-medium text-sand-foreground" data-testid="waiting">
                <CloudUploadIcon className="size-3.5" aria-hidden="true" />
                {t("scorecard.waiting")}
              </span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <ScorecardScoreMark value={current} par={hole.par} size="md" />
          <ScorecardTotal format={format} total={total} status={player.status} />
        </div>
      </div>
      {note && (
        <p role="status" className="mx-1 mb-2 rounded-lg bg-sand px-3 py-2 text-sm text-sand-foreground">
          {t("scorecard.changedBy", { name: note.by })}
        </p>
      )}
      {!readOnly && (
        <div className="grid gap-1.5">
          <div className="flex gap-1 max-[380px]:gap-0.5" role="group" aria-label={t("scorecard.quickFor", { name: player.name })}>
            {quickScores(hole.par).map((s) => {
              const on = strokes === s;
              return (
                <button
                  key={s}
                  type="button"
                  aria-pressed={on}
                  aria-label={t("scorecard.strokesFor", { strokes: s, name: player.name })}
                  onClick={() => onEnter({ strokes: s, pickedUp: false })}
                  className={cn(
                    "h-14 min-w-11 flex-1 rounded-xl border text-xl font-bold tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1",
                    on ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card hover:bg-accent",
                    s === hole.par && !on && "border-primary/50 bg-accent/60",
                  )}
                >
                  {s}
                </button>
              );
            })}
          </div>
          <div className="flex gap-1.5">
            <Button
              variant="outline"
              className="h-14 w-14 shrink-0"
              aria-label={t("scorecard.minus", { name: player.name })}
              disabled={strokes !== null && strokes <= MIN_STROKES}
              onClick={() => onEnter({ strokes: Math.max(MIN_STROKES, strokes === null ? hole.par - 1 : strokes - 1), pickedUp: false })}
            >
              <MinusIcon className="size-6" aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              className="h-14 w-14 shrink-0"
              aria-label={t("scorecard.plus", { name: player.name })}
              disabled={strokes !== null && strokes >= MAX_STROKES}
              onClick={() => onEnter({ strokes: Math.min(MAX_STROKES, strokes === null ? base + 1 : strokes + 1), pickedUp: false })}
            >
              <PlusIcon className="size-6" aria-hidden="true" />
            </Button>
            <Button
              variant={current?.pickedUp ? "default" : "outline"}
              aria-pressed={!!current?.pickedUp}
              className="h-14 flex-1 text-base"
              onClick={() => onEnter({ strokes: null, pickedUp: !current?.pickedUp })}
              aria-label={t("scorecard.pickedUpFor", { name: player.name })}
            >
              {t("scorecard.pickedUp")}
            </Button>
          </div>
          <p className="sr-only" aria-live="polite">
            {scoreWords(t, current, hole.par)}
          </p>
        </div>
      )}
    </li>
  );
}

function receivedText(t: ReturnType<typeof useT>, n: number): string {
  if (n > 0) return t("scorecard.received", { n });
  if (n < 0) return t("scorecard.givesBack", { n: -n });
  return t("scorecard.noStrokes");
}

/** A dot per stroke received (as scorecards print them); a ring per stroke given back. */
function ReceivedDots({ n }: { n: number }) {
  if (n === 0) return null;
  return (
    <span aria-hidden="true" className="mr-0.5 inline-flex gap-0.5 align-middle">
      {Array.from({ length: Math.min(Math.abs(n), 3) }, (_, i) => (
        <span key={i} className={cn("inline-block size-2 rounded-full", n > 0 ? "bg-primary" : "border border-primary")} />
      ))}
    </span>
  );
}
