// Paid vs unpaid registrations per upcoming event as horizontal stacked
// bars (plain divs, no chart library). All bars share one scale. Each bar
// is an image with a full text description, the numbers are printed next
// to it, and a table gives the same data for anyone who prefers one.
import { formatDate, formatMoney } from "@/lib/format";
import type { PaymentAnalyticsRow } from "@/admin/types";
import { analyticsBars } from "./paymentLogic";

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function barDescription(r: PaymentAnalyticsRow): string {
  return `${r.eventTitle}: ${r.paidCount} paid (${formatMoney(r.paidAmount)}), ${r.unpaidCount} unpaid (${formatMoney(r.unpaidAmount)})`;
}

export function PaymentAnalyticsChart({ rows }: { rows: PaymentAnalyticsRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No upcoming events. Payment analytics appear here once events are scheduled.
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
          <dt className="text-xs font-medium text-accent-foreground">Collected</dt>
          <dd className="text-xl font-bold text-accent-foreground tabular-nums">{formatMoney(paidTotal)}</dd>
          <dd className="text-xs text-accent-foreground/80">{plural(paidCount, "paid registration")}</dd>
        </div>
        <div className="rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
          <dt className="text-xs font-medium text-amber-900">Outstanding</dt>
          <dd className="text-xl font-bold text-amber-900 tabular-nums">{formatMoney(unpaidTotal)}</dd>
          <dd className="text-xs text-amber-900/80">{plural(unpaidCount, "unpaid registration")}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-primary" /> Paid
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-amber-300" /> Unpaid
        </span>
      </div>

      <ul className="grid gap-4" aria-label="Paid and unpaid registrations per upcoming event">
        {bars.map(({ row, total, paidPct, unpaidPct }) => (
          <li key={row.eventId} className="grid gap-1.5" data-testid={`analytics-event-${row.eventId}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <p className="min-w-0 text-sm font-semibold break-words">
                {row.eventTitle}
                <span className="ml-2 font-normal text-muted-foreground">{formatDate(row.eventDate)}</span>
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">{plural(total, "registration")}</p>
            </div>
            <div
              role="img"
              aria-label={barDescription(row)}
              className="flex h-7 w-full overflow-hidden rounded-lg bg-muted"
            >
              {total === 0 ? (
                <span className="flex items-center px-3 text-xs text-muted-foreground">No registrations yet</span>
              ) : (
                <>
                  {row.paidCount > 0 && (
                    <div
                      className="flex h-full min-w-7 items-center justify-center bg-primary text-xs font-bold text-primary-foreground"
                      style={{ width: `${paidPct}%` }}
                      data-testid="bar-paid"
                      aria-label={`Paid: ${row.paidCount}`}
                    >
                      {row.paidCount}
                    </div>
                  )}
                  {row.unpaidCount > 0 && (
                    <div
                      className="flex h-full min-w-7 items-center justify-center bg-amber-300 text-xs font-bold text-amber-950"
                      style={{ width: `${unpaidPct}%` }}
                      data-testid="bar-unpaid"
                      aria-label={`Unpaid: ${row.unpaidCount}`}
                    >
                      {row.unpaidCount}
                    </div>
                  )}
                </>
              )}
            </div>
            <p className="flex flex-wrap gap-x-4 text-xs tabular-nums">
              <span className="text-accent-foreground">
                Paid {row.paidCount} · {formatMoney(row.paidAmount)}
              </span>
              <span className="text-amber-900">
                Unpaid {row.unpaidCount} · {formatMoney(row.unpaidAmount)}
              </span>
            </p>
          </li>
        ))}
      </ul>

      <details className="group rounded-xl border border-border">
        <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium select-none hover:bg-muted/50">
          Show as table
        </summary>
        <div className="overflow-x-auto border-t border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Payments per upcoming event</caption>
            <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Event</th>
                <th scope="col" className="px-3 py-2 font-semibold">Date</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Paid</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Unpaid</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Paid RM</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Unpaid RM</th>
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
