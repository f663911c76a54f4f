// /events/{id}: one event's own page, the link members share. The server
// puts the event's Open Graph tags in this page's HTML (internal/api/
// eventmeta.go), so a WhatsApp preview shows its photo, date and price.
// Here: the event card with its registration action, Share (share sheet
// or WhatsApp) and Add to calendar (a one-event .ics).
import { CalendarPlusIcon, CalendarXIcon, TriangleAlertIcon, WifiOffIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { PageContainer, PageHeader, StateMessage } from "@/shared/ui/Page";
import { buttonVariants } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { useAuth } from "@/features/auth/api/auth";
import { EventCard, EventCardSkeleton } from "@/features/events/components/EventCard";
import { useMemberRegistrations } from "@/features/registrations/api/registrations";
import { useRegistrationFlow } from "@/features/registrations/components/useRegistrationFlow";
import { WaitlistAction } from "@/features/waitlist/components/WaitlistAction";
import { isEventFull } from "@/shared/lib/events";
import { ShareButton } from "@/features/sharing/components/ShareButton";
import { EventScoringLinks } from "@/features/scoring";
import { eventShare, lowestPrice } from "@/features/sharing/share";
import { CLUB, usePageMeta } from "@/features/settings/usePageMeta";
import { ApiError } from "@/shared/lib/api";
import { formatDateRange, formatMoney, formatTimeRange } from "@/shared/lib/format";
import type { ClubEvent } from "@/shared/lib/types";
import { cn } from "@/shared/lib/utils";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";
import { useOnlineStatus } from "@/shared/hooks/useOnlineStatus";

export default function EventPage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const event = useQuery<ClubEvent>({ queryKey: ["/api/events", id], enabled: valid });
  const e = event.data;
  const share = e ? eventShare(e) : null;
  usePageMeta({
    title: e ? t("title.eventNamed", { event: e.title, club: CLUB }) : t("title.event", { club: CLUB }),
    description: share ? share.text.split("\n").slice(1).join(" · ") : t("title.eventText"),
    keywords: "golf event, golf tournament Malaysia, register golf event",
    path: paths.event(valid ? id : 0),
  });

  const notFound = !valid || (event.error instanceof ApiError && event.error.status === 404);
  // An event never opened on this phone has no saved copy: offline, that is
  // the whole story, and it loads by itself once the signal is back.
  const { online } = useOnlineStatus();
  const offline = !online && event.isError && !notFound;
  // Asked again when the signal comes back, not whenever the answer is an
  // error: with no copy to keep, each new attempt clears the error, so a
  // not-found or a server's failure would be asked for in a loop.
  const { refetch, isError } = event;
  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (cameBack && isError && valid) void refetch();
  }, [online, isError, valid, refetch]);
  return (
    <>
      <PageHeader
        eyebrow={e ? formatDateRange(e.date, e.endDate, true) : t("event.event")}
        title={e?.title ?? (notFound ? t("event.notFound") : t("event.event"))}
        description={e ? [formatTimeRange(e.time, e.endTime), lowestPrice(e) !== null ? t("event.from", { price: formatMoney(lowestPrice(e) ?? 0) }) : ""].filter(Boolean).join(" · ") : undefined}
        actions={
          e &&
          share && (
            <>
              <ShareButton payload={share} label={t("event.share")} whatsAppLabel={t("event.shareWhatsApp")} variant="default" />
              <a
                href={`/api/events/${e.id}/calendar.ics`}
                download={`event-${e.id}.ics`}
                className={cn(buttonVariants({ variant: "outline" }))}
              >
                <CalendarPlusIcon aria-hidden="true" />
                {t("event.addCalendar")}
              </a>
              <EventScoringLinks event={e} />
            </>
          )
        }
      />
      <PageContainer className="py-8 sm:py-10">
        {!valid || event.isError ? (
          <StateMessage
            tone={notFound || offline ? "muted" : "error"}
            icon={notFound ? CalendarXIcon : offline ? WifiOffIcon : TriangleAlertIcon}
            title={notFound ? t("event.notFound") : offline ? t("offline.youreOffline") : t("event.error")}
            description={notFound ? t("event.removed") : offline ? t("event.offlineText") : t("event.errorText")}
            action={
              <Link href={paths.events} className={buttonVariants({ variant: "outline" })}>
                {t("event.all")}
              </Link>
            }
          />
        ) : !e ? (
          <div className="max-w-xl" aria-busy="true" aria-label={t("event.loading")}>
            <EventCardSkeleton />
          </div>
        ) : (
          <EventDetails event={e} />
        )}
      </PageContainer>
    </>
  );
}

function EventDetails({ event }: { event: ClubEvent }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const registration = useRegistrationFlow();
  const mine = useMemberRegistrations(isAuthenticated);
  const registered = isAuthenticated && (mine.data ?? []).some((r) => r.eventId === event.id);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,28rem)_1fr]">
      <div className="flex [&>*]:flex-1">
        <EventCard
          event={event}
          priority
          onOwnPage
          signedIn={isAuthenticated}
          registered={registered}
          onRegister={registration.onRegister}
          onLoginToRegister={registration.onLoginToRegister}
          fullAction={
            isEventFull(event) && !registered ? (
              <WaitlistAction event={event} signedIn={isAuthenticated} onLoginToRegister={registration.onLoginToRegister} />
            ) : undefined
          }
        />
      </div>
      {event.description.trim() && (
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold">{t("event.about")}</h2>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{event.description}</p>
        </Card>
      )}
      {registration.dialog}
    </div>
  );
}
