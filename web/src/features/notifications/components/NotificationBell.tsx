// The member's notification bell (spec 1 §2 "a notification bell"; spec 2
// §2 "Member-side parts"): a bell with the unread count ('99+' above 99)
// opening a popover with the list, where a click on an unread item marks it
// read, and 'Mark all read' / 'Clear all' (with a confirm step) act on all.
import { useState } from "react";
import { Popover } from "radix-ui";
import {
  AlarmClockIcon,
  BellIcon,
  CalendarDaysIcon,
  CheckCheckIcon,
  CreditCardIcon,
  FlagIcon,
  InfoIcon,
  TicketCheckIcon,
  TicketXIcon,
  Trash2Icon,
  TrophyIcon,
  UsersIcon,
} from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Skeleton } from "@/shared/ui/skeleton";
import { toast } from "@/shared/ui/use-toast";
import {
  useClearNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationCount,
  useNotificationList,
} from "@/features/notifications/api/notifications";
import { renderNotification } from "@/features/notifications/render";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDateTime } from "@/shared/lib/format";
import type { MemberProfile } from "@/shared/lib/types";
import type { Notification } from "@/features/notifications/types";
import { cn } from "@/shared/lib/utils";
import { t, useT } from "@/shared/i18n/i18n";

/** The badge text: hidden at 0, '99+' above 99 (spec 2 §2). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}

/** "Just now", "5 min ago", "3 h ago" within a day; else "21 Nov 2026, 3:05 pm". */
export function notificationTime(ts: string, now: Date = new Date()): string {
  const at = new Date(ts).getTime();
  if (Number.isNaN(at)) return formatDateTime(ts);
  const mins = Math.floor((now.getTime() - at) / 60_000);
  if (mins < 0 || mins >= 24 * 60) return formatDateTime(ts);
  if (mins < 1) return t("bell.justNow");
  if (mins < 60) return t("bell.minAgo", { n: mins });
  return t("bell.hAgo", { n: Math.floor(mins / 60) });
}

const TYPE_ICONS: Record<string, typeof InfoIcon> = {
  FELLOW_MEMBER_JOINED: UsersIcon,
  EVENT_UPDATE: CalendarDaysIcon,
  PAYMENT_UPDATE: CreditCardIcon,
  FLIGHT_UPDATE: FlagIcon,
  EVENT_REMINDER: AlarmClockIcon,
  WAITLIST_PROMOTED: TicketCheckIcon,
  WAITLIST_LAPSED: TicketXIcon,
  RESULTS_PUBLISHED: TrophyIcon,
};

function TypeIcon({ type }: { type: string }) {
  const Icon = TYPE_ICONS[type] ?? InfoIcon;
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
      <Icon className="size-4" />
    </span>
  );
}

export function NotificationBell({ member }: { member: MemberProfile }) {
  const t = useT();
  const phone = member.phone ?? "";
  const [open, setOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const countQuery = useNotificationCount(phone);
  const listQuery = useNotificationList(phone);
  const markRead = useMarkNotificationRead(phone);
  const markAll = useMarkAllNotificationsRead(phone);
  const clearAll = useClearNotifications(phone);

  const count = countQuery.data?.count ?? 0;
  const badge = badgeText(count);
  const items = listQuery.data ?? [];
  const hasUnread = items.some((n) => !n.isRead) || count > 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setConfirmClear(false);
    // Show what is new now rather than up to 30 s later.
    if (next && phone && !listQuery.isFetching) void listQuery.refetch();
  };

  const fail = (title: string, fallback: string) => (err: unknown) =>
    toast({ title, description: errorMessage(err, fallback), variant: "destructive" });

  const readOne = (n: Notification) => {
    if (n.isRead || markRead.isPending) return;
    markRead.mutate(n.id, { onError: fail(t("bell.markReadFailed"), t("common.tryAgain")) });
  };
  const readAll = () => markAll.mutate(undefined, { onError: fail(t("bell.markAllFailed"), t("common.tryAgain")) });
  const clear = () =>
    clearAll.mutate(undefined, {
      onSuccess: () => setConfirmClear(false),
      onError: fail(t("bell.clearFailed"), t("common.tryAgain")),
    });

  if (!phone) return null;

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="icon" className="relative" aria-label={t("bell.label", { count })}>
          <BellIcon aria-hidden="true" className="size-5" />
          {badge && (
            <Badge
              variant="destructive"
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute -top-1.5 -right-1.5 h-5 min-w-5 px-1 text-[11px] leading-none tabular-nums ring-2 ring-background"
            >
              {badge}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-label={t("bell.title")}
          className="gc-pop z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-lg outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 className="text-base font-semibold">
              {t("bell.title")}
              {count > 0 && <span className="ml-1.5 text-sm font-medium text-muted-foreground">{t("bell.unread", { count })}</span>}
            </h2>
          </div>

          {confirmClear ? (
            <div className="grid gap-3 border-b border-border bg-muted/60 px-4 py-3" role="group" aria-label={t("bell.confirmClear")}>
              <p className="text-sm">{t("bell.deleteAll", { count: items.length })}</p>
              <div className="flex justify-end gap-2">
                <Button variant="outline" size="sm" onClick={() => setConfirmClear(false)} disabled={clearAll.isPending}>
                  {t("common.cancel")}
                </Button>
                <Button variant="destructive" size="sm" onClick={clear} disabled={clearAll.isPending}>
                  {clearAll.isPending ? t("bell.clearing") : t("bell.yesClear")}
                </Button>
              </div>
            </div>
          ) : (
            items.length > 0 && (
              <div className="flex items-center justify-end gap-1 border-b border-border px-2 py-1.5">
                <Button variant="ghost" size="sm" onClick={readAll} disabled={!hasUnread || markAll.isPending}>
                  <CheckCheckIcon aria-hidden="true" />
                  {t("bell.markAll")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => setConfirmClear(true)}
                >
                  <Trash2Icon aria-hidden="true" />
                  {t("bell.clearAll")}
                </Button>
              </div>
            )
          )}

          <Body
            isLoading={listQuery.isLoading}
            isError={listQuery.isError && !listQuery.data}
            items={items}
            onRead={readOne}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Body({
  isLoading,
  isError,
  items,
  onRead,
}: {
  isLoading: boolean;
  isError: boolean;
  items: Notification[];
  onRead: (n: Notification) => void;
}) {
  const t = useT();
  if (isLoading) {
    return (
      <div className="grid gap-3 p-4" aria-busy="true" aria-label={t("bell.loading")} data-testid="notifications-loading">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="px-4 py-6 text-center text-sm text-destructive">
        {t("bell.loadFailed")}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
        <BellIcon className="size-6" aria-hidden="true" />
        <p>{t("bell.none")}</p>
      </div>
    );
  }
  const now = new Date();
  return (
    // Focusable so keyboard users can scroll a long list.
    <div className="max-h-[max(10rem,min(24rem,calc(100dvh-20rem)))] overflow-y-auto overscroll-contain" tabIndex={0} role="region" aria-label={t("bell.list")}>
      <ul className="divide-y divide-border">
        {items.map((n) => (
          <li key={n.id} data-testid="notification-item" data-read={n.isRead}>
            <Item n={n} now={now} onRead={onRead} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Item({ n, now, onRead }: { n: Notification; now: Date; onRead: (n: Notification) => void }) {
  const t = useT();
  const { title, message } = renderNotification(n);
  const content = (
    <>
      <TypeIcon type={n.type} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        {!n.isRead && <span className="sr-only">{t("bell.unreadSr")} </span>}
        <span className={cn("text-sm [overflow-wrap:anywhere]", n.isRead ? "font-medium" : "font-bold")}>{title}</span>
        {message && <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{message}</span>}
        <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)} className="text-xs text-muted-foreground">
          {notificationTime(n.createdAt, now)}
        </time>
      </span>
      {!n.isRead && <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" data-testid="unread-dot" aria-hidden="true" />}
    </>
  );
  const row = "flex w-full items-start gap-3 px-4 py-3 text-left";
  if (n.isRead) return <div className={row}>{content}</div>;
  return (
    <button
      type="button"
      onClick={() => onRead(n)}
      className={cn(row, "bg-accent/40 transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset")}
    >
      {content}
    </button>
  );
}
