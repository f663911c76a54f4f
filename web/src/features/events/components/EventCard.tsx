// One event on the Events page (spec 1 §2): image, type badge, date, title,
// description, time, places taken, and exactly one action button.
import type { ReactNode } from "react";
import { ResponsiveImage } from "@/shared/ui/ResponsiveImage";
import { IMAGE_SIZES } from "@/shared/lib/images";
import { CalendarDaysIcon, CheckCircle2Icon, ClockIcon, UsersIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { EVENT_FALLBACK_IMAGE, eventIsoDate, isEventFull } from "@/shared/lib/events";
import { formatDateRange, formatTimeRange } from "@/shared/lib/format";
import type { ClubEvent } from "@/shared/lib/types";
import { cn } from "@/shared/lib/utils";
import { EventTypeBadge } from "./EventTypeBadge";
import { useT, tCount } from "@/shared/i18n/i18n";

export interface EventCardProps {
  event: ClubEvent;
  /** A member is signed in. */
  signedIn: boolean;
  /** The signed-in member is already registered (shows a 'Registered' badge). */
  registered?: boolean;
  /** 'Register Now' was pressed (signed in, not full). */
  onRegister: (event: ClubEvent) => void;
  /** 'Login to Register' was pressed (signed out, not full). */
  onLoginToRegister: (event: ClubEvent) => void;
  /** The first card: its image is the page's largest paint, so it loads
   *  at once and first instead of lazily. */
  priority?: boolean;
  /** The picture waits (its box shows the muted background): the page
   *  holds the cards' pictures below the first until that one has loaded,
   *  so a phone's slow link gives the one in view all its bandwidth. */
  pictureWaits?: boolean;
  /** The picture has loaded or failed. */
  onPictureSettled?: () => void;
  /** Shown under the action (the events list links the event's page). */
  footer?: ReactNode;
  /** Replaces the disabled 'Event Full' button of a full event (the waitlist). */
  fullAction?: ReactNode;
  /** On the event's own page, whose header already shows the title, date
   *  and time and whose "About" card the description: the card leaves them
   *  out so the page says each once. */
  onOwnPage?: boolean;
}

export function EventCard({
  event,
  signedIn,
  registered = false,
  onRegister,
  onLoginToRegister,
  priority = false,
  pictureWaits = false,
  onPictureSettled,
  footer,
  fullAction,
  onOwnPage = false,
}: EventCardProps) {
  const t = useT();
  const full = isEventFull(event);
  const iso = eventIsoDate(event.date);
  const pct = event.capacity > 0 ? Math.min(100, Math.round((event.registered / event.capacity) * 100)) : 100;
  const left = Math.max(0, event.capacity - event.registered);

  let action;
  if (full && fullAction) {
    action = fullAction;
  } else if (full) {
    action = (
      <Button className="w-full bg-muted text-muted-foreground disabled:opacity-100" variant="secondary" disabled>
        {t("event.eventFull")}
      </Button>
    );
  } else if (signedIn) {
    action = (
      <Button className="w-full" onClick={() => onRegister(event)}>
        {t("event.register")}
      </Button>
    );
  } else {
    action = (
      <Button className="w-full" variant="outline" onClick={() => onLoginToRegister(event)}>
        {t("event.loginToRegister")}
      </Button>
    );
  }

  return (
    <Card data-testid="event-card" className="group overflow-hidden transition-shadow hover:shadow-[0_2px_4px_rgba(15,31,20,0.05),0_12px_28px_-8px_rgba(15,31,20,0.18)]">
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        {!pictureWaits && (
          <ResponsiveImage
            src={event.image || EVENT_FALLBACK_IMAGE}
            fallbackSrc={EVENT_FALLBACK_IMAGE}
            sizes={IMAGE_SIZES.eventCard}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            onLoad={onPictureSettled}
            onError={onPictureSettled}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        )}
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
          <EventTypeBadge type={event.type} />
          {registered && (
            <Badge variant="success" className="shadow-sm">
              <CheckCircle2Icon aria-hidden="true" /> {t("event.registered")}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        {!onOwnPage && (
        <div className="space-y-2">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-primary">
            <CalendarDaysIcon className="size-4" aria-hidden="true" />
            <time dateTime={iso ?? undefined}>{iso ? formatDateRange(iso, event.endDate) : event.date}</time>
          </p>
          <h2 className="text-lg leading-snug font-semibold tracking-tight text-foreground">{event.title}</h2>
          {event.description && (
            <p className="line-clamp-3 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
              {event.description}
            </p>
          )}
        </div>
        )}
        <div className="mt-auto space-y-3">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {event.time && !onOwnPage && (
              <span className="inline-flex items-center gap-1.5">
                <ClockIcon className="size-4" aria-hidden="true" />
                {formatTimeRange(event.time, event.endTime)}
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <UsersIcon className="size-4" aria-hidden="true" />
              <span>
                {t("event.registeredOf", { n: event.registered, capacity: event.capacity })}
              </span>
            </span>
          </div>
          <div>
            <div
              className="h-1.5 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={t("event.placesTaken")}
              aria-valuemin={0}
              aria-valuemax={event.capacity}
              aria-valuenow={Math.min(event.registered, event.capacity)}
            >
              <div
                className={cn("h-full rounded-full", full ? "bg-destructive" : pct >= 80 ? "bg-gold" : "bg-primary")}
                style={{ width: `${pct}%` }}
              />
            </div>
            <p className="mt-1.5 text-xs text-muted-foreground">
              {full ? t("event.noPlaces") : tCount("event.placesLeft", left)}
            </p>
          </div>
          {action}
          {footer}
        </div>
      </div>
    </Card>
  );
}

export function EventCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="event-skeleton">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-1.5 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </Card>
  );
}
