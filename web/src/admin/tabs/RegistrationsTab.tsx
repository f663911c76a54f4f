// Registrations tab: every registration with filters by event and member
// name, the 'Mark as Paid' checkbox, delete and spreadsheet exports.
import { useMemo, useState } from "react";
import { DownloadIcon, FileTextIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/admin/components/LoadStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useEvents } from "@/features/events/api/events";
import { useIsMobile } from "@/hooks/useIsMobile";
import { errorMessage } from "@/lib/api";
import { formatDate, formatMoney } from "@/lib/format";
import type { AdminRegistration } from "@/admin/types";
import { ConfirmDelete } from "@/admin/components/ConfirmDelete";
import { ALL_EVENTS, EventFilterSelect } from "@/admin/components/EventFilterSelect";
import { downloadExport } from "@/admin/components/download";
import { paymentFileHref } from "@/admin/components/payments/paymentLogic";
import { useSetPaymentStatus } from "@/features/payments/api/adminPayments";
import {
  filterRegistrations,
  useAdminRegistrations,
  useDeleteRegistration,
} from "@/features/registrations/api/adminRegistrations";

const ALL = ALL_EVENTS;

function priceText(r: AdminRegistration): string {
  return r.price != null ? formatMoney(r.price) : "Contact for rate";
}

function SlipLink({ r }: { r: AdminRegistration }) {
  const href = paymentFileHref(r.paymentReferenceFileUrl);
  if (!href) return <span className="text-muted-foreground">No slip</span>;
  const name = r.paymentReferenceFileName || "Payment slip";
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-[14rem] items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
      title={name}
      aria-label={`Open payment slip ${name} of ${r.memberName} (opens in a new tab)`}
    >
      <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{name}</span>
    </a>
  );
}

function PaidCheckbox({ r, onChange }: { r: AdminRegistration; onChange: (isPaid: boolean) => void }) {
  return (
    <Checkbox
      checked={r.isPaid}
      onCheckedChange={(v) => onChange(v === true)}
      aria-label={`Mark as Paid for ${r.memberName}`}
      data-testid={`paid-checkbox-${r.id}`}
    />
  );
}

export default function RegistrationsTab() {
  const regs = useAdminRegistrations();
  const events = useEvents();
  const isMobile = useIsMobile();
  const [eventFilter, setEventFilter] = useState<string>(ALL);
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<AdminRegistration | null>(null);
  const [exporting, setExporting] = useState<"" | "all" | "event">("");

  const setPaid = useSetPaymentStatus({
    onError: (err) =>
      toast({
        title: "Update Failed",
        description: errorMessage(err, "Could not update the payment status. Please try again."),
        variant: "destructive",
      }),
  });
  const del = useDeleteRegistration();

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
      toast({ title: "Registration deleted", description: `${r.memberName} – ${r.eventTitle}` });
      return true;
    } catch (err) {
      toast({
        title: "Delete failed",
        description: errorMessage(err, "Could not delete the registration. Please try again."),
        variant: "destructive",
      });
      return false;
    }
  }

  const total = regs.data?.length ?? 0;

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Registrations</CardTitle>
          <CardDescription>
            {regs.isSuccess
              ? rows.length === total
                ? `${total} registration${total === 1 ? "" : "s"}`
                : `${rows.length} of ${total} registrations`
              : "Event registrations and payments"}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => runExport("all")} disabled={exporting !== ""}>
            <DownloadIcon aria-hidden="true" />
            {exporting === "all" ? "Exporting…" : "Export Registrations"}
          </Button>
          {selectedEvent && (
            <Button variant="outline" onClick={() => runExport("event")} disabled={exporting !== ""}>
              <DownloadIcon aria-hidden="true" />
              {exporting === "event" ? "Exporting…" : "Export this event"}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <EventFilterSelect
            id="registrations-event-filter"
            ariaLabel="Filter by event"
            value={eventFilter}
            onChange={setEventFilter}
            events={eventOptions}
          />
          <div className="grid gap-2">
            <Label htmlFor="registrations-search">Member</Label>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="registrations-search"
                type="search"
                placeholder="Search by member name"
                aria-label="Search by member name"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="pl-9"
              />
            </div>
          </div>
        </div>

        {regs.isPending ? (
          <SkeletonList count={4} itemClassName="h-12 w-full" label="Loading registrations" />
        ) : regs.isError ? (
          <LoadErrorAlert message="Failed to load registrations" onRetry={regs.refetch} />
        ) : rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
            {total === 0 ? "No registrations yet." : "No registrations match these filters."}
          </p>
        ) : isMobile ? (
          <ul className="grid gap-3" aria-label="Registrations">
            {rows.map((r) => (
              <li key={r.id} className="grid gap-3 rounded-xl border border-border bg-card p-4" data-testid={`registration-${r.id}`}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{r.memberName}</p>
                    <p className="text-sm text-muted-foreground">{r.memberPhone}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-mt-1 -mr-2 text-destructive hover:bg-destructive/10 hover:text-destructive"
                    aria-label={`Delete registration of ${r.memberName}`}
                    onClick={() => setToDelete(r)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                  <dt className="text-muted-foreground">Event</dt>
                  <dd className="min-w-0 break-words">{r.eventTitle}</dd>
                  <dt className="text-muted-foreground">Date</dt>
                  <dd>{formatDate(r.eventDate)}</dd>
                  <dt className="text-muted-foreground">Rate</dt>
                  <dd className="min-w-0 break-words">{r.guestRateType || "—"}</dd>
                  <dt className="text-muted-foreground">Price</dt>
                  <dd className="font-medium">{priceText(r)}</dd>
                  <dt className="text-muted-foreground">Slip</dt>
                  <dd className="min-w-0">
                    <SlipLink r={r} />
                  </dd>
                </dl>
                <label className="flex min-h-11 items-center gap-3 rounded-lg bg-muted/60 px-3 text-sm font-medium">
                  <PaidCheckbox r={r} onChange={(isPaid) => setPaid.mutate({ id: r.id, isPaid })} />
                  <span aria-hidden="true">Mark as Paid</span>
                  <span className={r.isPaid ? "ml-auto text-success" : "ml-auto text-muted-foreground"} aria-hidden="true">
                    {r.isPaid ? "Paid" : "Unpaid"}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <div className="overflow-hidden rounded-xl border border-border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Member</TableHead>
                  <TableHead>Event</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead>Rate type</TableHead>
                  <TableHead>Price</TableHead>
                  <TableHead>Payment slip</TableHead>
                  <TableHead>Paid</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} data-testid={`registration-${r.id}`}>
                    <TableCell>
                      <div className="font-medium">{r.memberName}</div>
                      <div className="text-xs text-muted-foreground">{r.memberPhone}</div>
                    </TableCell>
                    <TableCell className="max-w-[14rem]">{r.eventTitle}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(r.eventDate)}</TableCell>
                    <TableCell className="max-w-[12rem]">{r.guestRateType || "—"}</TableCell>
                    <TableCell className="whitespace-nowrap">{priceText(r)}</TableCell>
                    <TableCell>
                      <SlipLink r={r} />
                    </TableCell>
                    <TableCell>
                      <PaidCheckbox r={r} onChange={(isPaid) => setPaid.mutate({ id: r.id, isPaid })} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                        aria-label={`Delete registration of ${r.memberName}`}
                        onClick={() => setToDelete(r)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>

      <ConfirmDelete
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Delete this registration?"
        description={
          toDelete
            ? `${toDelete.memberName} will be removed from ${toDelete.eventTitle} (${formatDate(toDelete.eventDate)}). This cannot be undone.`
            : ""
        }
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
