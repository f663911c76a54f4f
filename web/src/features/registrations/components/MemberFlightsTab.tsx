// The Flights tab of /member (spec 1 §2): 'Your Flight Arrangements' for
// upcoming tournament and social events, soonest first, with a filter by
// event. Empty states: 'No Flight Arrangements Yet' (no flights at all) and
// 'No Upcoming Flight Events' (nothing upcoming for the chosen filter).
import { useId, useMemo, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { CalendarSearchIcon, FlagIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Label } from "@/shared/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { Skeleton } from "@/shared/ui/skeleton";
import { hasFlights, useMemberFlights, FlightCard } from "@/features/flights";
import { useMemberRegistrations } from "@/features/registrations/api/registrations";
import { eventIsoDate, compareCodeUnits } from "@/shared/lib/events";
import { clubToday, formatDate } from "@/shared/lib/format";
import type { MemberFlight, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { paths } from "@/shared/lib/paths";
import { t as translate, useT } from "@/shared/i18n/i18n";

export const ALL_EVENTS = "all";

interface EventOption {
  eventId: number;
  label: string;
  date: string;
}

const upcomingFlightEvent = (type: string, date: string, today: string) => {
  const iso = eventIsoDate(date);
  return hasFlights(type) && iso !== null && iso >= today;
};

/** The member's flights for upcoming tournament and social events, soonest first. */
export function upcomingFlights(flights: readonly MemberFlight[], today: string = clubToday()): MemberFlight[] {
  return flights
    .filter((f) => upcomingFlightEvent(f.eventType, f.eventDate, today))
    .sort(
      (a, b) =>
        compareCodeUnits(eventIsoDate(a.eventDate) ?? "", eventIsoDate(b.eventDate) ?? "") ||
        a.eventId - b.eventId ||
        a.flightNumber - b.flightNumber,
    );
}

/**
 * The events the filter offers: every upcoming tournament or social event
 * the member is registered for or has a flight in, as 'title - date'.
 */
export function flightEventOptions(
  flights: readonly MemberFlight[],
  registrations: readonly MemberRegistration[],
  today: string = clubToday(),
): EventOption[] {
  const byId = new Map<number, EventOption>();
  const add = (eventId: number, title: string, date: string, type: string) => {
    if (byId.has(eventId) || !upcomingFlightEvent(type, date, today)) return;
    const iso = eventIsoDate(date) ?? date;
    byId.set(eventId, { eventId, date: iso, label: `${title || translate("reg.unknownEvent")} - ${formatDate(iso)}` });
  };
  for (const f of flights) add(f.eventId, f.eventTitle, f.eventDate, f.eventType);
  for (const r of registrations) add(r.eventId, r.eventTitle, r.eventDate, r.eventType);
  return [...byId.values()].sort((a, b) => compareCodeUnits(a.date, b.date) || a.eventId - b.eventId);
}

export function MemberFlightsTab(_props: { member: MemberProfile }) {
  const t = useT();
  const flights = useMemberFlights();
  const registrations = useMemberRegistrations();
  const [filter, setFilter] = useState<string>(ALL_EVENTS);
  const selectId = useId();
  const today = clubToday();

  const upcoming = useMemo(() => upcomingFlights(flights.data ?? [], today), [flights.data, today]);
  // Not memoised: the labels (dates, fallback title) are in the language in use.
  const options = flightEventOptions(flights.data ?? [], registrations.data ?? [], today);
  const shown = filter === ALL_EVENTS ? upcoming : upcoming.filter((f) => String(f.eventId) === filter);

  const heading = (
    <div>
      <h2 className="text-lg font-semibold tracking-tight">{t("flight.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("flight.lead")}</p>
    </div>
  );

  if (flights.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t("flight.loadingYours")}>
        {heading}
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (flights.isError) {
    return (
      <div className="grid gap-4">
        {heading}
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-destructive/30 bg-destructive-soft px-6 py-12 text-center">
          <TriangleAlertIcon className="size-6 text-destructive" aria-hidden="true" />
          <p className="font-semibold text-destructive">{t("flight.yoursError")}</p>
          <Button variant="outline" onClick={() => void flights.refetch()}>
            {t("dash.tryAgain")}
          </Button>
        </div>
      </div>
    );
  }
  if (flights.data.length === 0) {
    return (
      <div className="grid gap-4">
        {heading}
        <Empty
          icon={<FlagIcon className="size-6" aria-hidden="true" />}
          title={t("flight.none")}
          text={t("flight.noneText")}
          action={t("reg.browseEvents")}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {heading}
        <div className="grid w-full gap-2 sm:w-80">
          <Label htmlFor={selectId}>{t("flight.filter")}</Label>
          <Select value={filter} onValueChange={setFilter}>
            <SelectTrigger id={selectId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_EVENTS}>{t("flight.allEvents")}</SelectItem>
              {options.map((o) => (
                <SelectItem key={o.eventId} value={String(o.eventId)}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {shown.length === 0 ? (
        <Empty
          icon={<CalendarSearchIcon className="size-6" aria-hidden="true" />}
          title={t("flight.noUpcoming")}
          text={filter === ALL_EVENTS ? t("flight.noUpcomingText") : t("flight.notArranged")}
          action={t("flight.findEvents")}
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {shown.map((f) => (
            <li key={f.id} className="flex [&>*]:flex-1">
              <FlightCard flight={f} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Empty({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">{icon}</span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      <Button asChild>
        <Link href={paths.events}>{action}</Link>
      </Button>
    </div>
  );
}
