// The contact inbox's columns (table and phone card): unread ones bold with
// a dot, newest first.
import { formatDateTime } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";
import type { ContactMessage } from "@/features/content/types";
import type { AdminColumn } from "@/shared/ui/admin/table/AdminTable";
import { t } from "@/shared/i18n/i18n";

export function sortMessages(list: ContactMessage[]): ContactMessage[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The columns, with their headers in the language in use (built at render). */
export const messageColumns = (): AdminColumn<ContactMessage>[] => [
  {
    id: "from",
    header: t("admin.msg.colFrom"),
    className: "whitespace-nowrap",
    cell: (m) => (
      <span className="inline-flex items-center gap-2.5">
        <span className={cn("size-2.5 shrink-0 rounded-full", m.isRead ? "bg-transparent" : "bg-primary")} aria-hidden="true" />
        <span className={m.isRead ? "font-normal" : "font-semibold"}>
          {m.firstName} {m.lastName}
          {!m.isRead && <span className="sr-only"> {t("admin.msg.unreadSr")}</span>}
        </span>
      </span>
    ),
    card: "title",
  },
  {
    id: "subject",
    header: t("admin.msg.colSubject"),
    className: "whitespace-nowrap",
    cell: (m) => <span className={m.isRead ? "text-muted-foreground" : "font-semibold text-foreground"}>{m.subject}</span>,
    card: "subtitle",
  },
  {
    id: "message",
    header: t("admin.msg.colMessage"),
    className: "max-w-[22rem]",
    cell: (m) => <span className="line-clamp-1 text-muted-foreground">{m.message}</span>,
    card: "footer",
    cardCell: (m) => <p className="line-clamp-2 text-sm text-muted-foreground">{m.message}</p>,
  },
  {
    id: "received",
    header: t("admin.msg.colReceived"),
    className: "whitespace-nowrap text-xs text-muted-foreground",
    cell: (m) => formatDateTime(m.createdAt),
    card: "aside",
    cardCell: (m) => <span className="text-xs text-muted-foreground">{formatDateTime(m.createdAt)}</span>,
  },
];
