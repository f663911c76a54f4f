// /events (spec 1 §2 "Events"): upcoming events with type filters.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { CalendarXIcon, LayoutDashboardIcon, TriangleAlertIcon } from "lucide-react";
import { FilterPills } from "@/shared/ui/FilterPills";
import { EventCard, EventCardSkeleton } from "@/features/events/components/EventCard";
import { PageContainer, PageHeader, StateMessage } from "@/shared/ui/Page";
import { Button } from "@/shared/ui/button";
import { useAuth } from "@/features/auth/api/auth";
import { useEvents } from "@/features/events/api/events";
import { useMemberRegistrations } from "@/features/registrations/api/registrations";
import { usePageMeta } from "@/features/settings/usePageMeta";
import { PAGE_META } from "@/features/settings/pageMeta";
import { EVENT_FILTERS, filterUpcomingEvents, isEventFull, type EventFilter } from "@/shared/lib/events";
import { clubToday } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import { useRegistrationFlow } from "@/features/registrations/components/useRegistrationFlow";
import { WaitlistAction } from "@/features/waitlist/components/WaitlistAction";
import { useT, type MessageId } from "@/shared/i18n/i18n";

const FILTER_LABELS: Record<EventFilter, MessageId> = {
  all: "events.filter.all",
  tournament: "events.filter.tournament",
  social: "events.filter.social",
  "Golf Trips": "events.filter.trips",
};

export default function EventsPage() {
  const t = useT();
  usePageMeta(PAGE_META.events);
  const { isAuthenticated } = useAuth();
  const events = useEvents();
  const [filter, setFilter] = useState<EventFilter>("all");
  // The registration dialog (rates, participants, flights, the register
  // and leave calls) is its own chunk, not the home page's.
  const registration = useRegistrationFlow();
  // Which events the member is in: by event id from their own registrations.
  const myRegistrations = useMemberRegistrations(isAuthenticated);
  const registeredIds = useMemo(() => new Set(myRegistrations.data?.map((r) => r.eventId)), [myRegistrations.data]);

  // The list follows the events' arrival as a transition, which React
  // renders in slices of a few milliseconds: a query's answer reaches the
  // page as a store update, which React renders at once, and the whole
  // list in that one task blocked a phone's main thread (the same as the
  // member dashboard, MemberDashboardPage.tsx). Until then the skeleton
  // stays.
  const data = useDeferredValue(events.data, undefined);
  const pending = data === undefined && !events.isError;
  const list = useMemo(() => filterUpcomingEvents(data ?? [], filter, clubToday()), [data, filter]);
  const restPictures = useRestPictures(list.length > 0);

  return (
    <>
      <PageHeader
        eyebrow={t("events.eyebrow")}
        title={t("events.title")}
        description={t("events.lead")}
        actions={
          isAuthenticated ? (
            <Button asChild variant="outline">
              <Link href={paths.member}>
                <LayoutDashboardIcon aria-hidden="true" />
                {t("home.dashboard")}
              </Link>
            </Button>
          ) : undefined
        }
      />
      <PageContainer className="space-y-6 py-8 sm:py-10">
        <FilterPills label={t("events.filter")} options={EVENT_FILTERS.map((o) => ({ key: o.key, label: t(FILTER_LABELS[o.key]) }))} value={filter} onChange={setFilter} />

        {pending ? (
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t("events.loading")}>
            {Array.from({ length: 4 }, (_, i) => (
              <EventCardSkeleton key={i} />
            ))}
          </div>
        ) : events.isError ? (
          <StateMessage
            tone="error"
            icon={TriangleAlertIcon}
            title={t("events.error")}
            description={t("events.errorText")}
          />
        ) : list.length === 0 ? (
          <StateMessage icon={CalendarXIcon} description={t("events.none")} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((e, i) => (
              <li key={e.id} className="flex [&>*]:flex-1">
                <EventCard
                  event={e}
                  priority={i === 0}
                  pictureWaits={i > 0 && !restPictures.go}
                  onPictureSettled={i === 0 ? restPictures.release : undefined}
                  signedIn={isAuthenticated}
                  registered={isAuthenticated && registeredIds.has(e.id)}
                  onRegister={registration.onRegister}
                  onLoginToRegister={registration.onLoginToRegister}
                  fullAction={
                    isEventFull(e) && !(isAuthenticated && registeredIds.has(e.id)) ? (
                      <WaitlistAction event={e} signedIn={isAuthenticated} onLoginToRegister={registration.onLoginToRegister} />
                    ) : undefined
                  }
                  footer={
                    <Link href={paths.event(e.id)} className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
                      {t("events.details")}
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PageContainer>
      {registration.dialog}
    </>
  );
}

/** How long the pictures below the first wait at most for it. */
const REST_PICTURES_WAIT_MS = 3000;

/**
 * Whether the cards' pictures below the first may load: once the first
 * has loaded or failed, or REST_PICTURES_WAIT_MS after the list showed.
 * The first is the page's largest paint (its file is preloaded by the
 * page's HTML, internal/site/eventspicture.go); on a phone's 4G the five
 * below it, loading lazily but within the browser's lazy-load distance,
 * took bandwidth from it. Their boxes keep their size meanwhile.
 */
function useRestPictures(listShown: boolean): { go: boolean; release: () => void } {
  const [go, setGo] = useState(false);
  const release = useCallback(() => setGo(true), []);
  useEffect(() => {
    if (!listShown || go) return;
    const timer = setTimeout(release, REST_PICTURES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [listShown, go, release]);
  return { go, release };
}
