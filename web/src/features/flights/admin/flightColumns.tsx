// The admin flights list's columns (table and phone card) and row actions.
import { t } from "@/shared/i18n/i18n";
import { EyeIcon, PencilIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { formatDate, formatTime } from "@/shared/lib/format";
import type { AdminFlight } from "@/shared/lib/types";
import type { AdminColumn, RowAction } from "@/shared/ui/admin/table/AdminTable";
import { FLIGHT_STATUS_TEXT, flightStatus } from "./flightLogic";
import { adminPaths } from "@/shared/lib/adminPaths";

/** The columns, built at render so the headers are in the language in use. */
export const flightColumns = (): AdminColumn<AdminFlight>[] => [
  {
    id: "event",
    header: t("admin.common.event"),
    className: "max-w-[16rem]",
    cell: (f) => (
      <>
        <div className="font-medium">{f.eventTitle}</div>
        <div className="text-xs text-muted-foreground">{formatDate(f.eventDate)}</div>
      </>
    ),
    card: "subtitle",
    cardCell: (f) => `${f.eventTitle} · ${formatDate(f.eventDate)}`,
  },
  {
    id: "flight",
    header: t("admin.flights.colFlight"),
    className: "font-semibold",
    cell: (f) => f.flightNumber,
    card: "title",
    cardCell: (f) => t("admin.flights.flightN", { n: f.flightNumber }),
  },
  { id: "tee", header: t("admin.flights.colTeeTime"), className: "whitespace-nowrap", cell: (f) => formatTime(f.teeTime) },
  { id: "hole", header: t("admin.flights.colHole"), cell: (f) => f.startingHole },
  { id: "players", header: t("admin.flights.colPlayers"), cell: (f) => `${f.currentPlayers}/${f.maxPlayers}` },
  { id: "status", header: t("admin.flights.colStatus"), cell: (f) => <StatusBadge flight={f} />, card: "aside" },
];

function StatusBadge({ flight }: { flight: AdminFlight }) {
  const s = flightStatus(flight);
  return <Badge variant={s === "Full" ? "sand" : "success"}>{t(FLIGHT_STATUS_TEXT[s])}</Badge>;
}


export function flightActions(
  f: AdminFlight,
  on: { manage: (f: AdminFlight) => void; edit: (f: AdminFlight) => void; remove: (f: AdminFlight) => void },
): RowAction[] {
  return [
    {
      id: "manage",
      label: t("admin.flights.manage"),
      ariaLabel: t("admin.flights.manageOf", { n: f.flightNumber, title: f.eventTitle }),
      icon: UsersIcon,
      tone: "primary",
      onClick: () => on.manage(f),
      testId: `manage-flight-${f.id}`,
    },
    { id: "view", label: t("admin.flights.view"), ariaLabel: t("admin.flights.viewOf", { n: f.flightNumber, title: f.eventTitle }), icon: EyeIcon, href: adminPaths.flightSheetLink(f.id), testId: `view-flight-${f.id}` },
    { id: "edit", label: t("admin.common.edit"), ariaLabel: t("admin.flights.editOf", { n: f.flightNumber, title: f.eventTitle }), icon: PencilIcon, onClick: () => on.edit(f) },
    { id: "delete", label: t("admin.common.delete"), ariaLabel: t("admin.flights.deleteOf", { n: f.flightNumber, title: f.eventTitle }), icon: Trash2Icon, tone: "destructive", onClick: () => on.remove(f) },
  ];
}
