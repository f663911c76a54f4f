// The event summary at the top of the registration dialog: type, whether
// the member is registered, date, time and how many places are taken.
import { type ReactNode } from "react";
import { CalendarDaysIcon, ClockIcon, UsersIcon } from "lucide-react";
import { EventTypeBadge } from "@/features/events";
import { eventIsoDate, isEventFull } from "@/shared/lib/events";
import { formatDate } from "@/shared/lib/format";
import type { ClubEvent } from "@/shared/lib/types";
import { useT } from "@/shared/i18n/i18n";

export function RegistrationEventSummary({ event, isRegistered }: { event: ClubEvent; isRegistered: boolean }) {
  const t = useT();
  const iso = eventIsoDate(event.date);
  return (
    <section aria-label={t("reg.summary")} className="rounded-2xl bg-muted/60 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <EventTypeBadge type={event.type} />
        {isRegistered && (
          <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success-soft-foreground">{t("reg.registeredBadge")}</span>
        )}
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <SummaryItem icon={<CalendarDaysIcon />} label={t("reg.date")}>
          {iso ? formatDate(iso) : event.date}
        </SummaryItem>
        <SummaryItem icon={<ClockIcon />} label={t("reg.time")}>
          {event.time || t("reg.tbc")}
        </SummaryItem>
        <SummaryItem icon={<UsersIcon />} label={t("reg.registeredBadge")}>
          <span data-testid="dialog-registered">
            {t("reg.registeredOf", { n: event.registered, capacity: event.capacity })}
          </span>
          {isEventFull(event) && <span className="ml-1.5 text-xs font-semibold text-destructive">{t("reg.full")}</span>}
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
