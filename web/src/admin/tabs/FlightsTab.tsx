// Flights tab: tee-time groups of tournament and social events. Filter by
// event, create/edit, manage the four positions, delete, and open the
// printable flight sheet.
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { EyeIcon, PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/admin/components/LoadStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useEvents } from "@/features/events/api/events";
import { useIsMobile } from "@/hooks/useIsMobile";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AdminFlight } from "@/admin/types";
import { useAdminFlights, useDeleteFlight } from "@/features/flights/api/adminFlights";
import { ConfirmDelete } from "@/admin/components/ConfirmDelete";
import { ALL_EVENTS, EventFilterSelect } from "@/admin/components/EventFilterSelect";
import { FlightFormDialog } from "@/admin/components/flights/FlightFormDialog";
import { ManageFlightDialog } from "@/admin/components/flights/ManageFlightDialog";
import { flightStatus, formatTeeTime, isFlightEvent } from "@/admin/components/flights/flightLogic";
import { adminPaths } from "@/admin/paths";

const ALL = ALL_EVENTS;

function StatusBadge({ flight }: { flight: AdminFlight }) {
  const s = flightStatus(flight);
  return <Badge variant={s === "Full" ? "sand" : "success"}>{s}</Badge>;
}

function flightLabel(f: AdminFlight): string {
  return `flight ${f.flightNumber} of ${f.eventTitle}`;
}

function RowActions({
  flight,
  onManage,
  onEdit,
  onDelete,
  className,
}: {
  flight: AdminFlight;
  onManage: () => void;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-1", className)}>
      <Button size="sm" onClick={onManage} aria-label={`Manage ${flightLabel(flight)}`} data-testid={`manage-flight-${flight.id}`}>
        <UsersIcon aria-hidden="true" />
        Manage
      </Button>
      <Link
        href={adminPaths.flightSheetLink(flight.id)}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={`View ${flightLabel(flight)}`}
        title="View flight sheet"
        data-testid={`view-flight-${flight.id}`}
      >
        <EyeIcon aria-hidden="true" />
      </Link>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${flightLabel(flight)}`} title="Edit">
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={onDelete}
        aria-label={`Delete ${flightLabel(flight)}`}
        title="Delete"
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}

export default function FlightsTab() {
  const flightsQ = useAdminFlights();
  const eventsQ = useEvents();
  const isMobile = useIsMobile();
  const del = useDeleteFlight();
  const [eventFilter, setEventFilter] = useState<string>(ALL);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminFlight | null>(null);
  const [managingId, setManagingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<AdminFlight | null>(null);

  const flights = useMemo(() => flightsQ.data ?? [], [flightsQ.data]);
  const flightEvents = useMemo(
    () =>
      (eventsQ.data ?? [])
        .filter(isFlightEvent)
        .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)),
    [eventsQ.data],
  );
  const selectedEventId = eventFilter === ALL ? undefined : Number(eventFilter);
  const rows = selectedEventId === undefined ? flights : flights.filter((f) => f.eventId === selectedEventId);
  // The dialog follows the live list, so adds and removes show at once.
  const managing = managingId === null ? null : (flights.find((f) => f.id === managingId) ?? null);

  function openCreate() {
    setEditing(null);
    setFormOpen(true);
  }

  async function confirmDelete(): Promise<boolean> {
    const f = toDelete;
    if (!f) return true;
    try {
      await del.mutateAsync(f.id);
      toast({ title: "Flight deleted", description: `Flight ${f.flightNumber} of ${f.eventTitle}` });
      return true;
    } catch (err) {
      toast({ title: "Failed to delete flight", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return false;
    }
  }

  const actionsFor = (f: AdminFlight) => ({
    onManage: () => setManagingId(f.id),
    onEdit: () => {
      setEditing(f);
      setFormOpen(true);
    },
    onDelete: () => setToDelete(f),
  });

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Flights</CardTitle>
          <CardDescription>Tee-time groups of up to 4 players for tournament and social events.</CardDescription>
        </div>
        <Button onClick={openCreate}>
          <PlusIcon aria-hidden="true" />
          Create Flight
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <EventFilterSelect
          id="flights-event-filter"
          ariaLabel="Filter flights by event"
          value={eventFilter}
          onChange={setEventFilter}
          events={flightEvents}
          className="sm:max-w-md"
        />

        {flightsQ.isPending ? (
          <SkeletonList count={3} itemClassName="h-12 w-full" label="Loading flights" />
        ) : flightsQ.isError ? (
          <LoadErrorAlert message="Failed to load flights" onRetry={flightsQ.refetch} />
        ) : rows.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
            {flights.length === 0 ? "No flights yet." : "No flights for this event yet."}
            {/* Named apart from the header's "Create Flight" so each control has a unique name. */}
            <Button variant="outline" size="sm" onClick={openCreate}>
              <PlusIcon aria-hidden="true" />
              Create the first flight
            </Button>
          </div>
        ) : isMobile ? (
          <ul className="grid gap-3" aria-label="Flights">
            {rows.map((f) => (
              <li key={f.id} className="grid gap-3 rounded-xl border border-border bg-card p-4" data-testid={`flight-row-${f.id}`}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">Flight {f.flightNumber}</p>
                    <p className="text-sm break-words text-muted-foreground">
                      {f.eventTitle} · {formatDate(f.eventDate)}
                    </p>
                  </div>
                  <StatusBadge flight={f} />
                </div>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted-foreground">Tee time</dt>
                    <dd className="font-medium">{formatTeeTime(f.teeTime)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Hole</dt>
                    <dd className="font-medium">{f.startingHole}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Players</dt>
                    <dd className="font-medium">
                      {f.currentPlayers}/{f.maxPlayers}
                    </dd>
                  </div>
                </dl>
                <RowActions flight={f} {...actionsFor(f)} className="justify-end border-t border-border pt-2" />
              </li>
            ))}
          </ul>
        ) : (
          <div className="overflow-hidden rounded-xl border border-border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Event</TableHead>
                  <TableHead>Flight</TableHead>
                  <TableHead>Tee time</TableHead>
                  <TableHead>Starting hole</TableHead>
                  <TableHead>Players</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((f) => (
                  <TableRow key={f.id} data-testid={`flight-row-${f.id}`}>
                    <TableCell className="max-w-[16rem]">
                      <div className="font-medium">{f.eventTitle}</div>
                      <div className="text-xs text-muted-foreground">{formatDate(f.eventDate)}</div>
                    </TableCell>
                    <TableCell className="font-semibold">{f.flightNumber}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatTeeTime(f.teeTime)}</TableCell>
                    <TableCell>{f.startingHole}</TableCell>
                    <TableCell>
                      {f.currentPlayers}/{f.maxPlayers}
                    </TableCell>
                    <TableCell>
                      <StatusBadge flight={f} />
                    </TableCell>
                    <TableCell>
                      <RowActions flight={f} {...actionsFor(f)} className="flex-nowrap justify-end" />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>

      <FlightFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        flight={editing}
        events={flightEvents}
        flights={flights}
        defaultEventId={selectedEventId}
      />
      <ManageFlightDialog flight={managing} onOpenChange={(o) => !o && setManagingId(null)} />

      <ConfirmDelete
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={`Delete flight ${toDelete?.flightNumber ?? ""}?`}
        description={
          toDelete
            ? `The flight of ${toDelete.eventTitle} (${formatDate(toDelete.eventDate)}) and its ${toDelete.currentPlayers} player place${toDelete.currentPlayers === 1 ? "" : "s"} will be removed. The registrations stay.`
            : ""
        }
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
