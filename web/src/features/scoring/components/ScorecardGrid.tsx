// The whole card at a glance: a row per hole, a column per player, each
// score marked by class (shape and colour), a marker on the holes still
// waiting on the phone, and the Out, In and total rows. A tap on a score
// opens that hole.
import { CloudUploadIcon } from "lucide-react";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import type { GolfFormat, ScorecardHole, ScorecardPlayer } from "../types";
import { formatToPar, isPlayed, runningTotal, valuesByHole } from "./ScorecardRules";
import { ScorecardLegend, ScorecardScoreMark, scoreWords } from "./ScorecardScoreMark";

export function ScorecardGrid({
  format,
  holes,
  players,
  waiting,
  current,
  onHole,
}: {
  format: GolfFormat;
  holes: ScorecardHole[];
  players: ScorecardPlayer[];
  waiting: ReadonlySet<string>;
  current: number;
  onHole: (hole: number) => void;
}) {
  const t = useT();
  const values = players.map((p) => valuesByHole(p.scores));
  const sum = (pi: number, from: number, to: number) =>
    values[pi].slice(from, to).reduce((s, v) => s + (v && !v.pickedUp && v.strokes ? v.strokes : 0), 0);
  const parSum = (from: number, to: number) => holes.slice(from, to).reduce((s, h) => s + h.par, 0);
  const initials = (name: string) =>
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join("");

  const row = (h: ScorecardHole, i: number) => (
    <GridRow key={h.number} hole={h} index={i} players={players} values={values} waiting={waiting} current={current === h.number} onHole={onHole} />
  );
  const subtotal = (key: string, label: string, from: number, to: number) => (
    <tr key={key} className="bg-muted/70 font-semibold">
      <th scope="row" className="px-1 py-2 text-left text-xs">
        {label}
      </th>
      <td className="px-1 py-2 text-center tabular-nums">{parSum(from, to)}</td>
      {players.map((p, pi) => (
        <td key={p.registrationId} className="px-1 py-2 text-center tabular-nums">
          {sum(pi, from, to) || "–"}
        </td>
      ))}
    </tr>
  );

  return (
    <div className="grid gap-3" data-testid="card-grid">
      <div className="overflow-x-auto rounded-2xl border border-border bg-card">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t("scorecard.gridCaption")}</caption>
          <thead>
            <tr className="border-b border-border bg-accent/60 text-xs">
              <th scope="col" className="w-10 px-1 py-2 text-left font-semibold">
                {t("scorecard.holeCol")}
              </th>
              <th scope="col" className="w-9 px-1 py-2 text-center font-semibold">
                {t("scorecard.parCol")}
              </th>
              {players.map((p) => (
                <th key={p.registrationId} scope="col" className="px-1 py-2 text-center font-semibold">
                  <abbr title={p.name} className="no-underline">
                    <span aria-hidden="true">{initials(p.name)}</span>
                    <span className="sr-only">{p.name}</span>
                  </abbr>
                  {p.isMe && <span className="block text-[10px] font-medium text-primary">{t("scorecard.you")}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {holes.slice(0, 9).map(row)}
            {subtotal("out", t("scorecard.out"), 0, 9)}
            {holes.slice(9).map((h, i) => row(h, i + 9))}
            {subtotal("in", t("scorecard.in"), 9, 18)}
            <tr className="border-t-2 border-border font-bold">
              <th scope="row" className="px-1 py-2 text-left text-xs">
                {t("scorecard.total")}
              </th>
              <td className="px-1 py-2 text-center tabular-nums">{parSum(0, 18)}</td>
              {players.map((p, pi) => {
                const tot = runningTotal(holes, p.received, values[pi], format);
                const shown = p.status || (format === "stableford" ? t("scorecard.pointsShort", { n: tot.points }) : tot.noReturn ? "NR" : formatToPar(tot.grossToPar));
                return (
                  <td key={p.registrationId} className="px-1 py-2 text-center tabular-nums">
                    {shown}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <ScorecardLegend />
    </div>
  );
}

function GridRow({
  hole,
  index,
  players,
  values,
  waiting,
  current,
  onHole,
}: {
  hole: ScorecardHole;
  index: number;
  players: ScorecardPlayer[];
  values: ReturnType<typeof valuesByHole>[];
  waiting: ReadonlySet<string>;
  current: boolean;
  onHole: (hole: number) => void;
}) {
  const t = useT();
  return (
    <tr className={cn("border-b border-border/70", current && "bg-accent/50")} aria-current={current ? "true" : undefined}>
      <th scope="row" className="px-1 text-left font-semibold tabular-nums">
        {hole.number}
      </th>
      <td className="px-1 text-center text-muted-foreground tabular-nums">{hole.par}</td>
      {players.map((p, pi) => {
        const v = values[pi][index];
        const isWaiting = waiting.has(`${p.registrationId}:${hole.number}`);
        const words = scoreWords(t, v, hole.par);
        return (
          <td key={p.registrationId} className="p-0 text-center">
            <button
              type="button"
              onClick={() => onHole(hole.number)}
              className="relative inline-flex min-h-11 w-full min-w-11 items-center justify-center outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              aria-label={t(isWaiting ? "scorecard.cellWaiting" : "scorecard.cell", { hole: hole.number, name: p.name, score: words })}
              data-played={isPlayed(v) || undefined}
            >
              <ScorecardScoreMark value={v} par={hole.par} size="sm" />
              {isWaiting && <CloudUploadIcon className="absolute top-0.5 right-0.5 size-3.5 text-sand-foreground" aria-hidden="true" data-testid="cell-waiting" />}
            </button>
          </td>
        );
      })}
    </tr>
  );
}
