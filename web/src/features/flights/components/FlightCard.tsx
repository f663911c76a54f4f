// One flight the member plays in (Flights tab, spec 1 §2): the event, flight
// number, tee time, starting hole, notes and the four positions, the
// member's own highlighted as 'You'.
import type { ReactNode } from "react";
import { CalendarDaysIcon, ClockIcon, FlagIcon, StickyNoteIcon } from "lucide-react";
import { EventTypeBadge } from "@/features/events";
import { Card } from "@/shared/ui/card";
import { eventIsoDate } from "@/shared/lib/events";
import { formatDate, formatTime } from "@/shared/lib/format";
import type { MemberFlight } from "@/shared/lib/types";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";

/** A flight has four places, or fewer when the admin set a smaller maximum. */
export function flightPositions(f: Pick<MemberFlight, "maxPlayers" | "members">): number[] {
  const highest = f.members.reduce((m, p) => Math.max(m, p.position), 0);
  const n = Math.max(1, Math.min(4, f.maxPlayers || 4), highest);
  return Array.from({ length: n }, (_, i) => i + 1);
}

export function FlightCard({ flight }: { flight: MemberFlight }) {
  const t = useT();
  const iso = eventIsoDate(flight.eventDate);
  return (
    <Card className="overflow-hidden" data-testid="flight-card">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border bg-accent/50 px-5 py-4">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">{flight.eventTitle}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDaysIcon className="size-4" aria-hidden="true" />
            {iso ? formatDate(iso) : flight.eventDate}
            {flight.eventTime && <span aria-hidden="true">·</span>}
            {flight.eventTime}
          </p>
        </div>
        <EventTypeBadge type={flight.eventType} />
      </div>
      <div className="grid gap-4 p-5">
        <dl className="grid grid-cols-3 gap-2 text-center">
          <Fact label={t("flight.flight")} value={`#${flight.flightNumber}`} />
          <Fact label={t("flight.teeTime")} value={formatTime(flight.teeTime) || t("flight.tbc")} icon={<ClockIcon className="size-3.5" aria-hidden="true" />} />
          <Fact label={t("flight.startingHole")} value={String(flight.startingHole)} icon={<FlagIcon className="size-3.5" aria-hidden="true" />} />
        </dl>
        {flight.notes && (
          <p className="flex items-start gap-2 rounded-lg bg-sand px-3 py-2 text-sm text-sand-foreground">
            <StickyNoteIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {flight.notes}
          </p>
        )}
        <ol className="grid gap-2 sm:grid-cols-2" aria-label={t("flight.players", { n: flight.flightNumber })}>
          {flightPositions(flight).map((pos) => {
            const p = flight.members.find((m) => m.position === pos);
            return (
              <li
                key={pos}
                data-mine={p?.isMine || undefined}
                className={cn(
                  "flex items-center gap-3 rounded-xl border px-3 py-2",
                  p?.isMine ? "border-primary/40 bg-accent" : "border-border",
                  !p && "border-dashed",
                )}
              >
                <span
                  className={cn(
                    "flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                    p?.isMine ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
                  )}
                  aria-label={t("flight.position", { n: pos })}
                >
                  {pos}
                </span>
                <span className={cn("min-w-0 flex-1 truncate text-sm", p ? "font-medium" : "text-muted-foreground italic")}>
                  {p ? p.memberName : t("flight.open")}
                </span>
                {p?.isMine && (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground">{t("reg.you")}</span>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </Card>
  );
}

function Fact({ label, value, icon }: { label: string; value: string; icon?: ReactNode }) {
  return (
    <div className="rounded-xl bg-muted/60 px-2 py-2.5">
      <dt className="text-xs font-medium whitespace-nowrap text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 inline-flex items-center gap-1 font-semibold">
        {icon}
        {value}
      </dd>
    </div>
  );
}
