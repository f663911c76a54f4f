// The phone layout of AdminTable: a list of cards. The title column opens
// the card, subtitles sit under it, aside columns (badges) top right,
// fields as label/value rows, footers full width, then the row actions.
import type { ReactNode } from "react";
import { RowActions } from "./RowActions";
import type { AdminColumn } from "./types";
import type { AdminTableProps } from "./AdminTable";

export function AdminCardList<T>({ label, rows, columns, rowKey, actions, rowTestId, cardTestId, rowData }: AdminTableProps<T>) {
  const slot = (s: AdminColumn<T>["card"]) => columns.filter((c) => (c.card ?? "field") === s);
  const [title] = slot("title");
  const subtitles = slot("subtitle");
  const asides = slot("aside");
  const fields = slot("field");
  const footers = slot("footer");
  const render = (c: AdminColumn<T>, row: T): ReactNode => (c.cardCell ?? c.cell)(row);

  return (
    <ul className="grid gap-3" aria-label={label}>
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className="grid gap-3 rounded-2xl border border-border/80 bg-card p-4 text-card-foreground shadow-sm"
          data-testid={(cardTestId ?? rowTestId)?.(row)}
          {...rowData?.(row)}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              {title && <div className="font-semibold leading-snug break-words">{render(title, row)}</div>}
              {subtitles.map((c) => (
                <div key={c.id} className="min-w-0 text-sm break-words text-muted-foreground">
                  {render(c, row)}
                </div>
              ))}
            </div>
            {asides.length > 0 && (
              <div className="flex shrink-0 flex-col items-end gap-1">
                {asides.map((c) => (
                  <div key={c.id}>{render(c, row)}</div>
                ))}
              </div>
            )}
          </div>
          {fields.length > 0 && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {fields.map((c) => (
                <div key={c.id} className="contents">
                  <dt className="text-muted-foreground">{c.cardLabel ?? c.header}</dt>
                  <dd className="min-w-0 break-words">{render(c, row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {footers.map((c) => (
            <div key={c.id}>{render(c, row)}</div>
          ))}
          {actions && <RowActions actions={actions(row)} layout="card" />}
        </li>
      ))}
    </ul>
  );
}
