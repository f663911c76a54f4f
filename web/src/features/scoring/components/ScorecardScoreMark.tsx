// A score drawn as paper scorecards mark it, so the class reads without
// colour too: a circle round a birdie, two round an eagle or better, a
// square round a bogey, two round a double bogey or worse, nothing round a
// par. The colour is a second cue, never the only one, and the accessible
// name says the class in words.
import { cn } from "@/shared/lib/utils";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { scoreClass, type HoleValue, type ScoreClass } from "./ScorecardRules";

export const SCORE_CLASS_LABEL: Record<ScoreClass, MessageId> = {
  eagle: "scorecard.class.eagle",
  birdie: "scorecard.class.birdie",
  par: "scorecard.class.par",
  bogey: "scorecard.class.bogey",
  double: "scorecard.class.double",
};

/** Colour and shape of each class; AA contrast of the number on its fill. */
export const SCORE_CLASS_STYLE: Record<ScoreClass, string> = {
  eagle: "rounded-full border-2 border-amber-700 bg-amber-100 text-amber-950 outline-2 outline-offset-1 outline-amber-700",
  birdie: "rounded-full border-2 border-rose-700 bg-rose-50 text-rose-900",
  par: "rounded-md border-2 border-transparent text-foreground",
  bogey: "rounded-sm border-2 border-sky-800 bg-sky-50 text-sky-950",
  double: "rounded-sm border-2 border-indigo-900 bg-indigo-100 text-indigo-950 outline-2 outline-offset-1 outline-indigo-900",
};

/** The words for a hole's value: "4, birdie", "Picked up", "No score yet". */
export function scoreWords(t: (id: MessageId, v?: Record<string, string | number>) => string, value: HoleValue | undefined, par: number): string {
  if (value?.pickedUp) return t("scorecard.pickedUp");
  if (!value || value.strokes === null || value.strokes < 1) return t("scorecard.noScore");
  return t("scorecard.scoreWithClass", { strokes: value.strokes, kind: t(SCORE_CLASS_LABEL[scoreClass(value.strokes, par)]) });
}

export function ScorecardScoreMark({ value, par, size = "md", className }: { value: HoleValue | undefined; par: number; size?: "sm" | "md" | "lg"; className?: string }) {
  const t = useT();
  const dims = size === "lg" ? "size-14 text-3xl" : size === "md" ? "size-9 text-base" : "size-7 text-sm";
  if (value?.pickedUp) {
    return (
      <span className={cn("inline-flex items-center justify-center font-semibold text-muted-foreground", dims, size === "lg" ? "text-xl" : "text-xs", className)} data-class="picked-up">
        {t("scorecard.pickedUpShort")}
      </span>
    );
  }
  if (!value || value.strokes === null || value.strokes < 1) {
    return (
      <span className={cn("inline-flex items-center justify-center text-muted-foreground", dims, className)} data-class="none">
        –
      </span>
    );
  }
  const kind = scoreClass(value.strokes, par);
  return (
    <span className={cn("inline-flex items-center justify-center font-bold tabular-nums", dims, SCORE_CLASS_STYLE[kind], className)} data-class={kind}>
      {value.strokes}
    </span>
  );
}

/** The key under the grid: each class with its mark. */
export function ScorecardLegend() {
  const t = useT();
  const par = 4;
  const rows: { kind: ScoreClass; strokes: number }[] = [
    { kind: "eagle", strokes: 2 },
    { kind: "birdie", strokes: 3 },
    { kind: "par", strokes: 4 },
    { kind: "bogey", strokes: 5 },
    { kind: "double", strokes: 6 },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={t("scorecard.legend")}>
      {rows.map((r) => (
        <li key={r.kind} className="flex items-center gap-2">
          <ScorecardScoreMark value={{ strokes: r.strokes, pickedUp: false }} par={par} size="sm" />
          {t(SCORE_CLASS_LABEL[r.kind])}
        </li>
      ))}
    </ul>
  );
}
