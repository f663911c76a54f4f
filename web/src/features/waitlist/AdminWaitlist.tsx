// The admin's view of one event's waitlist (Registrations tab, an event
// chosen): members in order with when they joined, moved up or down one
// place at a time, or removed. The first in line takes the next free seat.
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { formatDateTime, formatPhone } from "@/lib/format";
import { useAdminWaitlist, useMoveWaitlistEntry, useRemoveWaitlistEntry, type WaitlistEntry } from "./api";

// English texts of this component (moved into the catalogs at merge).
export const ADMIN_WAITLIST_TEXT = {
  heading: "Waitlist",
  summary: (n: number) => (n === 0 ? "No one is waiting." : `${n} waiting, first in line gets the next free seat.`),
  loading: "Loading waitlist…",
  loadFailed: "Failed to load the waitlist",
  joined: "Joined",
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name} from the waitlist`,
  removed: "Removed from the waitlist",
  failed: "Could not change the waitlist",
} as const;

export function AdminWaitlist({ eventId }: { eventId: number }) {
  const T = ADMIN_WAITLIST_TEXT;
  const list = useAdminWaitlist(eventId);
  const move = useMoveWaitlistEntry(eventId);
  const remove = useRemoveWaitlistEntry(eventId);
  const busy = move.isPending || remove.isPending;

  function fail(err: unknown) {
    toast({ title: T.failed, description: errorMessage(err, T.failed), variant: "destructive" });
  }
  async function onRemove(e: WaitlistEntry) {
    try {
      await remove.mutateAsync(e.id);
      toast({ title: T.removed, description: e.memberName });
    } catch (err) {
      fail(err);
    }
  }

  const rows = list.data ?? [];
  return (
    <section aria-labelledby={`waitlist-heading-${eventId}`} className="grid gap-3 rounded-xl border border-border p-4" data-testid="admin-waitlist">
      <div>
        <h3 id={`waitlist-heading-${eventId}`} className="text-base font-semibold">
          {T.heading}
        </h3>
        <p className="text-sm text-muted-foreground">{list.isPending ? T.loading : list.isError ? T.loadFailed : T.summary(rows.length)}</p>
      </div>
      {rows.length > 0 && (
        <ol className="grid gap-2">
          {rows.map((e, i) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 rounded-lg bg-muted/50 p-3" data-testid={`waitlist-entry-${e.id}`}>
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-label={`Position ${e.position}`}>
                {e.position}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{e.memberName}</p>
                <p className="text-xs text-muted-foreground">
                  {formatPhone(e.memberPhone)} · {e.guestRateType} · {T.joined} {formatDateTime(e.joinedAt)}
                </p>
              </div>
              <div className="flex gap-1">
                <Button variant="outline" size="icon" className="size-11" aria-label={T.up(e.memberName)} disabled={busy || i === 0}
                  onClick={() => move.mutate({ id: e.id, direction: "up" }, { onError: fail })}>
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button variant="outline" size="icon" className="size-11" aria-label={T.down(e.memberName)} disabled={busy || i === rows.length - 1}
                  onClick={() => move.mutate({ id: e.id, direction: "down" }, { onError: fail })}>
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button variant="outline" size="icon" className="size-11 text-destructive" aria-label={T.remove(e.memberName)} disabled={busy}
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
