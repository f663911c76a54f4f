// /admin/flights/{id}: the printable flight sheet for the starter — event,
// date, tee time, starting hole and the four positions with a blank line
// for each player's handicap. Print hides the buttons and fits one A4 page.
import { useT } from "@/shared/i18n/i18n";
import { useEffect } from "react";
import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button, buttonVariants } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/skeleton";
import { useSettings, FALLBACK_SHORT_NAME } from "@/features/settings";
import { ApiError } from "@/shared/lib/api";
import { formatDate, formatDateTime, formatLongDate, formatTime, formatPhone } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";
import { useAdminFlight } from "@/features/flights/api/adminFlights";
import { useRequireAdmin } from "@/features/auth/admin";
import { FLIGHT_STATUS_TEXT, flightStatus, positionSlots } from "@/features/flights/admin/flightLogic";
import "@/features/flights/admin/flightSheet.css";
import { adminPaths } from "@/shared/lib/adminPaths";

const BACK_HREF = adminPaths.flightsTabLink;

function BackLink({ className }: { className?: string }) {
  const t = useT();
  return (
    <Link href={BACK_HREF} className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-2", className)}>
      <ArrowLeftIcon aria-hidden="true" />
      {t("admin.sheet.back")}
    </Link>
  );
}

export default function FlightSheetPage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const { ready } = useRequireAdmin();
  const flightQ = useAdminFlight(id, ready);
  const settings = useSettings();
  const clubName = settings.data?.clubName?.trim() || settings.data?.shortName?.trim() || FALLBACK_SHORT_NAME;
  const flight = flightQ.data;
  const title = flight ? t("admin.sheet.docTitle", { n: flight.flightNumber, title: flight.eventTitle }) : t("admin.sheet.title");
  useEffect(() => {
    // Also the file name Chrome suggests for "Save as PDF".
    document.title = title;
  }, [title]);

  if (!Number.isInteger(id) || id <= 0 || flightQ.isError) {
    const notFound = !Number.isInteger(id) || id <= 0 || (flightQ.error instanceof ApiError && flightQ.error.status === 404);
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        <BackLink />
        <div role="alert" className="rounded-2xl border border-border bg-card p-6">
          <h1 className="text-lg font-semibold">{notFound ? t("admin.sheet.notFound") : t("admin.sheet.loadFailed")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {notFound ? t("admin.sheet.notFoundText") : t("admin.sheet.loadFailedText")}
          </p>
          {!notFound && (
            <Button className="mt-4" variant="outline" onClick={() => flightQ.refetch()}>
              {t("admin.common.tryAgain")}
            </Button>
          )}
        </div>
      </div>
    );
  }

  if (!flight) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8" aria-busy="true" aria-label={t("admin.sheet.loading")}>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const slots = positionSlots(flight);
  const status = flightStatus(flight);
  const facts: [string, string][] = [
    [t("admin.sheet.eventDate"), flight.eventDate ? formatLongDate(flight.eventDate) : "—"],
    [t("admin.flights.colTeeTime"), formatTime(flight.teeTime)],
    [t("admin.flights.colHole"), String(flight.startingHole)],
    [t("admin.flights.number"), String(flight.flightNumber)],
  ];

  return (
    <div className="gc-flight-sheet mx-auto max-w-3xl px-4 py-6 sm:py-8 print:max-w-none print:p-0 print:text-black">
      <div className="mb-4 flex items-center justify-between gap-3 print:hidden">
        <BackLink />
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          {t("admin.sheet.print")}
        </Button>
      </div>

      <article
        className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
        aria-labelledby="flight-sheet-title"
      >
        <header className="flex items-end justify-between gap-4 border-b-2 border-primary pb-4 print:border-black">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase print:text-black">
              {t("admin.sheet.kicker", { club: clubName })}
            </p>
            <h1 id="flight-sheet-title" className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {flight.eventTitle}
            </h1>
          </div>
          <div className="shrink-0 text-right">
            <p className="text-xs font-medium text-muted-foreground uppercase print:text-black">{t("admin.flights.colFlight")}</p>
            <p className="text-4xl leading-none font-extrabold text-primary tabular-nums print:text-black">
              {flight.flightNumber}
            </p>
          </div>
        </header>

        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-muted/70 px-3 py-2.5 print:border print:border-black/40 print:bg-transparent">
              <dt className="text-xs font-medium text-muted-foreground print:text-black">{label}</dt>
              <dd className="mt-0.5 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>

        <p className="mt-3 text-sm text-muted-foreground print:text-black">
          {t("admin.sheet.players", { count: flight.maxPlayers, current: flight.currentPlayers, status: t(FLIGHT_STATUS_TEXT[status]) })}
          {flight.eventTime ? t("admin.sheet.eventStarts", { time: flight.eventTime }) : ""}
        </p>

        {flight.notes?.trim() && (
          <section className="mt-4 rounded-xl border border-sand-foreground/20 bg-sand/60 px-4 py-3 print:border-black/40 print:bg-transparent">
            <h2 className="text-xs font-semibold tracking-wide text-sand-foreground uppercase print:text-black">{t("admin.flights.notes")}</h2>
            <p className="mt-1 text-sm whitespace-pre-line">{flight.notes}</p>
          </section>
        )}

        <h2 className="sr-only">{t("admin.flights.colPlayers")}</h2>
        <div className="mt-6 overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b-2 border-foreground/70 text-left print:border-black">
                <th scope="col" className="w-12 py-2 pr-2 font-semibold">
                  {t("admin.sheet.pos")}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t("admin.sheet.player")}
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell print:table-cell">
                  {t("admin.regs.colPhone")}
                </th>
                <th scope="col" className="w-24 py-2 pr-3 font-semibold">
                  {t("admin.sheet.handicap")}
                </th>
                <th scope="col" className="w-16 py-2 font-semibold">
                  {t("admin.regs.colPaid")}
                </th>
              </tr>
            </thead>
            <tbody>
              {slots.map(({ position, member, disabled }) => (
                <tr
                  key={position}
                  className={cn("h-14 border-b border-border print:border-black/50", disabled && !member && "text-muted-foreground")}
                >
                  <td className="pr-2 text-lg font-bold tabular-nums">{position}</td>
                  <td className="py-2 pr-3 font-medium">
                    {member ? (
                      member.memberName
                    ) : disabled ? (
                      t("admin.sheet.notUsed")
                    ) : (
                      <span
                        className="block h-6 max-w-56 border-b border-dashed border-foreground/50 print:border-black"
                        aria-label={t("admin.sheet.openPosition")}
                      />
                    )}
                    {member && (
                      <span className="block text-xs font-normal text-muted-foreground tabular-nums sm:hidden print:hidden">
                        {formatPhone(member.memberPhone)}
                      </span>
                    )}
                  </td>
                  <td className="hidden pr-3 tabular-nums sm:table-cell print:table-cell">{formatPhone(member?.memberPhone)}</td>
                  <td className="pr-3">
                    {member?.handicap != null ? (
                      <span className="font-semibold tabular-nums">{member.handicap}</span>
                    ) : disabled && !member ? null : (
                      <span
                        className="block h-6 w-16 border-b border-dashed border-foreground/50 print:border-black"
                        aria-label={t("admin.sheet.handicapBlank")}
                      />
                    )}
                  </td>
                  <td>{member ? (member.isPaid ? t("admin.regs.paid") : t("admin.regs.unpaid")) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <footer className="mt-8 grid gap-6 text-xs text-muted-foreground sm:grid-cols-2 print:grid-cols-2 print:text-black">
          <div>
            <span className="block h-8 border-b border-foreground/40 print:border-black" />
            <span className="mt-1 block">{t("admin.sheet.starter")}</span>
          </div>
          <p className="self-end sm:text-right print:text-right">
            {t("admin.sheet.printed", { date: formatDate(flight.eventDate), at: formatDateTime(new Date().toISOString()) })}
          </p>
        </footer>
      </article>
    </div>
  );
}
