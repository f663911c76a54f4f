// The Payment Analytics card of the Payments tab (docs/features.md,
// "Payment analytics"): for the events in a range of dates, money collected
// against money outstanding, the slips awaiting review, how many days
// members take to pay, per month and per event, and the same as a
// spreadsheet. The server computes every figure (GET
// /api/admin/payments/analytics); this screen only lays them out.
import { Suspense, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "wouter";
import { BarChart3Icon, DownloadIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { Input } from "@/shared/ui/input";
import { Label } from "@/shared/ui/label";
import { Skeleton } from "@/shared/ui/skeleton";
import { LoadErrorAlert } from "@/shared/ui/admin/LoadStates";
import { downloadExport } from "@/shared/lib/exportDownload";
import { formatDate, formatMoney, formatMonth } from "@/shared/lib/format";
import { lazyNamed } from "@/shared/lib/lazy";
import { adminPaths } from "@/shared/lib/adminPaths";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { paymentAnalyticsExportUrl, usePaymentAnalytics } from "@/features/payments/api/adminPayments";
import type { PayFigures, PaymentAnalytics as Report, PaymentRange } from "@/features/payments/types";
import { moneyBar, rangeProblem } from "./paymentLogic";

const MoneyBarChart = lazyNamed(() => import("./PaymentAnalyticsCharts"), "MoneyBarChart");

const LEGEND = [
  { label: "admin.pay.collected", swatch: "bg-primary" },
  { label: "admin.pay.awaiting", swatch: "bg-highlight" },
  { label: "admin.pay.unpaid", swatch: "bg-gold" },
] as const;

export function PaymentAnalytics() {
  const t = useT();
  // "" asks for the server's default range; the inputs then show the dates it chose.
  const [range, setRange] = useState<PaymentRange>({ from: "", to: "" });
  const [draft, setDraft] = useState<PaymentRange | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const [exporting, setExporting] = useState(false);
  const q = usePaymentAnalytics(range);
  const shown = draft ?? { from: q.data?.from ?? "", to: q.data?.to ?? "" };

  function apply(e: FormEvent) {
    e.preventDefault();
    const p = rangeProblem(shown.from, shown.to);
    setProblem(p);
    if (!p) setRange(shown);
  }

  async function exportReport() {
    setExporting(true);
    try {
      await downloadExport(paymentAnalyticsExportUrl(q.data ? { from: q.data.from, to: q.data.to } : range), "payments");
    } finally {
      setExporting(false);
    }
  }

  const problemText = problem === "order" ? t("admin.pay.rangeOrder") : problem === "long" ? t("admin.pay.rangeLong") : t("admin.pay.rangeInvalid");

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <BarChart3Icon className="size-5" aria-hidden="true" />
            </span>
            <CardTitle id="pay-analytics-title">{t("admin.pay.analyticsTitle")}</CardTitle>
          </div>
          <Button variant="outline" onClick={() => void exportReport()} disabled={exporting || !q.data} aria-label={t("admin.pay.exportLabel")}>
            <DownloadIcon aria-hidden="true" />
            {t("admin.pay.export")}
          </Button>
        </div>
        <CardDescription>{t("admin.pay.analyticsIntro")}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        <form className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-end" onSubmit={apply} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="pay-from">{t("admin.pay.rangeFrom")}</Label>
            <Input
              id="pay-from"
              type="date"
              className="sm:w-44"
              value={shown.from}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => setDraft({ ...shown, from: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="pay-to">{t("admin.pay.rangeTo")}</Label>
            <Input
              id="pay-to"
              type="date"
              className="sm:w-44"
              value={shown.to}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => setDraft({ ...shown, to: e.target.value })}
            />
          </div>
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            {t("admin.pay.rangeApply")}
          </Button>
          {problem && (
            <p role="alert" className="basis-full text-sm text-destructive">
              {problemText}
            </p>
          )}
        </form>

        {q.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={t("admin.pay.analyticsLoading")}>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-60 w-full" />
          </div>
        ) : q.isError ? (
          <LoadErrorAlert message={t("admin.pay.analyticsFailed")} onRetry={q.refetch} />
        ) : (
          <ReportView report={q.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Tile({ title, value, detail, className, testId }: { title: string; value: string; detail: ReactNode; className: string; testId: string }) {
  return (
    <div className={cn("grid content-start gap-0.5 rounded-xl px-4 py-3", className)} data-testid={testId}>
      <dt className="text-xs font-medium">{title}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
      <dd className="text-xs">{detail}</dd>
    </div>
  );
}

function ReportView({ report }: { report: Report }) {
  const t = useT();
  const { totals, daysToPay: days } = report;
  const dayText = (d: number) => t("admin.pay.daysValue", { days: d });
  const monthBars = report.months.map((m) => moneyBar(formatMonth(m.month), m));
  const eventBars = report.events.map((e) => moneyBar(e.eventTitle, e));
  const monthSummary = t("admin.pay.monthChartLabel", {
    from: formatDate(report.from),
    to: formatDate(report.to),
    collected: formatMoney(totals.collected.amount),
    awaiting: formatMoney(totals.awaiting.amount),
    unpaid: formatMoney(Math.max(0, totals.outstanding.amount - totals.awaiting.amount)),
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile
          testId="pay-collected"
          className="bg-accent text-accent-foreground"
          title={t("admin.pay.collected")}
          value={formatMoney(totals.collected.amount)}
          detail={t("admin.pay.paidRegistrations", { count: totals.collected.count })}
        />
        <Tile
          testId="pay-outstanding"
          className="bg-sand text-sand-foreground"
          title={t("admin.pay.outstanding")}
          value={formatMoney(totals.outstanding.amount)}
          detail={t("admin.pay.unpaidRegistrations", { count: totals.outstanding.count })}
        />
        <Tile
          testId="pay-awaiting"
          className="bg-card text-foreground ring-1 ring-border"
          title={t("admin.pay.awaitingTitle")}
          value={String(totals.awaiting.count)}
          detail={
            <Link href={adminPaths.paymentReferencesFilterLink("awaiting")} className="tap-inline relative underline underline-offset-2">
              {t("admin.pay.awaitingAmount", { amount: formatMoney(totals.awaiting.amount) })}
            </Link>
          }
        />
        <Tile
          testId="pay-days"
          className="bg-muted text-foreground"
          title={t("admin.pay.daysTitle")}
          value={days.average === null ? "–" : dayText(days.average)}
          detail={
            days.median === null
              ? t("admin.pay.daysNone")
              : t("admin.pay.daysDetail", { median: dayText(days.median), count: days.measured })
          }
        />
      </dl>
      {(totals.unpriced > 0 || days.noSlipTime > 0) && (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {totals.unpriced > 0 && <li>{t("admin.pay.unpricedNote", { count: totals.unpriced })}</li>}
          {days.noSlipTime > 0 && <li>{t("admin.pay.daysNoSlip", { count: days.noSlipTime })}</li>}
        </ul>
      )}

      <ul className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground" aria-hidden="true">
        {LEGEND.map((l) => (
          <li key={l.label} className="inline-flex items-center gap-1.5">
            <span className={cn("size-3 rounded-sm", l.swatch)} /> {t(l.label)}
          </li>
        ))}
      </ul>

      <section className="grid grid-cols-1 gap-3" aria-labelledby="pay-by-month">
        <h3 id="pay-by-month" className="text-sm font-semibold">
          {t("admin.pay.byMonth")}
        </h3>
        <Suspense fallback={<Skeleton className="h-60 w-full" aria-label={t("admin.pay.chartLoading")} />}>
          <MoneyBarChart bars={monthBars} summary={monthSummary} layout="months" />
        </Suspense>
        <details className="rounded-xl border border-border">
          <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 text-sm font-medium select-none hover:bg-muted/50">
            {t("admin.pay.showMonths")}
          </summary>
          <FiguresTable
            caption={t("admin.pay.monthTableCaption")}
            head={[t("admin.pay.colMonth")]}
            rows={report.months.map((m) => ({ key: m.month, cells: [formatMonth(m.month)], figures: m }))}
          />
        </details>
      </section>

      <section className="grid grid-cols-1 gap-3" aria-labelledby="pay-by-event">
        <h3 id="pay-by-event" className="text-sm font-semibold">
          {t("admin.pay.byEvent")}
        </h3>
        {report.events.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t("admin.pay.noEvents")}</p>
        ) : (
          <>
            <Suspense fallback={<Skeleton className="h-40 w-full" aria-label={t("admin.pay.chartLoading")} />}>
              <MoneyBarChart bars={eventBars} summary={t("admin.pay.eventChartLabel", { count: report.events.length })} layout="events" />
            </Suspense>
            <div className="rounded-xl border border-border">
              <FiguresTable
                caption={t("admin.pay.eventTableCaption")}
                head={[t("admin.pay.colEvent"), t("admin.pay.colDate")]}
                rows={report.events.map((e) => ({ key: String(e.eventId), cells: [e.eventTitle, formatDate(e.eventDate)], figures: e }))}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/** Rows of collected, outstanding and awaiting review, count and RM, after the row's own cells. */
function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: { key: string; cells: string[]; figures: PayFigures }[] }) {
  const t = useT();
  const money = (n: number, amount: number) => (
    <>
      <span className="block font-medium whitespace-nowrap">{formatMoney(amount)}</span>
      <span className="block text-xs text-muted-foreground">{t("admin.pay.registrations", { count: n })}</span>
    </>
  );
  const parts = (f: PayFigures) =>
    [
      [t("admin.pay.collected"), f.collected],
      [t("admin.pay.outstanding"), f.outstanding],
      [t("admin.pay.awaiting"), f.awaiting],
    ] as const;
  return (
    <>
      {/* A phone lists the rows as blocks: five columns do not fit its width. */}
      <ul className="grid divide-y divide-border sm:hidden" aria-label={caption}>
        {rows.map((r) => (
          <li key={r.key} className="grid gap-2 px-3 py-3" data-testid={`pay-item-${r.key}`}>
            <p className="text-sm font-medium break-words">
              {r.cells[0]}
              {r.cells[1] && <span className="ml-2 font-normal text-muted-foreground">{r.cells[1]}</span>}
            </p>
            <dl className="grid grid-cols-3 gap-2 text-xs tabular-nums">
              {parts(r.figures).map(([label, sum]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{money(sum.count, sum.amount)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t("admin.pay.collected")}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t("admin.pay.outstanding")}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t("admin.pay.awaiting")}</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((r) => (
              <tr key={r.key} className="border-t border-border" data-testid={`pay-row-${r.key}`}>
                <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                  {r.cells[0]}
                </th>
                {r.cells.slice(1).map((c) => (
                  <td key={c} className="px-3 py-2 whitespace-nowrap">
                    {c}
                  </td>
                ))}
                <td className="px-3 py-2 text-right">{money(r.figures.collected.count, r.figures.collected.amount)}</td>
                <td className="px-3 py-2 text-right">{money(r.figures.outstanding.count, r.figures.outstanding.amount)}</td>
                <td className="px-3 py-2 text-right">{money(r.figures.awaiting.count, r.figures.awaiting.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
