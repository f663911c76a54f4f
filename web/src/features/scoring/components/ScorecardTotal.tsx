// A player's running total: Stableford points, or strokes to par in stroke
// play (gross, with net beside it), "NR" once a stroke-play hole is picked
// up, and the card's DQ or NR when the admin set one.
import { useT } from "@/shared/i18n/i18n";
import type { CardStatus, GolfFormat } from "../types";
import { formatToPar, type RunningTotal } from "./ScorecardRules";

export function ScorecardTotal({ format, total, status }: { format: GolfFormat; total: RunningTotal; status: CardStatus }) {
  const t = useT();
  let main: string;
  let label: string;
  if (status === "DQ" || status === "NR") {
    main = status;
    label = t(status === "DQ" ? "scorecard.status.dq" : "scorecard.status.nr");
  } else if (format === "stableford") {
    main = t("scorecard.pointsShort", { n: total.points });
    label = t("scorecard.pointsTotal", { n: total.points, thru: total.thru });
  } else if (total.noReturn) {
    main = "NR";
    label = t("scorecard.status.nr");
  } else {
    main = formatToPar(total.grossToPar);
    label = t("scorecard.toParTotal", { gross: formatToPar(total.grossToPar), net: formatToPar(total.netToPar), thru: total.thru });
  }
  return (
    <span className="inline-flex min-w-14 flex-col items-end leading-tight" aria-label={label} role="img" data-testid="running-total">
      <span className="text-lg font-bold tabular-nums" aria-hidden="true">
        {main}
      </span>
      <span className="text-[11px] text-muted-foreground" aria-hidden="true">
        {t("scorecard.thru", { n: total.thru })}
      </span>
    </span>
  );
}
