// /events (spec 1 §2 "Events"): upcoming events with type filters.
import { Suspense, useMemo, useState } from "react";
import { Link } from "wouter";
import { CalendarXIcon, LayoutDashboardIcon, TriangleAlertIcon } from "lucide-react";
import { useLoginDialog } from "@/features/auth/components/LoginDialogContext";
import { FilterPills } from "@/components/common/FilterPills";
import { EventCard, EventCardSkeleton } from "@/features/events/components/EventCard";
import { PageContainer, PageHeader, StateMessage } from "@/components/layout/Page";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/api/auth";
import { useEvents } from "@/features/events/api/events";
import { useMemberRegistrations } from "@/features/registrations/api/registrations";
import { usePageMeta } from "@/hooks/usePageMeta";
import { PAGE_META } from "@/hooks/pageMeta";
import { EVENT_FILTERS, filterUpcomingEvents, type EventFilter } from "@/lib/events";
import { clubToday } from "@/lib/format";
import type { ClubEvent } from "@/lib/types";
import { paths } from "@/paths";
import { lazyNamed, useIdlePreload } from "@/lib/lazy";

// The registration dialog (rates, participants, flights, the register and
// leave calls) is its own chunk: fetched when the browser is idle or on the
// first Register, not with the home page.
const loadRegistrationDialog = () => import("@/features/registrations/components/RegistrationDialog");
const RegistrationDialog = lazyNamed(loadRegistrationDialog, "RegistrationDialog");

export default function EventsPage() {
  usePageMeta(PAGE_META.events);
  const { isAuthenticated } = useAuth();
  const { openLogin } = useLoginDialog();
  const events = useEvents();
  const [filter, setFilter] = useState<EventFilter>("all");
  // The event whose registration dialog is open.
  const [registeringEvent, setRegisteringEvent] = useState<ClubEvent | null>(null);
  // Mounted from the first open on, so it can animate its own closing.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (registeringEvent && !dialogUsed) setDialogUsed(true);
  useIdlePreload(loadRegistrationDialog);
  // Which events the member is in: by event id from their own registrations.
  const myRegistrations = useMemberRegistrations(isAuthenticated);
  const registeredIds = useMemo(() => new Set(myRegistrations.data?.map((r) => r.eventId)), [myRegistrations.data]);

  const list = useMemo(() => filterUpcomingEvents(events.data ?? [], filter, clubToday()), [events.data, filter]);

  return (
    <>
      <PageHeader
        eyebrow="Tee times & tournaments"
        title="Upcoming Events"
        description="Tournaments, social rounds and golf trips. Pick an event, check the places left and register."
        actions={
          isAuthenticated ? (
            <Button asChild variant="outline">
              <Link href={paths.member}>
                <LayoutDashboardIcon aria-hidden="true" />
                Member Dashboard
              </Link>
            </Button>
          ) : undefined
        }
      />
      <PageContainer className="space-y-6 py-8 sm:py-10">
        <FilterPills label="Filter events" options={EVENT_FILTERS} value={filter} onChange={setFilter} />

        {events.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading events">
            {Array.from({ length: 4 }, (_, i) => (
              <EventCardSkeleton key={i} />
            ))}
          </div>
        ) : events.isError ? (
          <StateMessage
            tone="error"
            icon={TriangleAlertIcon}
            title="Error Loading Events"
            description="Failed to load events. Please try again later."
          />
        ) : list.length === 0 ? (
          <StateMessage icon={CalendarXIcon} description="No events available for the selected filter." />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((e, i) => (
              <li key={e.id} className="flex [&>*]:flex-1">
                <EventCard
                  event={e}
                  priority={i === 0}
                  signedIn={isAuthenticated}
                  registered={isAuthenticated && registeredIds.has(e.id)}
                  onRegister={setRegisteringEvent}
                  onLoginToRegister={(ev) => openLogin({ onSuccess: () => setRegisteringEvent(ev) })}
                />
              </li>
            ))}
          </ul>
        )}
      </PageContainer>
      {dialogUsed && (
        <Suspense fallback={null}>
          <RegistrationDialog event={registeringEvent} onClose={() => setRegisteringEvent(null)} onReopen={setRegisteringEvent} />
        </Suspense>
      )}
    </>
  );
}
