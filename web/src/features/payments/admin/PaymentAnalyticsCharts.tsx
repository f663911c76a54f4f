// Collected, awaiting review and unpaid money as stacked bars (recharts):
// per month on a time axis, per event on horizontal bars so long titles
// stay readable. Its own chunk: only the Payments tab loads recharts. The
// figure is one image with a summary; the tables beside it give the numbers.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/shared/lib/format";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import type { MoneyBar } from "./paymentLogic";

/** The three parts of a bar, bottom first, in the theme's colours (legend: PaymentAnalytics). */
export const MONEY_SERIES: { key: "collected" | "awaiting" | "unpaid"; label: MessageId; fill: string }[] = [
  { key: "collected", label: "admin.pay.collected", fill: "var(--color-primary)" },
  { key: "awaiting", label: "admin.pay.awaiting", fill: "var(--color-highlight)" },
  { key: "unpaid", label: "admin.pay.unpaid", fill: "var(--color-gold)" },
];

const TICK = { fontSize: 11, fill: "currentColor" };

/** A title cut to fit beside a bar; the table has it whole. */
function short(s: string, n = 15): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

export function MoneyBarChart({ bars, summary, layout }: { bars: MoneyBar[]; summary: string; layout: "months" | "events" }) {
  const t = useT();
  const horizontal = layout === "events";
  // Horizontal bars grow with the events; months fit one height.
  const height = horizontal ? Math.max(120, bars.length * 40 + 40) : 240;
  const series = MONEY_SERIES.map((s) => (
    <Bar key={s.key} dataKey={s.key} name={t(s.label)} stackId="money" fill={s.fill} isAnimationActive={false} maxBarSize={36} />
  ));
  return (
    <figure className="text-muted-foreground" data-testid={`pay-chart-${layout}`}>
      <div className="w-full" style={{ height }} role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height="100%">
          {horizontal ? (
            <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
              <CartesianGrid horizontal={false} stroke="currentColor" strokeOpacity={0.15} />
              <XAxis type="number" tickFormatter={(v: number) => formatMoney(v)} tick={TICK} minTickGap={16} />
              <YAxis type="category" dataKey="label" width={120} tick={TICK} tickFormatter={(v: string) => short(v)} interval={0} />
              <Tooltip formatter={(v) => formatMoney(Number(v))} cursor={{ fillOpacity: 0.08 }} />
              {series}
            </BarChart>
          ) : (
            <BarChart data={bars} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
              <XAxis dataKey="label" tick={TICK} minTickGap={4} />
              <YAxis tickFormatter={(v: number) => formatMoney(v)} tick={TICK} width={84} />
              <Tooltip formatter={(v) => formatMoney(Number(v))} cursor={{ fillOpacity: 0.08 }} />
              {series}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
