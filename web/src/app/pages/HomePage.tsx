// / (spec 1 §2 "Home"): hero, the three club figures, and a look at the next
// events. Pull-to-refresh here refetches cached data (see AppShell).
import { memo, Suspense, useMemo, type ComponentType } from "react";
import { Link } from "wouter";
import {
  ArrowRightIcon,
  CalendarDaysIcon,
  ClockIcon,
  ImagesIcon,
  LayoutDashboardIcon,
  LogInIcon,
  MapIcon,
  TrophyIcon,
  UsersIcon,
  UsersRoundIcon,
  type LucideIcon,
} from "lucide-react";
import { useLoginDialog } from "@/features/auth/components/LoginDialogContext";
import { EventTypeBadge } from "@/features/events/components/EventTypeBadge";
import { HeroHills } from "@/app/pages/HeroIllustration";
import { ResponsiveImage } from "@/shared/ui/ResponsiveImage";
import { HERO_PHOTO, IMAGE_SIZES } from "@/shared/lib/images";
import { PageContainer } from "@/shared/ui/PageContainer";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { useAuth } from "@/features/auth/api/auth";
import { useEvents } from "@/features/events/api/events";
import { HOME_META, SITE_NAME, usePageMeta } from "@/features/settings/usePageMeta";
import { useSettings } from "@/features/settings/api/settings";
import { eventIsoDate, filterUpcomingEvents, isEventFull } from "@/shared/lib/events";
import type { ClubEvent } from "@/shared/lib/types";
import { paths } from "@/shared/lib/paths";
import { useT, type MessageId, tCount } from "@/shared/i18n/i18n";
import { clubToday } from "@/shared/lib/clubDate";
import { formatMonthShort } from "@/shared/lib/format";

const STATS: { value: string; label: MessageId; text: MessageId; icon: LucideIcon }[] = [
  { value: "300+", label: "home.stat.members", text: "home.stat.membersText", icon: UsersIcon },
  { value: "4+", label: "home.stat.years", text: "home.stat.yearsText", icon: CalendarDaysIcon },
  { value: "100+", label: "home.stat.events", text: "home.stat.eventsText", icon: TrophyIcon },
];

const FEATURES: { title: MessageId; text: MessageId; icon: LucideIcon }[] = [
  { title: "home.f.tournaments", text: "home.f.tournamentsText", icon: TrophyIcon },
  { title: "home.f.social", text: "home.f.socialText", icon: UsersRoundIcon },
  { title: "home.f.trips", text: "home.f.tripsText", icon: MapIcon },
];

/**
 * A part of the page React hydrates on its own. The page comes prerendered
 * (web/scripts/prerender.mjs); a Suspense boundary (nothing here suspends)
 * makes React hydrate each part in a pass and a commit of its own, yielding
 * to the browser in between, so no one task of the hydration holds the whole
 * page. The hero is not a part: its buttons hydrate with the page itself,
 * before the app tells src/boot.ts it is ready (App.tsx PageReady) and a tap
 * held until then is replayed on them; the parts hold links and text only.
 *
 * A part takes no props and is memoized, and each reads its own data: the
 * session and settings arrive while the parts are still being hydrated, and
 * a store's update is rendered synchronously, so a part the update reached
 * would be hydrated then in one long task instead of in its own slices.
 */
function part(Section: ComponentType): ComponentType {
  return memo(function Part() {
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  });
}

const StatsPart = part(Stats);
const NextEventsPart = part(NextEvents);
const WhatWeDoPart = part(WhatWeDo);

export default function HomePage() {
  usePageMeta(HOME_META);
  const t = useT();
  const { data: settings } = useSettings();
  const clubName = settings?.clubName?.trim() || SITE_NAME;

  return (
    <>
      <section className="relative isolate overflow-hidden bg-primary-dark text-white">
        <ResponsiveImage
          src={HERO_PHOTO}
          sizes={IMAGE_SIZES.hero}
          widths={[480, 960, 1600]}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full object-cover object-[center_70%]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-r from-primary-dark/95 via-primary-dark/75 to-primary-dark/30 max-lg:from-primary-dark/85 max-lg:via-primary-dark/75 max-lg:to-primary-dark/85"
        />
        <PageContainer className="grid items-center gap-10 pt-12 pb-28 sm:pt-16 lg:pt-20 lg:pb-36">
          <div className="space-y-6">
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-highlight uppercase">
              {t("home.kicker")}
            </p>
            <h1 className="text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {clubName}
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-on-dark-soft">
              {t("home.lead")}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <SignInOrDashboard />
              <Button asChild size="lg" className="bg-highlight text-highlight-foreground hover:bg-highlight-hover">
                <Link href={paths.events}>
                  <CalendarDaysIcon aria-hidden="true" />
                  {t("home.viewEvents")}
                </Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/35 bg-transparent text-white hover:bg-white/10 hover:text-white"
              >
                <Link href={paths.gallery}>
                  <ImagesIcon aria-hidden="true" />
                  {t("home.viewGallery")}
                </Link>
              </Button>
            </div>
          </div>
        </PageContainer>
        <HeroHills className="absolute inset-x-0 bottom-0 h-16 w-full sm:h-24" />
      </section>

      <StatsPart />
      <NextEventsPart />
      <WhatWeDoPart />
    </>
  );
}

function Stats() {
  const t = useT();
  return (
    <PageContainer className="relative z-10 -mt-16 sm:-mt-20">
      <ul className="grid gap-4 sm:grid-cols-3 sm:gap-6" aria-label={t("home.numbers")}>
        {STATS.map((s) => (
          <li key={s.label}>
            <Card className="h-full flex-row items-start gap-4 p-5 sm:flex-col sm:p-6">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                <s.icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <p className="text-3xl font-extrabold tracking-tight text-primary-dark">{s.value}</p>
                <p className="font-semibold text-foreground">{t(s.label)}</p>
                <p className="mt-1 text-sm text-muted-foreground">{t(s.text)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}

/**
 * The hero's first button: the dashboard for a member, sign-in for anyone
 * else. The only part of the page that reads the session (a store, whose
 * updates React renders at once), so the page itself depends on no more
 * than the settings.
 */
function SignInOrDashboard() {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const { openLogin, preloadLogin } = useLoginDialog();
  if (isAuthenticated) {
    return (
      <Button asChild size="lg" className="bg-white text-primary-dark hover:bg-primary-hover">
        <Link href={paths.member}>
          <LayoutDashboardIcon aria-hidden="true" />
          {t("home.dashboard")}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      className="bg-white text-primary-dark hover:bg-primary-hover"
      onClick={() => openLogin()}
      onPointerEnter={preloadLogin}
      onPointerDown={preloadLogin}
      onFocus={preloadLogin}
    >
      <LogInIcon aria-hidden="true" />
      {t("home.login")}
    </Button>
  );
}

function NextEvents() {
  const t = useT();
  const events = useEvents();
  const next = useMemo(() => filterUpcomingEvents(events.data ?? [], "all", clubToday()).slice(0, 3), [events.data]);
  return (
    // data-needs-app: until the app runs, the prerendered section holds only
    // the events' skeleton, so a visitor's page starts the app as it comes
    // into view (src/app/boot.ts).
    <section aria-labelledby="next-events" data-needs-app="" className="py-14 sm:py-20">
      <PageContainer className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">{t("home.onCalendar")}</p>
            <h2 id="next-events" className="mt-1 text-2xl font-bold tracking-tight text-primary-dark sm:text-3xl">
              {t("home.nextEvents")}
            </h2>
          </div>
          <Button asChild variant="link" className="px-0">
            <Link href={paths.events}>
              {t("home.allEvents")} <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {events.isPending ? (
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 rounded-2xl" />
            ))}
          </div>
        ) : next.length === 0 ? (
          <Card className="items-center gap-2 p-8 text-center">
            <p className="font-medium">
              {t(events.isError ? "home.eventsError" : "home.eventsPlanned")}
            </p>
            <p className="text-sm text-muted-foreground">{t("home.checkEvents")}</p>
          </Card>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {next.map((e) => (
              <li key={e.id}>
                <NextEventCard event={e} />
              </li>
            ))}
          </ul>
        )}
      </PageContainer>
    </section>
  );
}

function WhatWeDo() {
  const t = useT();
  return (
    <section aria-labelledby="what-we-do" className="bg-sand/60 py-14 sm:py-20">
      <PageContainer className="space-y-8">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.14em] text-sand-foreground uppercase">{t("home.whatWeDo")}</p>
          <h2 id="what-we-do" className="mt-1 text-2xl font-bold tracking-tight text-primary-dark sm:text-3xl">
            {t("home.together")}
          </h2>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 sm:gap-6">
          {FEATURES.map((f) => (
            <li key={f.title}>
              <Card className="h-full gap-3 p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <f.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">{t(f.title)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{t(f.text)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <Card className="flex-col items-start justify-between gap-4 border-0 bg-primary-dark p-6 text-white sm:flex-row sm:items-center sm:p-8">
          <div>
            <h3 className="text-xl font-bold">{t("home.vip")}</h3>
            <p className="mt-1 text-sm text-on-dark-muted">
              {t("home.vipText")}
            </p>
          </div>
          <Button asChild size="lg" className="bg-highlight text-highlight-foreground hover:bg-highlight-hover">
            <Link href={paths.membership}>
              {t("home.seeSubscription")} <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </Card>
      </PageContainer>
    </section>
  );
}

function NextEventCard({ event }: { event: ClubEvent }) {
  const t = useT();
  const iso = eventIsoDate(event.date) ?? "";
  const day = iso ? Number(iso.slice(8, 10)) : "";
  const month = iso ? formatMonthShort(iso) : "";
  return (
    <Link
      href={paths.events}
      className="group flex h-full gap-4 rounded-2xl border border-border/80 bg-card p-4 shadow-[0_1px_2px_rgba(15,31,20,0.04),0_4px_16px_-4px_rgba(15,31,20,0.08)] transition-shadow hover:shadow-[0_12px_28px_-8px_rgba(15,31,20,0.18)]"
    >
      <div className="flex w-16 shrink-0 flex-col items-center justify-center rounded-xl bg-accent py-2 text-primary">
        <span className="text-2xl leading-none font-extrabold">{day}</span>
        <span className="mt-1 text-xs font-semibold uppercase">{month}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <EventTypeBadge type={event.type} />
        <h3 className="line-clamp-2 font-semibold leading-snug group-hover:text-primary">{event.title}</h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {event.time && (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-3.5" aria-hidden="true" />
              {event.time}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <UsersIcon className="size-3.5" aria-hidden="true" />
            {isEventFull(event) ? t("event.full") : tCount("event.placesLeft", Math.max(0, event.capacity - event.registered))}
          </span>
        </p>
      </div>
    </Link>
  );
}
