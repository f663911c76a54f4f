// The admin events list: its order and its columns (table and phone card).
import { t, useLocale } from "@/shared/i18n/i18n";
import { eventTypeKey } from "@/features/events/components/EventTypeBadge";
import type { ReactNode } from "react";
import { CalendarDaysIcon, ClockIcon, UsersIcon, type LucideIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { formatDate, isUpcoming } from "@/shared/lib/format";
import type { ClubEvent } from "@/shared/lib/types";
import { cn } from "@/shared/lib/utils";
import type { AdminColumn } from "@/shared/ui/admin/table/AdminTable";

/** Upcoming events soonest first, then past events most recent first. */
export function sortEventsForAdmin(events: ClubEvent[], today: string): ClubEvent[] {
  const up = events.filter((e) => isUpcoming(e.date, today)).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const past = events.filter((e) => !isUpcoming(e.date, today)).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return [...up, ...past];
}

/** The columns; `_locale` only tells a caller's useMemo to rebuild them on a language switch. */
export function eventColumns(today: string, _locale?: string): AdminColumn<ClubEvent>[] {
  return [
    {
      id: "title",
      header: t("admin.events.colTitle"),
      className: "max-w-[18rem] font-medium text-foreground",
      cell: (e) => <span className="line-clamp-2">{e.title}</span>,
      card: "title",
      cardCell: (e) => e.title,
    },
    {
      id: "date",
      header: t("admin.events.colDate"),
      className: "whitespace-nowrap",
      cell: (e) => formatDate(e.date),
      cardCell: (e) => <IconText icon={CalendarDaysIcon}>{formatDate(e.date)}</IconText>,
      card: "subtitle",
    },
    {
      id: "time",
      header: t("admin.events.colTime"),
      className: "whitespace-nowrap",
      cell: (e) => e.time,
      cardCell: (e) => <IconText icon={ClockIcon}>{e.time}</IconText>,
      card: "subtitle",
    },
    {
      id: "type",
      header: t("admin.events.colType"),
      cell: (e) => <TypeBadge type={e.type} />,
      card: "aside",
      cardCell: (e) => (
        <span className="flex flex-col items-end gap-1">
          <TypeBadge type={e.type} />
          {!isUpcoming(e.date, today) && <Badge variant="outline">{t("admin.events.past")}</Badge>}
        </span>
      ),
    },
    { id: "registered", header: t("admin.events.colRegistered"), cell: (e) => <Capacity e={e} /> },
    { id: "rates", header: t("admin.events.colRates"), className: "whitespace-nowrap", cell: rateSummary },
  ];
}

function IconText({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </span>
  );
}

function rateSummary(e: ClubEvent): string {
  const n = e.rates?.length ?? 0;
  return n === 0 ? t("admin.events.rateCountNone") : n === 1 ? t("admin.events.rateCountOne") : t("admin.events.rateCountMany", { count: n });
}

function TypeBadge({ type }: { type: string }) {
  const kind = type.toLowerCase();
  // A known type in Malay by the visitor pages' words; in English as stored.
  const key = useLocale() === "ms" ? eventTypeKey(type) : null;
  return (
    <Badge variant={kind === "tournament" ? "default" : kind === "social" ? "secondary" : "sand"} className="capitalize">
      {key ? t(key) : type}
    </Badge>
  );
}

function Capacity({ e }: { e: ClubEvent }) {
  const full = e.registered >= e.capacity;
  return (
    <span className={cn("inline-flex items-center gap-1 tabular-nums whitespace-nowrap", full && "font-semibold text-destructive")}>
      <UsersIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
      {e.registered}/{e.capacity}
      {full && <span className="sr-only"> {t("admin.events.fullSr")}</span>}
    </span>
  );
}
