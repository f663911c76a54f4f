// The Dashboard tab of /member (spec 1 §2 "Member dashboard"): a welcome,
// stat cards (Total, Upcoming, Past events, Member ID), the next three
// events the member is registered for, and the registrations list.
import { useDeferredValue } from "react";
import { Link } from "wouter";
import {
  ArrowRightIcon,
  CalendarCheckIcon,
  CalendarClockIcon,
  HistoryIcon,
  IdCardIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from "lucide-react";
import { EventTypeBadge } from "@/features/events";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { useMemberRegistrations } from "@/features/registrations/api/registrations";
import { usePollInterval } from "@/features/realtime";
import { clubToday } from "@/shared/lib/format";
import { greetingName } from "@/features/auth";
import type { MemberProfile } from "@/shared/lib/types";
import { RegistrationWhen, RegistrationsList, isOngoing, sortByEventDate } from "./RegistrationsList";
import { paths } from "@/shared/lib/paths";
import { useT, tCount } from "@/shared/i18n/i18n";
import { priceText } from "@/features/registrations/paymentState";

/** How many upcoming events the dashboard shows (spec 1 §9). */
export const UPCOMING_SHOWN = 3;
/** The dashboard's registrations are polled every 5 s while the live stream is down (spec 1 §9). */
export const DASHBOARD_POLL_MS = 5000;

export function DashboardTab({ member }: { member: MemberProfile }) {
  const t = useT();
  const regs = useMemberRegistrations(true, usePollInterval(DASHBOARD_POLL_MS));
  // The list is drawn as a transition when the answer comes (in slices,
  // not one long task; see MemberDashboardPage): until then, and while
  // the request is pending, the skeleton.
  const data = useDeferredValue(regs.data);
  const today = clubToday();

  if (regs.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-destructive/30 bg-destructive-soft px-6 py-12 text-center">
        <TriangleAlertIcon className="size-6 text-destructive" aria-hidden="true" />
        <p className="font-semibold text-destructive">{t("dash.loadError")}</p>
        <Button variant="outline" onClick={() => void regs.refetch()}>
          {t("dash.tryAgain")}
        </Button>
      </div>
    );
  }

  if (data === undefined) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t("dash.loading")}>
        <Skeleton className="h-24" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  const all = sortByEventDate(data);
  const upcoming = all.filter((r) => isOngoing(r, today));
  const past = all.length - upcoming.length;
  const number = member.membershipNumber?.trim();
  const greeting = greetingName(member);

  return (
    <div className="grid gap-5 sm:gap-6 [&>*]:min-w-0">
      <section className="relative overflow-hidden rounded-2xl bg-primary-dark px-5 py-5 text-white sm:px-7 sm:py-6">
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute -right-6 -bottom-8 h-32 w-72 text-white/[0.07]"
          viewBox="0 0 400 140"
          fill="currentColor"
        >
          <path d="M0 140c60-60 140-90 220-90s140 30 180 60v30z" />
          <rect x="262" y="10" width="4" height="70" rx="2" />
          <path d="M266 10l40 13-40 13z" />
        </svg>
        <div className="relative flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold tracking-tight">{t("dash.welcome", { name: greeting })}</h2>
            <p className="mt-1 text-sm text-white/80">
              {upcoming.length > 0 ? tCount("dash.upcomingCount", upcoming.length) : t("dash.noUpcomingYet")}
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link href={paths.events}>
              {t("reg.browseEvents")}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat id="total" icon={CalendarCheckIcon} label={t("dash.stat.total")} value={String(all.length)} hint={t("dash.stat.totalHint")} />
        <Stat id="upcoming" icon={CalendarClockIcon} label={t("dash.stat.upcoming")} value={String(upcoming.length)} hint={t("dash.stat.upcomingHint")} />
        <Stat id="past-events" icon={HistoryIcon} label={t("dash.stat.past")} value={String(past)} hint={t("dash.stat.pastHint")} />
        <Stat
          id="member-id"
          icon={IdCardIcon}
          label={t("dash.stat.memberId")}
          value={number || t("dash.stat.notAssigned")}
          hint={number ? t("dash.stat.memberRates") : t("dash.stat.guest")}
          small
        />
      </dl>

      <section aria-labelledby="upcoming-events" className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="upcoming-events" className="text-lg font-semibold tracking-tight">
            {t("dash.upcoming")}
          </h2>
          <Link href={paths.events} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
            {t("dash.allEvents")}
          </Link>
        </div>
        {upcoming.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border bg-card/60 px-4 py-6 text-center text-sm text-muted-foreground">
            {t("dash.noUpcoming")}{" "}
            <Link href={paths.events} className="font-semibold text-primary underline-offset-4 hover:underline">
              {t("dash.findEvent")}
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-3" data-testid="upcoming-events">
            {upcoming.slice(0, UPCOMING_SHOWN).map((r) => (
              <li key={r.id} className="flex">
                <Link
                  href={paths.events}
                  className="flex flex-1 flex-col gap-2 rounded-2xl border border-border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-accent/40"
                >
                  <span className="flex items-center justify-between gap-2">
                    {r.eventType && <EventTypeBadge type={r.eventType} />}
                    <span className="text-xs font-semibold text-primary">{priceText(r)}</span>
                  </span>
                  <span className="font-semibold leading-snug">{r.eventTitle || t("reg.unknownEvent")}</span>
                  <span className="mt-auto flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <RegistrationWhen registration={r} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <RegistrationsList registrations={all} memberName={member.name} today={today} />
    </div>
  );
}

function Stat({
  id,
  icon: Icon,
  label,
  value,
  hint,
  small = false,
}: {
  /** Names the value for tests (data-testid="stat-<id>"), whatever the language. */
  id: string;
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
  small?: boolean;
}) {
  return (
    // dt/dd must be direct children of the card (a div inside the dl), so
    // the icon is placed absolutely rather than in a row wrapper.
    <Card className="relative min-w-0 gap-1 p-4">
      <span className="absolute top-4 right-4 flex size-8 items-center justify-center rounded-lg bg-accent text-primary" aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <dt className="flex min-h-8 items-center pr-10 text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className={small ? "truncate text-lg font-bold tracking-tight" : "text-3xl font-bold tracking-tight"} data-testid={`stat-${id}`}>
        {value}
      </dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </Card>
  );
}
