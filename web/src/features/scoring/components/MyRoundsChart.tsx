// The Handicap Index over time (recharts). Lower is better, so the axis
// runs with the best at the top; a plus handicap is below zero and labelled
// with "+". Its own chunk: only the dashboard's "My rounds" loads it.
import { compareCodeUnits } from "@/shared/lib/events";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate, formatIndex } from "@/shared/lib/format";
import { useT } from "@/shared/i18n/i18n";

export function MyRoundsChart({ points }: { points: { index: number; changedAt: string }[] }) {
  const t = useT();
  const data = [...points]
    .sort((a, b) => compareCodeUnits(a.changedAt, b.changedAt))
    .map((p) => ({ at: new Date(p.changedAt).getTime(), index: p.index }));
  const first = data[0];
  const last = data[data.length - 1];
  const summary = t("rounds.trendSummary", {
    from: formatIndex(first.index),
    fromDate: formatDate(new Date(first.at).toISOString()),
    to: formatIndex(last.index),
    toDate: formatDate(new Date(last.at).toISOString()),
  });
  return (
    <figure className="text-primary" data-testid="handicap-chart">
      <div className="h-40 w-full" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              tickFormatter={(v: number) => formatDate(new Date(v).toISOString())}
              tick={{ fontSize: 11, fill: "currentColor" }}
              minTickGap={24}
            />
            <YAxis reversed tickFormatter={(v: number) => formatIndex(v)} tick={{ fontSize: 11, fill: "currentColor" }} domain={["auto", "auto"]} width={48} />
            <Tooltip
              formatter={(v) => [formatIndex(Number(v)), t("handicap.title")]}
              labelFormatter={(v) => formatDate(new Date(Number(v)).toISOString())}
            />
            <Line type="monotone" dataKey="index" stroke="currentColor" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
