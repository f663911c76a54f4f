// Events (spec 2 §2): the list (upcoming first, then past), add/edit with
// the rates editor, delete with confirmation, and a per-event export of its
// registrations. Phones get cards (AdminTable).
import { useMemo, useState } from "react";
import { CalendarDaysIcon, DownloadIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState, LoadError, SkeletonList } from "@/admin/components/LoadStates";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { clubToday, formatDate, isUpcoming } from "@/lib/format";
import type { ClubEvent } from "@/lib/types";
import { ConfirmDelete } from "../components/ConfirmDelete";
import { EventFormDialog } from "../components/EventFormDialog";
import { downloadExport } from "../components/download";
import { eventColumns, sortEventsForAdmin } from "../components/events/eventColumns";
import { AdminTable, type RowAction } from "../components/table/AdminTable";
import { AdminTableToolbar, SearchField, SegmentedFilter } from "../components/table/AdminTableToolbar";
import { useDeleteEvent, useEvents } from "@/features/events/api/adminEvents";

type Show = "upcoming" | "past" | "all";
const SHOW_LABELS: Record<Show, string> = { upcoming: "Upcoming", past: "Past", all: "All" };

export default function EventsTab() {
  const events = useEvents();
  const del = useDeleteEvent();
  const today = clubToday();
  const [show, setShow] = useState<Show>("upcoming");
  const [query, setQuery] = useState("");
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ClubEvent | null>(null);
  const [deleting, setDeleting] = useState<ClubEvent | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);

  const sorted = useMemo(() => sortEventsForAdmin(events.data ?? [], today), [events.data, today]);
  const counts = useMemo(() => {
    const up = sorted.filter((e) => isUpcoming(e.date, today)).length;
    return { upcoming: up, past: sorted.length - up, all: sorted.length };
  }, [sorted, today]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return sorted.filter((e) => {
      if (show === "upcoming" && !isUpcoming(e.date, today)) return false;
      if (show === "past" && isUpcoming(e.date, today)) return false;
      return !q || e.title.toLowerCase().includes(q) || e.type.toLowerCase().includes(q);
    });
  }, [sorted, show, query, today]);
  const columns = useMemo(() => eventColumns(today), [today]);

  const openForm = (e: ClubEvent | null) => {
    setEditing(e);
    setFormOpen(true);
  };
  const exportRegs = async (e: ClubEvent) => {
    setExporting(e.id);
    try {
      await downloadExport(`/api/export/events/${e.id}/registrations/excel`, "registrations");
    } finally {
      setExporting(null);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await del.mutateAsync(deleting.id);
      toast({ title: "Event deleted", description: `${deleting.title} and its registrations and flights were removed.` });
      return true;
    } catch (err) {
      toast({ title: "Failed to delete event", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return false;
    }
  };

  const actions = (e: ClubEvent): RowAction[] => [
    { id: "edit", label: "Edit", ariaLabel: `Edit ${e.title}`, icon: PencilIcon, onClick: () => openForm(e) },
    {
      id: "export",
      label: "Export",
      busyLabel: "Preparing…",
      busy: exporting === e.id,
      ariaLabel: `Export registrations for ${e.title}`,
      icon: DownloadIcon,
      onClick: () => void exportRegs(e),
    },
    { id: "delete", label: "Delete", ariaLabel: `Delete ${e.title}`, icon: Trash2Icon, tone: "destructive", onClick: () => setDeleting(e) },
  ];

  return (
    <section aria-labelledby="events-heading" className="grid gap-4">
      <AdminTableToolbar
        headingId="events-heading"
        title="Events"
        summary={events.isLoading ? "Loading…" : `${counts.upcoming} upcoming · ${counts.past} past`}
        actions={
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" />
            Add Event
          </Button>
        }
      >
        <SearchField label="Search events" placeholder="Search by title or type" value={query} onChange={setQuery} />
        <SegmentedFilter
          label="Which events"
          value={show}
          onChange={setShow}
          options={(["upcoming", "past", "all"] as const).map((s) => ({ value: s, label: `${SHOW_LABELS[s]} (${counts[s]})` }))}
        />
      </AdminTableToolbar>

      {events.isLoading ? (
        <SkeletonList count={4} itemClassName="h-16 w-full rounded-xl" />
      ) : events.isError ? (
        <LoadError message="Failed to load events" onRetry={events.refetch} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={CalendarDaysIcon}
          title={query ? "No events match your search" : show === "past" ? "No past events" : "No upcoming events"}
        >
          {!query && show !== "past" && (
            <Button className="mt-2" onClick={() => openForm(null)}>
              <PlusIcon aria-hidden="true" />
              Add an event
            </Button>
          )}
        </EmptyState>
      ) : (
        <AdminTable
          label="Events"
          rows={shown}
          columns={columns}
          rowKey={(e) => e.id}
          actions={actions}
          rowTestId={() => "admin-event-row"}
          cardTestId={() => "admin-event-card"}
          rowClassName={(e) => (isUpcoming(e.date, today) ? undefined : "text-muted-foreground")}
        />
      )}

      <EventFormDialog open={formOpen} onOpenChange={setFormOpen} event={editing} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete event?"
        description={
          deleting ? (
            <>
              <strong className="text-foreground">{deleting.title}</strong> ({formatDate(deleting.date)}) will be removed with its{" "}
              {deleting.registered} registration(s) and its flights. This action cannot be undone.
            </>
          ) : (
            ""
          )
        }
        confirmLabel="Delete Event"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
