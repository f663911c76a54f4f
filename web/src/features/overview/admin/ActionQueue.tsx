// The overview's action queue: what waits for the secretary,
// first on the dashboard. Slips awaiting review (opens the payment
// references on "Awaiting review"), money outstanding on unpaid
// registrations of upcoming events, and this week's events (today and the
// six days after, club time) with how full each is. A card with nothing to
// do says so calmly instead of showing a red zero. Members' PDPA deletion
// requests (with the nearest answer deadline) and sign-ups waiting for a
// membership number join the queue only while there are any.
import { t as translate, useT } from "@/shared/i18n/i18n";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRightIcon, CalendarDaysIcon, CheckCircle2Icon, FileCheck2Icon, ShieldAlertIcon, WalletIcon } from "lucide-react";
import { buttonVariants } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { formatCount, formatDateTime, formatMoney, formatTime, formatWeekDay } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";
import { adminPaths } from "@/shared/lib/adminPaths";
import type { AdminQueue, WeekEvent } from "@/features/overview/types";
import { MembershipRequestsPanel } from "@/features/members/admin";

export function ActionQueue({ queue, loading }: { queue: AdminQueue | undefined; loading: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="action-queue-title" className="grid gap-3">
      <h2 id="action-queue-title" className="text-base font-semibold tracking-tight">
        {t("admin.overview.needsAttention")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <QueueCard
          testId="queue-slips"
          icon={<FileCheck2Icon className="size-5" />}
          title={t("admin.overview.slipsTitle")}
          loading={loading}
          busy={(queue?.awaitingReview ?? 0) > 0}
          value={queue ? formatCount(queue.awaitingReview) : ""}
          text={
            !queue
              ? ""
              : queue.awaitingReview === 0
                ? t("admin.overview.noSlips")
                : t("admin.overview.slipsText", { count: queue.awaitingReview })
          }
          action={
            queue && queue.awaitingReview > 0 ? (
              <Link href={adminPaths.paymentReferencesFilterLink("awaiting")} className={cn(buttonVariants(), "h-11 w-full sm:w-fit")}>
                {t("admin.overview.reviewSlips")}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            ) : null
          }
        />
        <QueueCard
          testId="queue-outstanding"
          icon={<WalletIcon className="size-5" />}
          title={t("admin.overview.outstanding")}
          loading={loading}
          busy={(queue?.outstanding.registrations ?? 0) > 0}
          value={queue && queue.outstanding.registrations > 0 ? formatMoney(queue.outstanding.amount) : queue ? "RM 0" : ""}
          text={!queue ? "" : outstandingText(queue.outstanding)}
          action={
            queue && queue.outstanding.registrations > 0 ? (
              <Link
                href={adminPaths.paymentReferencesFilterLink("unpaid")}
                className={cn(buttonVariants({ variant: "outline" }), "h-11 w-full sm:w-fit")}
              >
                {t("admin.overview.seeUnpaid")}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            ) : null
          }
        />
        {queue && queue.deletionRequests.pending > 0 && (
          <QueueCard
            testId="queue-deletions"
            icon={<ShieldAlertIcon className="size-5" />}
            title={t("admin.overview.deletionsTitle")}
            loading={loading}
            busy
            value={formatCount(queue.deletionRequests.pending)}
            text={
              queue.deletionRequests.firstDue
                ? t("admin.overview.deletionsDue", { count: queue.deletionRequests.pending, due: formatDateTime(queue.deletionRequests.firstDue) })
                : t("admin.overview.deletionsText", { count: queue.deletionRequests.pending })
            }
            action={
              <Link href={adminPaths.dashboardWith("tab=members")} className={cn(buttonVariants(), "h-11 w-full sm:w-fit")}>
                {t("admin.overview.reviewDeletions")}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            }
          />
        )}
      </div>
      <MembershipRequestsPanel enabled={(queue?.membershipRequests ?? 0) > 0} />
      <WeekCard queue={queue} loading={loading} />
    </section>
  );
}

function outstandingText(o: AdminQueue["outstanding"]): string {
  if (o.registrations === 0) return translate("admin.overview.nothingOutstanding");
  return o.unpriced > 0
    ? translate("admin.overview.owedUnpriced", { count: o.registrations, unpriced: o.unpriced })
    : translate("admin.overview.owed", { count: o.registrations });
}

function QueueCard({
  testId,
  icon,
  title,
  value,
  text,
  action,
  busy,
  loading,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  value: string;
  text: string;
  action: ReactNode;
  busy: boolean;
  loading: boolean;
}) {
  return (
    <Card className={cn("gap-3 p-4 sm:p-5", busy && "border-sand-foreground/30 bg-sand/40")} data-testid={testId} aria-busy={loading || undefined}>
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-lg",
            busy ? "bg-sand text-sand-foreground" : "bg-accent text-accent-foreground",
          )}
          aria-hidden="true"
        >
          {busy || loading ? icon : <CheckCircle2Icon className="size-5" />}
        </span>
        <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      </div>
      {loading ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-4 w-48" />
        </div>
      ) : (
        <div className="grid gap-1">
          {busy && <p className="text-3xl font-bold tabular-nums" data-testid={`${testId}-value`}>{value}</p>}
          <p className={cn("text-sm", busy ? "text-muted-foreground" : "text-base font-medium text-foreground")} data-testid={`${testId}-text`}>
            {text}
          </p>
        </div>
      )}
      {action && <div className="mt-auto pt-1">{action}</div>}
    </Card>
  );
}

function WeekCard({ queue, loading }: { queue: AdminQueue | undefined; loading: boolean }) {
  const t = useT();
  const events = queue?.week.events ?? [];
  return (
    <Card className="gap-3 p-4 sm:p-5" data-testid="queue-week" aria-busy={loading || undefined}>
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground" aria-hidden="true">
          <CalendarDaysIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-muted-foreground">{t("admin.overview.thisWeek")}</h3>
          {queue && (
            <p className="text-xs text-muted-foreground">
              {formatWeekDay(queue.week.from)} – {formatWeekDay(queue.week.to)}
            </p>
          )}
        </div>
      </div>
      {loading ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : events.length === 0 ? (
        <p className="text-base font-medium" data-testid="queue-week-empty">
          {t("admin.overview.noWeekEvents")}
        </p>
      ) : (
        <ul className="grid gap-x-6 gap-y-3 md:grid-cols-2" aria-label={t("admin.overview.weekEvents")}>
          {events.map((e) => (
            <WeekRow key={e.id} e={e} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function WeekRow({ e }: { e: WeekEvent }) {
  const t = useT();
  const pct = e.capacity > 0 ? Math.min(100, Math.round((e.registered / e.capacity) * 100)) : 0;
  const full = e.capacity > 0 && e.registered >= e.capacity;
  return (
    <li className="grid gap-1.5" data-testid="queue-week-event">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 truncate font-medium" title={e.title}>
          {e.title}
        </p>
        <p className="shrink-0 text-sm font-semibold tabular-nums" data-testid="queue-week-fill">
          {e.registered} / {e.capacity}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t("admin.overview.placesTaken", { title: e.title, registered: e.registered, capacity: e.capacity })}
        aria-valuemin={0}
        aria-valuemax={e.capacity}
        aria-valuenow={Math.min(e.registered, e.capacity)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", full ? "bg-sand-foreground" : "bg-primary")} style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {formatWeekDay(e.date)}
        {e.time ? `, ${formatTime(e.time)}` : ""}
        {full ? t("admin.overview.full") : ""}
      </p>
    </li>
  );
}
