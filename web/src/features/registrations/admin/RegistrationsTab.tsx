// Registrations tab: every registration with filters by event and member
// name, the 'Mark as Paid' checkbox, delete and spreadsheet exports.
// Phones get cards (AdminTable).
import { useLocale, useT } from "@/shared/i18n/i18n";
import { useMemo, useState } from "react";
import { DownloadIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { Label } from "@/shared/ui/label";
import { toast } from "@/shared/ui/use-toast";
import { useEvents } from "@/features/events";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDate } from "@/shared/lib/format";
import type { AdminRegistration } from "@/features/registrations/types";
import { ConfirmDelete } from "@/shared/ui/admin/ConfirmDelete";
import { ALL_EVENTS, EventFilterSelect } from "@/features/events/admin";
import { downloadExport } from "@/shared/lib/exportDownload";
import { registrationColumns } from "@/features/registrations/admin/registrationColumns";
import { AdminTable, type RowAction } from "@/shared/ui/admin/table/AdminTable";
import { AdminTableToolbar, SearchField } from "@/shared/ui/admin/table/AdminTableToolbar";
import {
  filterRegistrations,
  useAdminRegistrations,
  useDeleteRegistration,
  useSetPaymentStatus,
} from "@/features/registrations/api/adminRegistrations";
import { AdminWaitlist } from "@/features/waitlist/admin";
import { refreshAdminWaitlist } from "@/features/waitlist";
import { useQueryClient } from "@tanstack/react-query";

const ALL = ALL_EVENTS;

export default function RegistrationsTab() {
  const t = useT();
  const locale = useLocale();
  const regs = useAdminRegistrations();
  const events = useEvents();
  const [eventFilter, setEventFilter] = useState<string>(ALL);
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<AdminRegistration | null>(null);
  const [exporting, setExporting] = useState<"" | "all" | "event">("");

  const setPaid = useSetPaymentStatus({
    onError: (err) =>
      toast({
        title: t("admin.regs.updateFailed"),
        description: errorMessage(err, t("admin.regs.updateFailedText")),
        variant: "destructive",
      }),
  });
  const del = useDeleteRegistration();
  const qc = useQueryClient();
  const { mutate: markPaid } = setPaid;
  // Rebuilt on a language switch: the headers are translated there.
  const columns = useMemo(() => registrationColumns((r, isPaid) => markPaid({ id: r.id, isPaid }), locale), [markPaid, locale]);

  const eventOptions = useMemo(
    () => [...(events.data ?? [])].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)),
    [events.data],
  );
  const selectedEventId = eventFilter === ALL ? "all" : Number(eventFilter);
  const rows = useMemo(
    () => filterRegistrations(regs.data ?? [], selectedEventId, search),
    [regs.data, selectedEventId, search],
  );
  const selectedEvent = eventOptions.find((e) => e.id === selectedEventId);

  async function runExport(kind: "all" | "event") {
    setExporting(kind);
    try {
      if (kind === "all") await downloadExport("/api/export/registrations/excel", "registrations");
      else await downloadExport(`/api/export/events/${selectedEventId}/registrations/excel`, "registrations");
    } finally {
      setExporting("");
    }
  }

  async function confirmDelete(): Promise<boolean> {
    const r = toDelete;
    if (!r) return true;
    try {
      await del.mutateAsync({ eventId: r.eventId, memberPhone: r.memberPhone });
      void refreshAdminWaitlist(qc, r.eventId);
      toast({ title: t("admin.regs.deleted"), description: t("admin.regs.deletedText", { name: r.memberName, title: r.eventTitle }) });
      return true;
    } catch (err) {
      toast({
        title: t("admin.regs.deleteFailed"),
        description: errorMessage(err, t("admin.regs.deleteFailedText")),
        variant: "destructive",
      });
      return false;
    }
  }

  const actions = (r: AdminRegistration): RowAction[] => [
    {
      id: "delete",
      label: t("admin.common.delete"),
      ariaLabel: t("admin.regs.deleteOf", { name: r.memberName }),
      icon: Trash2Icon,
      tone: "destructive",
      onClick: () => setToDelete(r),
    },
  ];

  const total = regs.data?.length ?? 0;
  const summary = regs.isSuccess
    ? rows.length === total
      ? t("admin.regs.count", { count: total })
      : t("admin.regs.countOf", { shown: rows.length, total })
    : t("admin.regs.intro");

  return (
    <section aria-labelledby="registrations-heading" className="grid gap-4">
      <AdminTableToolbar
        headingId="registrations-heading"
        title={t("admin.regs.title")}
        summary={summary}
        actions={
          <>
            <Button variant="outline" onClick={() => runExport("all")} disabled={exporting !== ""}>
              <DownloadIcon aria-hidden="true" />
              {exporting === "all" ? t("admin.regs.exporting") : t("admin.regs.exportAll")}
            </Button>
            {selectedEvent && (
              <Button variant="outline" onClick={() => runExport("event")} disabled={exporting !== ""}>
                <DownloadIcon aria-hidden="true" />
                {exporting === "event" ? t("admin.regs.exporting") : t("admin.regs.exportEvent")}
              </Button>
            )}
          </>
        }
      >
        <EventFilterSelect
          id="registrations-event-filter"
          ariaLabel={t("admin.common.filterByEvent")}
          value={eventFilter}
          onChange={setEventFilter}
          events={eventOptions}
          className="sm:flex-1"
        />
        <div className="grid gap-2 sm:flex-1">
          <Label htmlFor="registrations-search">{t("admin.regs.colMember")}</Label>
          <SearchField
            id="registrations-search"
            label={t("admin.regs.search")}
            placeholder={t("admin.regs.search")}
            value={search}
            onChange={setSearch}
          />
        </div>
      </AdminTableToolbar>

      {regs.isPending ? (
        <SkeletonList count={4} itemClassName="h-12 w-full" label={t("admin.regs.loading")} />
      ) : regs.isError ? (
        <LoadErrorAlert message={t("admin.regs.loadFailed")} onRetry={regs.refetch} />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          {total === 0 ? t("admin.regs.none") : t("admin.regs.noMatch")}
        </p>
      ) : (
        <AdminTable
          label={t("admin.regs.title")}
          rows={rows}
          columns={columns}
          rowKey={(r) => r.id}
          actions={actions}
          rowTestId={(r) => `registration-${r.id}`}
        />
      )}

      {selectedEvent && <AdminWaitlist eventId={selectedEvent.id} />}

      <ConfirmDelete
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={t("admin.regs.deleteTitle")}
        description={
          toDelete
            ? t("admin.regs.deleteText", { name: toDelete.memberName, title: toDelete.eventTitle, date: formatDate(toDelete.eventDate) })
            : ""
        }
        onConfirm={confirmDelete}
      />
    </section>
  );
}
