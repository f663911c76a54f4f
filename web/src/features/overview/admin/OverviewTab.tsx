// Overview (spec 2 §2 + DESIGN.md deviations): the action queue first
// (slips awaiting review, money outstanding, this week's events),
// then four stat cards with the change against the previous 30 days
// computed by the server, the backups' status, and Quick Actions (three
// exports and a System Settings button that opens the Settings tab).
import { formatCount } from "@/shared/lib/format";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { useState, type ComponentType } from "react";
import { CalendarDaysIcon, DownloadIcon, MailIcon, SettingsIcon, UsersIcon, WalletIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { cn } from "@/shared/lib/utils";
import { downloadExport } from "@/shared/lib/exportDownload";
import { formatStatChange } from "./statChange";
import { useAdminStats } from "@/features/overview/api/adminStats";
import { ActionQueue } from "./ActionQueue";
import { BackupCard } from "./BackupCard";
import type { StatValue } from "@/features/overview/types";

interface StatDef {
  key: "activeMembers" | "upcomingEvents" | "pendingPayments" | "unreadMessages";
  label: MessageId;
  icon: ComponentType<{ className?: string }>;
  upIsGood: boolean;
  tab: string;
}

const STATS: StatDef[] = [
  { key: "activeMembers", label: "admin.overview.activeMembers", icon: UsersIcon, upIsGood: true, tab: "members" },
  { key: "upcomingEvents", label: "admin.overview.upcomingEvents", icon: CalendarDaysIcon, upIsGood: true, tab: "events" },
  { key: "pendingPayments", label: "admin.overview.pendingPayments", icon: WalletIcon, upIsGood: false, tab: "registrations" },
  { key: "unreadMessages", label: "admin.overview.unreadMessages", icon: MailIcon, upIsGood: false, tab: "messages" },
];

const EXPORTS = [
  { kind: "events", label: "admin.overview.exportEvents" },
  { kind: "members", label: "admin.overview.exportMembers" },
  { kind: "registrations", label: "admin.overview.exportRegistrations" },
] as const satisfies readonly { kind: string; label: MessageId }[];

export default function OverviewTab({ onOpenTab }: { onOpenTab?: (tab: string) => void }) {
  const t = useT();
  const stats = useAdminStats();
  const [busy, setBusy] = useState<string | null>(null);

  const runExport = async (kind: string) => {
    setBusy(kind);
    try {
      await downloadExport(`/api/export/${kind}/excel`, kind);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-6">
      <ActionQueue queue={stats.data?.queue} loading={stats.isLoading} />
      <section aria-label={t("admin.overview.glance")} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map((s) => (
          <StatCard
            key={s.key}
            def={s}
            value={stats.data?.[s.key]}
            loading={stats.isLoading}
            onOpen={onOpenTab ? () => onOpenTab(s.tab) : undefined}
          />
        ))}
      </section>
      {stats.isError && (
        <p className="rounded-xl border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive" role="alert">
          {t("admin.overview.loadFailed")}{" "}
          <button type="button" className="font-semibold underline" onClick={() => stats.refetch()}>
            {t("admin.common.tryAgain")}
          </button>
        </p>
      )}

      <BackupCard />

      <Card>
        <CardHeader>
          <CardTitle>{t("admin.overview.quickActions")}</CardTitle>
          <CardDescription>{t("admin.overview.quickActionsText")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {EXPORTS.map((e) => (
            <Button
              key={e.kind}
              variant="outline"
              className="h-12 justify-start"
              disabled={busy !== null}
              onClick={() => runExport(e.kind)}
            >
              <DownloadIcon aria-hidden="true" />
              {busy === e.kind ? t("admin.common.preparing") : t(e.label)}
            </Button>
          ))}
          <Button variant="secondary" className="h-12 justify-start" onClick={() => onOpenTab?.("settings")}>
            <SettingsIcon aria-hidden="true" />
            {t("admin.overview.systemSettings")}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function StatCard({
  def,
  value,
  loading,
  onOpen,
}: {
  def: StatDef;
  value: StatValue | undefined;
  loading: boolean;
  onOpen?: () => void;
}) {
  const t = useT();
  const Icon = def.icon;
  const change = value ? formatStatChange(value, def.upIsGood) : null;
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{t(def.label)}</p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground" aria-hidden="true">
          <Icon className="size-4" />
        </span>
      </div>
      {loading ? (
        <div className="mt-2 grid gap-2" aria-hidden="true">
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-4 w-28" />
        </div>
      ) : (
        <>
          <p className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`stat-${def.key}`}>
            {value ? formatCount(value.value) : "–"}
          </p>
          {change && (
            <p className="mt-1 text-xs text-muted-foreground">
              <span
                className={cn(
                  "font-semibold",
                  change.good === true && "text-success",
                  change.good === false && "text-destructive",
                  change.good === null && "text-foreground",
                )}
              >
                {change.label}
              </span>{" "}
              <span className="block sm:inline">{t("admin.overview.vsPrevious")}</span>
            </p>
          )}
        </>
      )}
    </>
  );
  return (
    <Card className="p-4 transition-shadow hover:shadow-md sm:p-5" aria-busy={loading || undefined}>
      {onOpen ? (
        <button type="button" onClick={onOpen} className="w-full rounded-lg text-left outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {body}
        </button>
      ) : (
        body
      )}
    </Card>
  );
}
