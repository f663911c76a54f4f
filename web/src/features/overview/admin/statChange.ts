// The "change vs previous 30 days" line of an Overview stat card.
import { t } from "@/shared/i18n/i18n";
import type { StatValue } from "@/features/overview/types";

export interface StatChange {
  /** e.g. "▲ 12.5%", "▼ 3%", "▲ 2" (small numbers), "0%", "New" */
  label: string;
  direction: "up" | "down" | "flat" | "new";
  /** Whether the change is good news for the club (colours the line). */
  good: boolean | null;
}

const pctFmt = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 1 });

/** Below this previous figure a percentage misleads ("▲ 300%" for 1 → 4): the change is shown as a count. */
export const SMALL_BASE = 10;

/**
 * changePct null means there was nothing in the previous 30 days: 'New'
 * when there is something now, otherwise no change. `upIsGood` is false
 * for counts the club wants to go down (pending payments, unread mail).
 * When the previous figure is small the change is a count, not a percentage.
 */
export function formatStatChange(stat: Pick<StatValue, "value" | "changePct"> & Partial<Pick<StatValue, "previous">>, upIsGood = true): StatChange {
  const pct = stat.changePct;
  if (pct === null || pct === undefined || Number.isNaN(pct)) {
    if (stat.value > 0) return { label: t("admin.overview.changeNew"), direction: "new", good: null };
    return { label: "0%", direction: "flat", good: null };
  }
  if (pct === 0) return { label: stat.previous !== undefined && stat.previous < SMALL_BASE ? t("admin.overview.noChange") : "0%", direction: "flat", good: null };
  const up = pct > 0;
  if (stat.previous !== undefined && stat.previous < SMALL_BASE) {
    return { label: `${up ? "▲" : "▼"} ${Math.abs(stat.value - stat.previous)}`, direction: up ? "up" : "down", good: up === upIsGood };
  }
  return {
    label: `${up ? "▲" : "▼"} ${pctFmt.format(Math.abs(pct))}%`,
    direction: up ? "up" : "down",
    good: up === upIsGood,
  };
}
