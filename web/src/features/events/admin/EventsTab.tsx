// Events (spec 2 §2): the list (upcoming first, then past), add/edit with
// the rates editor, delete with confirmation, and a per-event export of its
// registrations. Phones get cards (AdminTable).
import { useLocale, useT, type MessageId } from "@/shared/i18n/i18n";
import { useMemo, useState } from "react";
import { CalendarDaysIcon, DownloadIcon, FlagIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useLocation } from "wouter";
import { adminPaths } from "@/shared/lib/adminPaths";
import { Button } from "@/shared/ui/button";
import { EmptyState, LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { clubToday, formatDate, isUpcoming } from "@/shared/lib/format";
import type { ClubEvent } from "@/shared/lib/types";
import { ConfirmDelete } from "@/shared/ui/admin/ConfirmDelete";
import { EventFormDialog } from "./EventFormDialog";
import { downloadExport } from "@/shared/lib/exportDownload";
import { eventColumns, sortEventsForAdmin } from "./eventColumns";
import { AdminTable, type RowAction } from "@/shared/ui/admin/table/AdminTable";
import { AdminTableToolbar, SearchField, SegmentedFilter } from "@/shared/ui/admin/table/AdminTableToolbar";
import { useDeleteEvent, useEvents } from "@/features/events/api/adminEvents";

type Show = "upcoming" | "past" | "all";
const SHOW_LABELS: Record<Show, MessageId> = { upcoming: "admin.events.showUpcoming", past: "admin.events.showPast", all: "admin.events.showAll" };

export default function EventsTab() {
  const t = useT();
  const locale = useLocale();
  const events = useEvents();
  const del = useDeleteEvent();
  const today = clubToday();
  const [show, setShow] = useState<Show>("upcoming");
  const [query, setQuery] = useState("");
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ClubEvent | null>(null);
  const [deleting, setDeleting] = useState<ClubEvent | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);
  const [, navigate] = useLocation();

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
  // Rebuilt on a language switch: the headers are translated there.
  const columns = useMemo(() => eventColumns(today, locale), [today, locale]);

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
      toast({ title: t("admin.events.deleted"), description: t("admin.events.deletedText", { title: deleting.title }) });
      return true;
    } catch (err) {
      toast({ title: t("admin.events.deleteFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });
      return false;
    }
  };

  const actions = (e: ClubEvent): RowAction[] => [
    { id: "edit", label: t("admin.common.edit"), ariaLabel: t("admin.common.editName", { name: e.title }), icon: PencilIcon, onClick: () => openForm(e) },
    {
      id: "scoring",
      label: t("admin.events.scoring"),
      ariaLabel: t("admin.events.scoringFor", { title: e.title }),
      icon: FlagIcon,
      onClick: () => navigate(adminPaths.scoringLink(e.id)),
    },
    {
      id: "export",
      label: t("admin.events.export"),
      busyLabel: t("admin.common.preparing"),
      busy: exporting === e.id,
      ariaLabel: t("admin.events.exportFor", { title: e.title }),
      icon: DownloadIcon,
      onClick: () => void exportRegs(e),
    },
    { id: "delete", label: t("admin.common.delete"), ariaLabel: t("admin.common.deleteName", { name: e.title }), icon: Trash2Icon, tone: "destructive", onClick: () => setDeleting(e) },
  ];

  return (
    <section aria-labelledby="events-heading" className="grid gap-4">
      <AdminTableToolbar
        headingId="events-heading"
        title={t("admin.events.title")}
        summary={events.isLoading ? t("admin.common.loading") : t("admin.events.summary", { upcoming: counts.upcoming, past: counts.past })}
        actions={
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" />
            {t("admin.events.add")}
          </Button>
        }
      >
        <SearchField label={t("admin.events.search")} placeholder={t("admin.events.searchPlaceholder")} value={query} onChange={setQuery} />
        <SegmentedFilter
          label={t("admin.events.which")}
          value={show}
          onChange={setShow}
          options={(["upcoming", "past", "all"] as const).map((s) => ({ value: s, label: t(SHOW_LABELS[s], { count: counts[s] }) }))}
        />
      </AdminTableToolbar>

      {events.isLoading ? (
        <SkeletonList count={4} itemClassName="h-16 w-full rounded-xl" />
      ) : events.isError ? (
        <LoadError message={t("admin.events.loadFailed")} onRetry={events.refetch} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={CalendarDaysIcon}
          title={query ? t("admin.events.noMatch") : show === "past" ? t("admin.events.noPast") : t("admin.events.noUpcoming")}
        >
          {!query && show !== "past" && (
            <Button className="mt-2" onClick={() => openForm(null)}>
              <PlusIcon aria-hidden="true" />
              {t("admin.events.addFirst")}
            </Button>
          )}
        </EmptyState>
      ) : (
        <AdminTable
          label={t("admin.events.title")}
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
        title={t("admin.events.deleteTitle")}
        description={
          deleting ? (
            <>
              <strong className="text-foreground">{deleting.title}</strong>{" "}
              {t("admin.events.deleteText", { date: formatDate(deleting.date), count: deleting.registered })}
            </>
          ) : (
            ""
          )
        }
        confirmLabel={t("admin.events.deleteConfirm")}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
