// Flights tab: tee-time groups of tournament and social events. Filter by
// event, create/edit, manage the four positions, delete, and open the
// printable flight sheet. Phones get cards (AdminTable).
import { useT } from "@/shared/i18n/i18n";
import { useMemo, useState } from "react";
import { DownloadIcon, PlusIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { useEvents } from "@/features/events";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDate } from "@/shared/lib/format";
import type { AdminFlight } from "@/shared/lib/types";
import { useAdminFlights, useDeleteFlight } from "@/features/flights/api/adminFlights";
import { ConfirmDelete } from "@/shared/ui/admin/ConfirmDelete";
import { ALL_EVENTS, EventFilterSelect } from "@/features/events/admin";
import { FlightFormDialog } from "@/features/flights/admin/FlightFormDialog";
import { ManageFlightDialog } from "@/features/flights/admin/ManageFlightDialog";
import { flightActions, flightColumns } from "@/features/flights/admin/flightColumns";
import { flightStatus, isFlightEvent } from "@/features/flights/admin/flightLogic";
import { AdminTable } from "@/shared/ui/admin/table/AdminTable";
import { AdminTableToolbar } from "@/shared/ui/admin/table/AdminTableToolbar";
import { downloadExport } from "@/shared/lib/exportDownload";
import { ShareButton, flightSheetShare } from "@/features/sharing";

const ALL = ALL_EVENTS;

export default function FlightsTab() {
  const t = useT();
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
      toast({ title: t("admin.flights.deleted"), description: t("admin.flights.deletedText", { n: f.flightNumber, title: f.eventTitle }) });
      return true;
    } catch (err) {
      toast({ title: t("admin.flights.deleteFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });
      return false;
    }
  }

  const on = { manage: (f: AdminFlight) => setManagingId(f.id), edit: openForm, remove: setToDelete };

  return (
    <section aria-labelledby="flights-heading" className="grid gap-4">
      <AdminTableToolbar
        headingId="flights-heading"
        title={t("admin.flights.title")}
        summary={
          flightsQ.isSuccess
            ? t("admin.flights.summary", { count: rows.length, full: fullCount })
            : t("admin.flights.intro")
        }
        actions={
          <>
            {sheet && <ShareButton payload={sheet} label={t("admin.flights.share")} whatsAppLabel={t("admin.flights.shareWhatsApp")} />}
            <Button variant="outline" onClick={exportFlights} disabled={exporting}>
              <DownloadIcon aria-hidden="true" />
              {exporting ? t("admin.regs.exporting") : t("admin.flights.export")}
            </Button>
            <Button onClick={() => openForm(null)}>
              <PlusIcon aria-hidden="true" />
              {t("admin.flights.create")}
            </Button>
          </>
        }
      >
        <EventFilterSelect
          id="flights-event-filter"
          ariaLabel={t("admin.flights.filter")}
          value={eventFilter}
          onChange={setEventFilter}
          events={flightEvents}
          className="sm:w-full sm:max-w-md"
        />
      </AdminTableToolbar>

      {flightsQ.isPending ? (
        <SkeletonList count={3} itemClassName="h-12 w-full" label={t("admin.flights.loading")} />
      ) : flightsQ.isError ? (
        <LoadErrorAlert message={t("admin.flights.loadFailed")} onRetry={flightsQ.refetch} />
      ) : rows.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          {flights.length === 0 ? t("admin.flights.none") : t("admin.flights.noneForEvent")}
          {/* Named apart from the header's "Create Flight" so each control has a unique name. */}
          <Button variant="outline" size="sm" onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" />
            {t("admin.flights.createFirst")}
          </Button>
        </div>
      ) : (
        <AdminTable
          label={t("admin.flights.title")}
          rows={rows}
          columns={flightColumns()}
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
        title={t("admin.flights.deleteTitle", { n: toDelete?.flightNumber ?? "" })}
        description={
          toDelete
            ? t("admin.flights.deleteText", { title: toDelete.eventTitle, date: formatDate(toDelete.eventDate), count: toDelete.currentPlayers })
            : ""
        }
        onConfirm={confirmDelete}
      />
    </section>
  );
}
