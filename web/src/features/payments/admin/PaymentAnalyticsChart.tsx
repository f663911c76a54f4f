// Paid vs unpaid registrations per upcoming event as horizontal stacked
// bars (plain divs, no chart library). All bars share one scale. Each bar
// is an image with a full text description, the numbers are printed next
// to it, and a table gives the same data for anyone who prefers one.
import { formatDate, formatMoney } from "@/shared/lib/format";
import type { PaymentAnalyticsRow } from "@/features/payments/types";
import { analyticsBars } from "./paymentLogic";
import { t as translate, useT } from "@/shared/i18n/i18n";

export function barDescription(r: PaymentAnalyticsRow): string {
  return translate("admin.pay.barDescription", {
    title: r.eventTitle,
    paid: r.paidCount,
    paidAmount: formatMoney(r.paidAmount),
    unpaid: r.unpaidCount,
    unpaidAmount: formatMoney(r.unpaidAmount),
  });
}

export function PaymentAnalyticsChart({ rows }: { rows: PaymentAnalyticsRow[] }) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        {t("admin.pay.noUpcoming")}
      </p>
    );
  }
  const bars = analyticsBars(rows);
  const paidTotal = rows.reduce((s, r) => s + r.paidAmount, 0);
  const unpaidTotal = rows.reduce((s, r) => s + r.unpaidAmount, 0);
  const paidCount = rows.reduce((s, r) => s + r.paidCount, 0);
  const unpaidCount = rows.reduce((s, r) => s + r.unpaidCount, 0);

  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-accent px-4 py-3">
          <dt className="text-xs font-medium text-accent-foreground">{t("admin.pay.collected")}</dt>
          <dd className="text-xl font-bold text-accent-foreground tabular-nums">{formatMoney(paidTotal)}</dd>
          <dd className="text-xs text-accent-foreground/80">{t("admin.pay.paidRegistrations", { count: paidCount })}</dd>
        </div>
        <div className="rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
          <dt className="text-xs font-medium text-amber-900">{t("admin.pay.outstanding")}</dt>
          <dd className="text-xl font-bold text-amber-900 tabular-nums">{formatMoney(unpaidTotal)}</dd>
          <dd className="text-xs text-amber-900/80">{t("admin.pay.unpaidRegistrations", { count: unpaidCount })}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-primary" /> {t("admin.pay.paid")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-amber-300" /> {t("admin.pay.unpaid")}
        </span>
      </div>

      <ul className="grid gap-4" aria-label={t("admin.pay.chartLabel")}>
        {bars.map(({ row, total, paidPct, unpaidPct }) => (
          <li key={row.eventId} className="grid gap-1.5" data-testid={`analytics-event-${row.eventId}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <p className="min-w-0 text-sm font-semibold break-words">
                {row.eventTitle}
                <span className="ml-2 font-normal text-muted-foreground">{formatDate(row.eventDate)}</span>
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">{t("admin.pay.registrations", { count: total })}</p>
            </div>
            <div
              role="img"
              aria-label={barDescription(row)}
              className="flex h-7 w-full overflow-hidden rounded-lg bg-muted"
            >
              {total === 0 ? (
                <span className="flex items-center px-3 text-xs text-muted-foreground">{t("admin.pay.noRegistrationsYet")}</span>
              ) : (
                <>
                  {row.paidCount > 0 && (
                    <div
                      className="flex h-full min-w-7 items-center justify-center bg-primary text-xs font-bold text-primary-foreground"
                      style={{ width: `${paidPct}%` }}
                      data-testid="bar-paid"
                      aria-label={t("admin.pay.paidBar", { count: row.paidCount })}
                    >
                      {row.paidCount}
                    </div>
                  )}
                  {row.unpaidCount > 0 && (
                    <div
                      className="flex h-full min-w-7 items-center justify-center bg-amber-300 text-xs font-bold text-amber-950"
                      style={{ width: `${unpaidPct}%` }}
                      data-testid="bar-unpaid"
                      aria-label={t("admin.pay.unpaidBar", { count: row.unpaidCount })}
                    >
                      {row.unpaidCount}
                    </div>
                  )}
                </>
              )}
            </div>
            <p className="flex flex-wrap gap-x-4 text-xs tabular-nums">
              <span className="text-accent-foreground">
                {t("admin.pay.paidLine", { count: row.paidCount, amount: formatMoney(row.paidAmount) })}
              </span>
              <span className="text-amber-900">
                {t("admin.pay.unpaidLine", { count: row.unpaidCount, amount: formatMoney(row.unpaidAmount) })}
              </span>
            </p>
          </li>
        ))}
      </ul>

      <details className="group rounded-xl border border-border">
        <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium select-none hover:bg-muted/50">
          {t("admin.pay.showTable")}
        </summary>
        <div className="overflow-x-auto border-t border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("admin.pay.tableCaption")}</caption>
            <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t("admin.pay.colEvent")}</th>
                <th scope="col" className="px-3 py-2 font-semibold">{t("admin.pay.colDate")}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t("admin.pay.paid")}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t("admin.pay.unpaid")}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t("admin.pay.colPaidRm")}</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">{t("admin.pay.colUnpaidRm")}</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {rows.map((r) => (
                <tr key={r.eventId} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 text-left font-medium">{r.eventTitle}</th>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(r.eventDate)}</td>
                  <td className="px-3 py-2 text-right">{r.paidCount}</td>
                  <td className="px-3 py-2 text-right">{r.unpaidCount}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(r.paidAmount)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(r.unpaidAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
