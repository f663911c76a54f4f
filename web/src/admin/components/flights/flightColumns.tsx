// The admin flights list's columns (table and phone card) and row actions.
import { EyeIcon, PencilIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatTime } from "@/lib/format";
import type { AdminFlight } from "@/admin/types";
import type { AdminColumn, RowAction } from "../table/AdminTable";
import {flightStatus } from "./flightLogic";
import { adminPaths } from "@/admin/paths";

export const flightColumns: AdminColumn<AdminFlight>[] = [
  {
    id: "event",
    header: "Event",
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
    header: "Flight",
    className: "font-semibold",
    cell: (f) => f.flightNumber,
    card: "title",
    cardCell: (f) => `Flight ${f.flightNumber}`,
  },
  { id: "tee", header: "Tee time", className: "whitespace-nowrap", cell: (f) => formatTime(f.teeTime) },
  { id: "hole", header: "Starting hole", cell: (f) => f.startingHole },
  { id: "players", header: "Players", cell: (f) => `${f.currentPlayers}/${f.maxPlayers}` },
  { id: "status", header: "Status", cell: (f) => <StatusBadge flight={f} />, card: "aside" },
];

function StatusBadge({ flight }: { flight: AdminFlight }) {
  const s = flightStatus(flight);
  return <Badge variant={s === "Full" ? "sand" : "success"}>{s}</Badge>;
}

function flightLabel(f: AdminFlight): string {
  return `flight ${f.flightNumber} of ${f.eventTitle}`;
}

export function flightActions(
  f: AdminFlight,
  on: { manage: (f: AdminFlight) => void; edit: (f: AdminFlight) => void; remove: (f: AdminFlight) => void },
): RowAction[] {
  return [
    {
      id: "manage",
      label: "Manage",
      ariaLabel: `Manage ${flightLabel(f)}`,
      icon: UsersIcon,
      tone: "primary",
      onClick: () => on.manage(f),
      testId: `manage-flight-${f.id}`,
    },
    { id: "view", label: "View", ariaLabel: `View ${flightLabel(f)}`, icon: EyeIcon, href: adminPaths.flightSheetLink(f.id), testId: `view-flight-${f.id}` },
    { id: "edit", label: "Edit", ariaLabel: `Edit ${flightLabel(f)}`, icon: PencilIcon, onClick: () => on.edit(f) },
    { id: "delete", label: "Delete", ariaLabel: `Delete ${flightLabel(f)}`, icon: Trash2Icon, tone: "destructive", onClick: () => on.remove(f) },
  ];
}
