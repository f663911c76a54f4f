// The event summary at the top of the registration dialog: type, whether
// the member is registered, date, time and how many places are taken.
import { type ReactNode } from "react";
import { CalendarDaysIcon, ClockIcon, UsersIcon } from "lucide-react";
import { EventTypeBadge } from "@/features/events/components/EventTypeBadge";
import { eventIsoDate, isEventFull } from "@/lib/events";
import { formatDate } from "@/lib/format";
import type { ClubEvent } from "@/lib/types";

export function RegistrationEventSummary({ event, isRegistered }: { event: ClubEvent; isRegistered: boolean }) {
  const iso = eventIsoDate(event.date);
  return (
    <section aria-label="Event summary" className="rounded-2xl bg-muted/60 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <EventTypeBadge type={event.type} />
        {isRegistered && (
          <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success-soft-foreground">Registered</span>
        )}
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <SummaryItem icon={<CalendarDaysIcon />} label="Date">
          {iso ? formatDate(iso) : event.date}
        </SummaryItem>
        <SummaryItem icon={<ClockIcon />} label="Time">
          {event.time || "To be confirmed"}
        </SummaryItem>
        <SummaryItem icon={<UsersIcon />} label="Registered">
          <span data-testid="dialog-registered">
            {event.registered}/{event.capacity} registered
          </span>
          {isEventFull(event) && <span className="ml-1.5 text-xs font-semibold text-destructive">Full</span>}
        </SummaryItem>
      </dl>
    </section>
  );
}

function SummaryItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <span className="text-primary [&>svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
