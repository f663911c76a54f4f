// The one list component of the admin tabs: a table on desktop and, on a
// phone, one card per row built from the same column definitions, each
// with the row's actions. Loading, error and empty states stay with the tab
// (their texts differ per list).
import { useT } from "@/shared/i18n/i18n";
import type { Key } from "react";
import { Card } from "@/shared/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/shared/ui/table";
import { useIsMobile } from "@/shared/hooks/useIsMobile";
import { AdminCardList } from "./AdminCardList";
import { RowActions } from "./RowActions";
import type { AdminColumn, RowAction } from "./types";

export type { AdminColumn, CardSlot, RowAction } from "./types";

export interface AdminTableProps<T> {
  /** Names the table and the phone card list ("Events"). */
  label: string;
  rows: T[];
  columns: AdminColumn<T>[];
  rowKey: (row: T) => Key;
  actions?: (row: T) => RowAction[];
  /** Test id of a table row and, unless cardTestId is given, of a card. */
  rowTestId?: (row: T) => string;
  cardTestId?: (row: T) => string;
  /** Extra data-* attributes of a row and its card (e.g. data-unread). */
  rowData?: (row: T) => Record<`data-${string}`, string | undefined>;
  /** Extra classes of a table row (e.g. dim past events). */
  rowClassName?: (row: T) => string | undefined;
}

export function AdminTable<T>(props: AdminTableProps<T>) {
  const isMobile = useIsMobile();
  return isMobile ? <AdminCardList {...props} /> : <AdminDataTable {...props} />;
}

function AdminDataTable<T>({ label, rows, columns, rowKey, actions, rowTestId, rowData, rowClassName }: AdminTableProps<T>) {
  const t = useT();
  const shown = columns.filter((c) => !c.tableHidden);
  return (
    <Card className="overflow-hidden">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            {shown.map((c) => (
              <TableHead key={c.id} className={c.headClassName}>
                {c.header}
              </TableHead>
            ))}
            {actions && <TableHead className="text-right">{t("admin.table.actions")}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={rowTestId?.(row)} className={rowClassName?.(row)} {...rowData?.(row)}>
              {shown.map((c) => (
                <TableCell key={c.id} className={c.className}>
                  {c.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell className="text-right whitespace-nowrap">
                  <RowActions actions={actions(row)} layout="table" />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
