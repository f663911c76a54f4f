// The backups on the overview: when the last one was taken and how big it
// was, or loudly that it failed (with the server's error), that none was
// ever taken, or that the daily one is late. Below, the schedule, where
// backups are kept and, on PostgreSQL, that the database is the operator's
// own dump.
import { useT } from "@/shared/i18n/i18n";
import { DatabaseBackupIcon, TriangleAlertIcon } from "lucide-react";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { formatAgo, formatBytes, formatDateTime, formatTime } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";
import { useBackupStatus } from "@/features/overview/api/adminBackup";
import type { BackupStatus } from "@/features/overview/types";
import { backupState, isLoud, type BackupState } from "./backupState";

export function BackupCard() {
  const t = useT();
  const q = useBackupStatus();
  if (q.isError) {
    return (
      <Card className="p-4 sm:p-5" data-testid="backup-card">
        <p className="text-sm text-destructive" role="alert">
          {t("admin.backup.loadFailed")}{" "}
          <button type="button" className="font-semibold underline" onClick={() => q.refetch()}>
            {t("admin.common.tryAgain")}
          </button>
        </p>
      </Card>
    );
  }
  // Ages are measured from when the status was read: rendering stays pure,
  // and a refetch (on focus, or the next visit) moves them on.
  const now = q.dataUpdatedAt;
  const state = q.data ? backupState(q.data, now) : null;
  const failed = state?.kind === "failed";
  const loud = state ? isLoud(state) : false;
  return (
    <Card
      className={cn(
        "gap-3 p-4 sm:p-5",
        failed && "border-destructive/40 bg-destructive/5",
        loud && !failed && "border-sand-foreground/30 bg-sand/40",
      )}
      data-testid="backup-card"
      aria-busy={q.isLoading || undefined}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-lg",
            failed ? "bg-destructive/10 text-destructive" : loud ? "bg-sand text-sand-foreground" : "bg-accent text-accent-foreground",
          )}
          aria-hidden="true"
        >
          {loud ? <TriangleAlertIcon className="size-5" /> : <DatabaseBackupIcon className="size-5" />}
        </span>
        <h2 className="text-sm font-semibold text-muted-foreground">{t("admin.backup.title")}</h2>
      </div>
      {!q.data || !state ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-5 w-64" />
          <Skeleton className="h-4 w-48" />
        </div>
      ) : (
        <>
          <div className="grid gap-1" role={failed ? "alert" : undefined}>
            <Headline state={state} now={now} />
            <Secondary state={state} now={now} />
          </div>
          <Details status={q.data} />
        </>
      )}
    </Card>
  );
}

function Headline({ state, now }: { state: BackupState; now: number }) {
  const t = useT();
  const cls = "text-base font-medium break-words";
  switch (state.kind) {
    case "failed":
      return (
        <p className={cn(cls, "text-destructive")} data-testid="backup-line">
          {t("admin.backup.lastFailed", { ago: formatAgo(state.at, now), error: state.error })}
        </p>
      );
    case "never":
      return (
        <p className={cls} data-testid="backup-line">
          {t("admin.backup.never")}
        </p>
      );
    default:
      return (
        <p className={cls} data-testid="backup-line">
          {t("admin.backup.last", { ago: formatAgo(state.at, now), size: formatBytes(state.size) })}
        </p>
      );
  }
}

function Secondary({ state, now }: { state: BackupState; now: number }) {
  const t = useT();
  let text: string | null = null;
  if (state.kind === "failed") {
    text = state.lastGood ? t("admin.backup.lastGood", { ago: formatAgo(state.lastGood, now) }) : t("admin.backup.noGood");
  } else if (state.kind === "stale") {
    text = t("admin.backup.stale");
  }
  return text ? <p className="text-sm text-foreground">{text}</p> : null;
}

function Details({ status }: { status: BackupStatus }) {
  const t = useT();
  const schedule =
    status.schedule === "off" || status.targets.length === 0
      ? t("admin.backup.off")
      : status.nextRun
        ? t("admin.backup.daily", { time: formatTime(status.schedule), next: formatDateTime(status.nextRun) })
        : t("admin.backup.off");
  return (
    <ul className="grid gap-0.5 text-xs text-muted-foreground" data-testid="backup-details">
      <li>{schedule}</li>
      {status.targets.length > 0 && (
        <li className="break-all">
          {t("admin.backup.keptIn", { targets: status.targets.join(", ") })}
          {status.encrypted ? ` · ${t("admin.backup.encrypted")}` : ""}
        </li>
      )}
      {status.database === "postgres" && <li>{t("admin.backup.postgres")}</li>}
    </ul>
  );
}
