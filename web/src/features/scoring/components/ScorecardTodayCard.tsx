// On the day of a scored event, the member's dashboard leads to "My
// scorecard" for each flight the member plays in that day (the day-before
// reminder push opens the dashboard, so it leads there too).
import { Link } from "wouter";
import { ClockIcon, FlagIcon, PencilLineIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { useEvents } from "@/features/events";
import { useMemberFlights } from "@/features/flights";
import { eventIsoDate } from "@/shared/lib/events";
import { clubToday, formatTime } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import type { MemberFlight } from "@/shared/lib/types";
import { useT } from "@/shared/i18n/i18n";
import type { ScoredEvent } from "../types";

/** The member's flights of today's scored events. */
export function flightsToScore(flights: MemberFlight[], events: ScoredEvent[], today: string): MemberFlight[] {
  const scored = new Set(events.filter((e) => e.golf).map((e) => e.id));
  return flights.filter((f) => scored.has(f.eventId) && eventIsoDate(f.eventDate) === today);
}

export function ScorecardTodayCard() {
  const t = useT();
  const flights = useMemberFlights();
  const events = useEvents();
  if (!flights.data || !events.data) return null;
  const today = flightsToScore(flights.data, events.data as ScoredEvent[], clubToday());
  if (today.length === 0) return null;
  return (
    <section aria-labelledby="scorecard-today" className="grid gap-2" data-testid="scorecard-today">
      <h2 id="scorecard-today" className="sr-only">
        {t("scorecard.today")}
      </h2>
      {today.map((f) => (
        <div key={f.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-primary/30 bg-accent px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t("scorecard.today")}</p>
            <p className="font-semibold [overflow-wrap:anywhere]">{f.eventTitle}</p>
            <p className="flex items-center gap-3 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="size-3.5" aria-hidden="true" />
                {formatTime(f.teeTime) || t("flight.tbc")}
              </span>
              <span className="inline-flex items-center gap-1">
                <FlagIcon className="size-3.5" aria-hidden="true" />
                {t("scorecard.flightHole", { n: f.flightNumber, hole: f.startingHole })}
              </span>
            </p>
          </div>
          <Button asChild size="lg">
            <Link href={paths.scorecard(f.eventId)}>
              <PencilLineIcon aria-hidden="true" />
              {t("scorecard.title")}
            </Link>
          </Button>
        </div>
      ))}
    </section>
  );
}
