// Flight arrangements of one event (registration dialog, spec 1 §2): flight
// number, tee time, starting hole, notes and players with their position;
// or the note that flights come closer to the day.
import { formatTime } from "@/shared/lib/format";
import { ClockIcon, FlagIcon } from "lucide-react";
import { Skeleton } from "@/shared/ui/skeleton";
import type { Flight } from "@/shared/lib/types";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";

/** The English of flight.notYet, for the tests that look for it. */
export const NO_FLIGHTS_TEXT = "Flight arrangements will be assigned closer to the event date.";

export function EventFlightsList({
  flights,
  isLoading,
  isError,
}: {
  flights: readonly Flight[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const t = useT();
  if (isLoading) {
    return <Skeleton className="h-24" aria-label={t("flight.loading")} />;
  }
  if (isError) {
    return <p className="rounded-xl bg-muted px-3 py-3 text-sm text-muted-foreground">{t("flight.loadError")}</p>;
  }
  if (!flights || flights.length === 0) {
    return <p className="rounded-xl bg-muted/70 px-3 py-3 text-sm text-muted-foreground">{t("flight.notYet")}</p>;
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={t("flight.flights")}>
      {[...flights]
        .sort((a, b) => a.flightNumber - b.flightNumber)
        .map((f) => (
          <li key={f.id} className="rounded-xl border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="text-sm font-semibold">{t("flight.number", { n: f.flightNumber })}</p>
              <p className="flex items-center gap-3 text-xs text-muted-foreground">
                {f.teeTime && (
                  <span className="inline-flex items-center gap-1">
                    <ClockIcon className="size-3.5" aria-hidden="true" />
                    {formatTime(f.teeTime)}
                  </span>
                )}
                <span className="inline-flex items-center gap-1">
                  <FlagIcon className="size-3.5" aria-hidden="true" />
                  {t("flight.hole", { n: f.startingHole })}
                </span>
              </p>
            </div>
            {f.notes && <p className="mt-1 text-xs text-muted-foreground italic">{f.notes}</p>}
            {f.members.length > 0 ? (
              <ol className="mt-2 grid gap-1">
                {[...f.members]
                  .sort((a, b) => a.position - b.position)
                  .map((m) => (
                    <li
                      key={m.id}
                      className={cn(
                        "flex items-center gap-2 rounded-lg px-2 py-1 text-sm",
                        m.isMine ? "bg-accent font-semibold text-accent-foreground" : "",
                      )}
                    >
                      <span className="w-5 shrink-0 text-xs font-semibold text-muted-foreground">{m.position}.</span>
                      <span className="min-w-0 flex-1 truncate">{m.memberName}</span>
                      {m.isMine && (
                        <span className="rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground">{t("reg.you")}</span>
                      )}
                    </li>
                  ))}
              </ol>
            ) : (
              <p className="mt-2 text-xs text-muted-foreground">{t("flight.noPlayers")}</p>
            )}
          </li>
        ))}
    </ul>
  );
}
