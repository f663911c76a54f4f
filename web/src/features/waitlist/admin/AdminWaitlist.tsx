// The admin's view of one event's waitlist (Registrations tab, an event
// chosen): members in order with when they joined, moved up or down one
// place at a time, or removed. The first in line takes the next free seat.
import { useT } from "@/shared/i18n/i18n";
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDateTime, formatPhone } from "@/shared/lib/format";
import { useAdminWaitlist, useMoveWaitlistEntry, useRemoveWaitlistEntry, type WaitlistEntry } from "../api/waitlist";

export function AdminWaitlist({ eventId }: { eventId: number }) {
  const t = useT();
  const list = useAdminWaitlist(eventId);
  const move = useMoveWaitlistEntry(eventId);
  const remove = useRemoveWaitlistEntry(eventId);
  const busy = move.isPending || remove.isPending;

  function fail(err: unknown) {
    toast({ title: t("admin.waitlist.failed"), description: errorMessage(err, t("admin.waitlist.failed")), variant: "destructive" });
  }
  async function onRemove(e: WaitlistEntry) {
    try {
      await remove.mutateAsync(e.id);
      toast({ title: t("admin.waitlist.removed"), description: e.memberName });
    } catch (err) {
      fail(err);
    }
  }

  const rows = list.data ?? [];
  return (
    <section aria-labelledby={`waitlist-heading-${eventId}`} className="grid gap-3 rounded-xl border border-border p-4" data-testid="admin-waitlist">
      <div>
        <h3 id={`waitlist-heading-${eventId}`} className="text-base font-semibold">
          {t("admin.waitlist.heading")}
        </h3>
        <p className="text-sm text-muted-foreground">{list.isPending
            ? t("admin.waitlist.loading")
            : list.isError
              ? t("admin.waitlist.loadFailed")
              : rows.length === 0
                ? t("admin.waitlist.empty")
                : t("admin.waitlist.summary", { count: rows.length })}</p>
      </div>
      {rows.length > 0 && (
        <ol className="grid gap-2">
          {rows.map((e, i) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 rounded-lg bg-muted/50 p-3" data-testid={`waitlist-entry-${e.id}`}>
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-label={t("admin.waitlist.position", { n: e.position })}>
                {e.position}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{e.memberName}</p>
                <p className="text-xs text-muted-foreground">
                  {t("admin.waitlist.entry", { phone: formatPhone(e.memberPhone), rate: e.guestRateType, at: formatDateTime(e.joinedAt) })}
                </p>
              </div>
              <div className="flex gap-1">
                <Button variant="outline" size="icon" className="size-11" aria-label={t("admin.waitlist.up", { name: e.memberName })} disabled={busy || i === 0}
                  onClick={() => move.mutate({ id: e.id, direction: "up" }, { onError: fail })}>
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button variant="outline" size="icon" className="size-11" aria-label={t("admin.waitlist.down", { name: e.memberName })} disabled={busy || i === rows.length - 1}
                  onClick={() => move.mutate({ id: e.id, direction: "down" }, { onError: fail })}>
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button variant="outline" size="icon" className="size-11 text-destructive" aria-label={t("admin.waitlist.remove", { name: e.memberName })} disabled={busy}
                  onClick={() => void onRemove(e)}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
