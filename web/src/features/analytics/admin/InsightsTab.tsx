// Insights (docs/features.md "Insights"): the club's own analytics for the
// last 7, 30, 90 or 365 days. Visits per day and the most viewed pages,
// each event's way from its page to paid, members joined per month, and
// the install and push opt-in rates. Counted on the club's server without
// cookies or third parties (docs/decisions/044-first-party-analytics.md).
// Loaded lazily with this tab, recharts included.
import { useState, type ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { FilterPills } from "@/shared/ui/FilterPills";
import { LoadError } from "@/shared/ui/admin/LoadStates";
import { Skeleton } from "@/shared/ui/skeleton";
import { formatCount, formatDate, formatMonth, formatPercent, formatWeekDay } from "@/shared/lib/format";
import type { AnalyticsCategory } from "@/shared/lib/analytics";
import { useInsights } from "../api/insights";
import type { Insights, InsightsFunnel, InsightsPeriod } from "../types";

const PERIODS: readonly { key: `${InsightsPeriod}`; label: MessageId }[] = [
  { key: "7", label: "admin.insights.period7" },
  { key: "30", label: "admin.insights.period30" },
  { key: "90", label: "admin.insights.period90" },
  { key: "365", label: "admin.insights.period365" },
];

const CATEGORY_LABELS: Record<AnalyticsCategory, MessageId> = {
  register_opened: "admin.insights.event.register_opened",
  registration_done: "admin.insights.event.registration_done",
  payment_slip_sent: "admin.insights.event.payment_slip_sent",
  push_enabled: "admin.insights.event.push_enabled",
  install_prompt_shown: "admin.insights.event.install_prompt_shown",
  install_accepted: "admin.insights.event.install_accepted",
  share_tapped: "admin.insights.event.share_tapped",
};

const AXIS_TICK = { fontSize: 11, fill: "currentColor" };

export default function InsightsTab() {
  const t = useT();
  const [period, setPeriod] = useState<`${InsightsPeriod}`>("30");
  const insights = useInsights(Number(period) as InsightsPeriod);
  const data = insights.data;

  return (
    <div className="grid gap-4 sm:gap-6" data-testid="insights">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">{t("admin.insights.title")}</h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t("admin.insights.intro")}</p>
        </div>
        <FilterPills options={PERIODS.map((p) => ({ key: p.key, label: t(p.label) }))} value={period} onChange={setPeriod} label={t("admin.insights.period")} />
      </div>

      {insights.isError ? (
        <LoadError message={t("admin.insights.loadFailed")} onRetry={() => insights.refetch()} />
      ) : !data ? (
        <div className="grid gap-4" aria-busy="true" aria-label={t("admin.common.loading")}>
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <InsightsBody data={data} />
      )}
    </div>
  );
}

function InsightsBody({ data }: { data: Insights }) {
  const t = useT();
  const range = t("admin.insights.range", { from: formatDate(data.from), to: formatDate(data.to) });
  return (
    <>
      <section aria-label={t("admin.insights.totals")} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Figure label={t("admin.insights.visitors")} value={formatCount(data.visitors)} detail={range} testId="insights-visitors" />
        <Figure label={t("admin.insights.views")} value={formatCount(data.views)} detail={range} testId="insights-views" />
        <Figure
          label={t("admin.insights.installRate")}
          value={data.install.rate === null ? "–" : formatPercent(data.install.rate)}
          detail={t("admin.insights.installDetail", { accepted: data.install.accepted, shown: data.install.shown })}
          testId="insights-install"
        />
        <Figure
          label={t("admin.insights.pushRate")}
          value={data.push.rate === null ? "–" : formatPercent(data.push.rate)}
          detail={t("admin.insights.pushDetail", { subscribed: data.push.subscribed, members: data.push.members })}
          testId="insights-push"
        />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>{t("admin.insights.visitsTitle")}</CardTitle>
          <CardDescription>{t("admin.insights.visitsText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <VisitsChart data={data} />
        </CardContent>
      </Card>

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("admin.insights.topPages")}</CardTitle>
            <CardDescription>{range}</CardDescription>
          </CardHeader>
          <CardContent>
            <TopPages pages={data.topPages} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("admin.insights.membersJoined")}</CardTitle>
            <CardDescription>{t("admin.insights.membersJoinedText")}</CardDescription>
          </CardHeader>
          <CardContent>
            <MembersJoinedChart months={data.membersJoined} />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t("admin.insights.funnels")}</CardTitle>
          <CardDescription>{t("admin.insights.funnelsText")}</CardDescription>
        </CardHeader>
        <CardContent>
          {data.funnels.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("admin.insights.noFunnels")}</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" data-testid="insights-funnels">
              {data.funnels.map((f) => (
                <FunnelCard key={f.eventId} funnel={f} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("admin.insights.events")}</CardTitle>
          <CardDescription>{range}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="insights-events">
            {data.events.map((e) => (
              <div key={e.category} className="flex items-baseline justify-between gap-3 border-b border-border py-2">
                <dt className="text-sm text-muted-foreground">{t(CATEGORY_LABELS[e.category])}</dt>
                <dd className="font-semibold tabular-nums" data-category={e.category}>
                  {formatCount(e.count)}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </>
  );
}

function Figure({ label, value, detail, testId }: { label: string; value: string; detail: ReactNode; testId: string }) {
  return (
    <Card className="gap-1 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
      <p className="text-xs text-muted-foreground">{detail}</p>
    </Card>
  );
}

/** A chart with its summary as its accessible name. */
function ChartFrame({ summary, height, children }: { summary: string; height: string; children: ReactNode }) {
  return (
    <figure className="text-primary">
      <div className={`${height} w-full`} role="img" aria-label={summary}>
        {children}
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}

function VisitsChart({ data }: { data: Insights }) {
  const t = useT();
  const visitors = t("admin.insights.visitors");
  const views = t("admin.insights.views");
  const summary = t("admin.insights.visitsSummary", { visitors: data.visitors, views: data.views, days: data.days });
  return (
    <ChartFrame summary={summary} height="h-64">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data.visits} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis dataKey="date" tickFormatter={(v: string) => formatWeekDay(v)} tick={AXIS_TICK} minTickGap={28} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
          <Tooltip labelFormatter={(v) => formatDate(String(v))} formatter={(v, name) => [formatCount(Number(v)), name === "views" ? views : visitors]} />
          <Bar dataKey="visitors" name="visitors" fill="var(--color-fairway-light)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line dataKey="views" name="views" type="linear" stroke="var(--color-gold)" strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
      <p className="mt-2 flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-fairway-light" /> {visitors}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 bg-gold" /> {views}
        </span>
      </p>
    </ChartFrame>
  );
}

function TopPages({ pages }: { pages: Insights["topPages"] }) {
  const t = useT();
  if (pages.length === 0) return <p className="text-sm text-muted-foreground">{t("admin.insights.noViews")}</p>;
  const summary = t("admin.insights.topPagesSummary", { path: pages[0].path, views: pages[0].views });
  return (
    <>
      <ChartFrame summary={summary} height="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={pages} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
            <YAxis type="category" dataKey="path" width={130} tick={AXIS_TICK} tickFormatter={(p: string) => (p.length > 20 ? `${p.slice(0, 19)}…` : p)} />
            <Tooltip formatter={(v) => [formatCount(Number(v)), t("admin.insights.views")]} />
            <Bar dataKey="views" fill="var(--color-primary)" radius={[0, 3, 3, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <ol className="sr-only" data-testid="insights-top-pages">
        {pages.map((p) => (
          <li key={p.path}>
            {p.path}: {p.views}
          </li>
        ))}
      </ol>
    </>
  );
}

function MembersJoinedChart({ months }: { months: Insights["membersJoined"] }) {
  const t = useT();
  const total = months.reduce((n, m) => n + m.count, 0);
  const summary = t("admin.insights.membersJoinedSummary", { count: total, months: months.length });
  return (
    <ChartFrame summary={summary} height="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis dataKey="month" tickFormatter={(m: string) => formatMonth(m)} tick={AXIS_TICK} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
          <Tooltip labelFormatter={(m) => formatMonth(String(m))} formatter={(v) => [formatCount(Number(v)), t("admin.insights.joined")]} />
          <Bar dataKey="count" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

const STEPS = [
  { key: "views", label: "admin.insights.stepViews" },
  { key: "registerOpened", label: "admin.insights.stepOpened" },
  { key: "registered", label: "admin.insights.stepRegistered" },
  { key: "paid", label: "admin.insights.stepPaid" },
] as const satisfies readonly { key: keyof InsightsFunnel; label: MessageId }[];

function FunnelCard({ funnel }: { funnel: InsightsFunnel }) {
  const t = useT();
  const top = Math.max(1, ...STEPS.map((s) => funnel[s.key]));
  return (
    <li className="rounded-xl border border-border p-3" data-testid={`funnel-${funnel.eventId}`}>
      <p className="font-medium">{funnel.title}</p>
      <p className="mb-2 text-xs text-muted-foreground">{formatDate(funnel.date)}</p>
      <dl className="grid gap-1.5">
        {STEPS.map((s) => (
          <div key={s.key} className="grid grid-cols-[7.5rem_1fr_3rem] items-center gap-2 text-sm">
            <dt className="text-muted-foreground">{t(s.label)}</dt>
            <div className="h-2.5 rounded-full bg-muted" aria-hidden="true">
              <div className="h-full rounded-full bg-primary" style={{ width: `${(funnel[s.key] / top) * 100}%` }} />
            </div>
            <dd className="text-right font-semibold tabular-nums" data-step={s.key}>
              {formatCount(funnel[s.key])}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
