// The "change vs previous 30 days" line of an Overview stat card.
import type { StatValue } from "../types";

export interface StatChange {
  /** e.g. "▲ 12.5%", "▼ 3%", "0%", "New" */
  label: string;
  direction: "up" | "down" | "flat" | "new";
  /** Whether the change is good news for the club (colours the line). */
  good: boolean | null;
}

const pctFmt = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 1 });

/**
 * changePct null means there was nothing in the previous 30 days: 'New'
 * when there is something now, otherwise no change. `upIsGood` is false
 * for counts the club wants to go down (pending payments, unread mail).
 */
export function formatStatChange(stat: Pick<StatValue, "value" | "changePct">, upIsGood = true): StatChange {
  const pct = stat.changePct;
  if (pct === null || pct === undefined || Number.isNaN(pct)) {
    if (stat.value > 0) return { label: "New", direction: "new", good: null };
    return { label: "0%", direction: "flat", good: null };
  }
  if (pct === 0) return { label: "0%", direction: "flat", good: null };
  const up = pct > 0;
  return {
    label: `${up ? "▲" : "▼"} ${pctFmt.format(Math.abs(pct))}%`,
    direction: up ? "up" : "down",
    good: up === upIsGood,
  };
}
