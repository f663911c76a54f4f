// Events (spec 2 §2): the list (upcoming first, then past), add/edit with
// the rates editor, delete with confirmation, and a per-event export of its
// registrations. Phones get cards.
import { useMemo, useState } from "react";
import {
  CalendarDaysIcon,
  ClockIcon,
  DownloadIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  Trash2Icon,
  UsersIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, LoadError, SkeletonList } from "@/admin/components/LoadStates";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useIsMobile } from "@/hooks/useIsMobile";
import { errorMessage } from "@/lib/api";
import { clubToday, formatDate, isUpcoming } from "@/lib/format";
import type { ClubEvent } from "@/lib/types";
import { cn } from "@/lib/utils";
import { ConfirmDelete } from "../components/ConfirmDelete";
import { EventFormDialog } from "../components/EventFormDialog";
import { downloadExport } from "../components/download";
import { useDeleteEvent, useEvents } from "@/features/events/api/adminEvents";

type Show = "upcoming" | "past" | "all";
const SHOW_LABELS: Record<Show, string> = { upcoming: "Upcoming", past: "Past", all: "All" };

/** Upcoming events soonest first, then past events most recent first. */
export function sortEventsForAdmin(events: ClubEvent[], today: string): ClubEvent[] {
  const up = events.filter((e) => isUpcoming(e.date, today)).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const past = events.filter((e) => !isUpcoming(e.date, today)).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return [...up, ...past];
}

export default function EventsTab() {
  const events = useEvents();
  const del = useDeleteEvent();
  const isMobile = useIsMobile();
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

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (e: ClubEvent) => {
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

  const actions = (e: ClubEvent, compact: boolean) => (
    <>
      <Button
        variant={compact ? "ghost" : "outline"}
        size={compact ? "icon" : "sm"}
        className={compact ? undefined : "flex-1"}
        onClick={() => openEdit(e)}
        aria-label={`Edit ${e.title}`}
      >
        <PencilIcon aria-hidden="true" />
        {!compact && "Edit"}
      </Button>
      <Button
        variant={compact ? "ghost" : "outline"}
        size={compact ? "icon" : "sm"}
        className={compact ? undefined : "flex-1"}
        onClick={() => exportRegs(e)}
        disabled={exporting === e.id}
        aria-label={`Export registrations for ${e.title}`}
        title="Export registrations"
      >
        <DownloadIcon aria-hidden="true" />
        {!compact && (exporting === e.id ? "Preparing…" : "Export")}
      </Button>
      <Button
        variant={compact ? "ghost" : "outline"}
        size={compact ? "icon" : "sm"}
        className={cn(compact ? "text-muted-foreground hover:text-destructive" : "flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive")}
        onClick={() => setDeleting(e)}
        aria-label={`Delete ${e.title}`}
      >
        <Trash2Icon aria-hidden="true" />
        {!compact && "Delete"}
      </Button>
    </>
  );

  return (
    <section aria-labelledby="events-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="events-heading" className="text-xl font-semibold">
            Events
          </h2>
          <p className="text-sm text-muted-foreground">
            {events.isLoading ? "Loading…" : `${counts.upcoming} upcoming · ${counts.past} past`}
          </p>
        </div>
        <Button onClick={openAdd} className="w-full sm:w-auto">
          <PlusIcon aria-hidden="true" />
          Add Event
        </Button>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search events"
            placeholder="Search by title or type"
            className="pl-9"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div role="radiogroup" aria-label="Which events" className="inline-flex rounded-lg bg-muted p-1">
          {(["upcoming", "past", "all"] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={show === s}
              onClick={() => setShow(s)}
              className={cn(
                "h-9 flex-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors sm:flex-none",
                show === s && "bg-card text-primary shadow-sm",
              )}
            >
              {SHOW_LABELS[s]} ({counts[s]})
            </button>
          ))}
        </div>
      </div>

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
            <Button className="mt-2" onClick={openAdd}>
              <PlusIcon aria-hidden="true" />
              Add an event
            </Button>
          )}
        </EmptyState>
      ) : isMobile ? (
        <ul className="grid gap-3" aria-label="Events">
          {shown.map((e) => (
            <li key={e.id}>
              <Card className="gap-3 p-4" data-testid="admin-event-card">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold leading-snug">{e.title}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <span className="inline-flex items-center gap-1">
                        <CalendarDaysIcon className="size-3.5" aria-hidden="true" />
                        {formatDate(e.date)}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <ClockIcon className="size-3.5" aria-hidden="true" />
                        {e.time}
                      </span>
                    </p>
                  </div>
                  <TypeBadge type={e.type} />
                </div>
                <div className="flex items-center gap-4 text-sm">
                  <Capacity e={e} />
                  <span className="text-muted-foreground">{rateSummary(e)}</span>
                  {!isUpcoming(e.date, today) && <Badge variant="outline">Past</Badge>}
                </div>
                <div className="flex gap-2 border-t border-border pt-3">{actions(e, false)}</div>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Card className="overflow-hidden">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Time</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Registered</TableHead>
                <TableHead>Rates</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((e) => (
                <TableRow key={e.id} data-testid="admin-event-row" className={cn(!isUpcoming(e.date, today) && "text-muted-foreground")}>
                  <TableCell className="max-w-[18rem] font-medium text-foreground">
                    <span className="line-clamp-2">{e.title}</span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(e.date)}</TableCell>
                  <TableCell className="whitespace-nowrap">{e.time}</TableCell>
                  <TableCell>
                    <TypeBadge type={e.type} />
                  </TableCell>
                  <TableCell>
                    <Capacity e={e} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{rateSummary(e)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">{actions(e, true)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
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

function rateSummary(e: ClubEvent): string {
  const n = e.rates?.length ?? 0;
  return n === 0 ? "No rates" : n === 1 ? "1 rate" : `${n} rates`;
}

function TypeBadge({ type }: { type: string }) {
  const t = type.toLowerCase();
  return (
    <Badge variant={t === "tournament" ? "default" : t === "social" ? "secondary" : "sand"} className="capitalize">
      {type}
    </Badge>
  );
}

function Capacity({ e }: { e: ClubEvent }) {
  const full = e.registered >= e.capacity;
  return (
    <span className={cn("inline-flex items-center gap-1 tabular-nums whitespace-nowrap", full && "font-semibold text-destructive")}>
      <UsersIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
      {e.registered}/{e.capacity}
      {full && <span className="sr-only"> (full)</span>}
    </span>
  );
}
