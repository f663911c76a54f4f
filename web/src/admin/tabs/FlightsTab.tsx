// Flights tab: tee-time groups of tournament and social events. Filter by
// event, create/edit, manage the four positions, delete, and open the
// printable flight sheet. Phones get cards (AdminTable).
import { useMemo, useState } from "react";
import { DownloadIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/admin/components/LoadStates";
import { toast } from "@/components/ui/use-toast";
import { useEvents } from "@/features/events/api/events";
import { errorMessage } from "@/lib/errorMessage";
import { formatDate } from "@/lib/format";
import type { AdminFlight } from "@/admin/types";
import { useAdminFlights, useDeleteFlight } from "@/features/flights/api/adminFlights";
import { ConfirmDelete } from "@/admin/components/ConfirmDelete";
import { ALL_EVENTS, EventFilterSelect } from "@/admin/components/EventFilterSelect";
import { FlightFormDialog } from "@/admin/components/flights/FlightFormDialog";
import { ManageFlightDialog } from "@/admin/components/flights/ManageFlightDialog";
import { flightActions, flightColumns } from "@/admin/components/flights/flightColumns";
import { flightStatus, isFlightEvent } from "@/admin/components/flights/flightLogic";
import { AdminTable } from "@/admin/components/table/AdminTable";
import { AdminTableToolbar } from "@/admin/components/table/AdminTableToolbar";
import { downloadExport } from "@/admin/components/download";
import { ShareButton } from "@/features/sharing/ShareButton";
import { flightSheetShare } from "@/features/sharing/share";

const ALL = ALL_EVENTS;

export default function FlightsTab() {
  const flightsQ = useAdminFlights();
  const eventsQ = useEvents();
  const del = useDeleteFlight();
  const [eventFilter, setEventFilter] = useState<string>(ALL);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminFlight | null>(null);
  const [managingId, setManagingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<AdminFlight | null>(null);
  const [exporting, setExporting] = useState(false);

  // Every flight with its players as a spreadsheet (GET
  // /api/export/flights/excel), saved without leaving the tab; a failure
  // toasts 'Failed to export flights'.
  async function exportFlights() {
    setExporting(true);
    try {
      await downloadExport("/api/export/flights/excel", "flights");
    } finally {
      setExporting(false);
    }
  }

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
  const fullCount = rows.filter((f) => flightStatus(f) === "Full").length;
  // One event's flights as a message for the players' WhatsApp group.
  const sheet = selectedEventId === undefined ? null : flightSheetShare(rows);
  // The dialog follows the live list, so adds and removes show at once.
  const managing = managingId === null ? null : (flights.find((f) => f.id === managingId) ?? null);

  function openForm(f: AdminFlight | null) {
    setEditing(f);
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

  const on = { manage: (f: AdminFlight) => setManagingId(f.id), edit: openForm, remove: setToDelete };

  return (
    <section aria-labelledby="flights-heading" className="grid gap-4">
      <AdminTableToolbar
        headingId="flights-heading"
        title="Flights"
        summary={
          flightsQ.isSuccess
            ? `${rows.length} flight${rows.length === 1 ? "" : "s"} · ${fullCount} full · tee-time groups of up to 4 players`
            : "Tee-time groups of up to 4 players for tournament and social events."
        }
        actions={
          <>
            {sheet && <ShareButton payload={sheet} label="Share flight sheet" whatsAppLabel="Share flight sheet on WhatsApp" />}
            <Button variant="outline" onClick={exportFlights} disabled={exporting}>
              <DownloadIcon aria-hidden="true" />
              {exporting ? "Exporting…" : "Export Flights"}
            </Button>
            <Button onClick={() => openForm(null)}>
              <PlusIcon aria-hidden="true" />
              Create Flight
            </Button>
          </>
        }
      >
        <EventFilterSelect
          id="flights-event-filter"
          ariaLabel="Filter flights by event"
          value={eventFilter}
          onChange={setEventFilter}
          events={flightEvents}
          className="sm:w-full sm:max-w-md"
        />
      </AdminTableToolbar>

      {flightsQ.isPending ? (
        <SkeletonList count={3} itemClassName="h-12 w-full" label="Loading flights" />
      ) : flightsQ.isError ? (
        <LoadErrorAlert message="Failed to load flights" onRetry={flightsQ.refetch} />
      ) : rows.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          {flights.length === 0 ? "No flights yet." : "No flights for this event yet."}
          {/* Named apart from the header's "Create Flight" so each control has a unique name. */}
          <Button variant="outline" size="sm" onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" />
            Create the first flight
          </Button>
        </div>
      ) : (
        <AdminTable
          label="Flights"
          rows={rows}
          columns={flightColumns}
          rowKey={(f) => f.id}
          actions={(f) => flightActions(f, on)}
          rowTestId={(f) => `flight-row-${f.id}`}
        />
      )}

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
    </section>
  );
}
