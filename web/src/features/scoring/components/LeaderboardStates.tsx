// The states the scoring pages share (leaderboard, results, Order of
// Merit): members-only to a visitor (401: sign in, then the page loads),
// not found, and a load failure.
import { LockKeyholeIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useLoginDialog } from "@/features/auth";
import { ApiError } from "@/shared/lib/api";
import { Button } from "@/shared/ui/button";
import { StateMessage } from "@/shared/ui/Page";
import { useT } from "@/shared/i18n/i18n";

export type LoadProblem = "signIn" | "notFound" | "error";

/** What went wrong with a read: a members-only page to a visitor, nothing there, or a failure. */
export function problemOf(err: unknown, notFoundCodes: readonly string[] = []): LoadProblem {
  if (err instanceof ApiError) {
    if (err.status === 401) return "signIn";
    if (err.status === 404 || notFoundCodes.includes(err.code)) return "notFound";
  }
  return "error";
}

export function ScoringProblem({
  problem,
  notFoundTitle,
  notFoundText,
  retryKey,
  action,
}: {
  problem: LoadProblem;
  notFoundTitle: string;
  notFoundText: string;
  /** Refetched after signing in, or on "Try again". */
  retryKey: QueryKey;
  action?: React.ReactNode;
}) {
  const t = useT();
  const qc = useQueryClient();
  const { openLogin } = useLoginDialog();
  const retry = () => void qc.invalidateQueries({ queryKey: retryKey });
  if (problem === "signIn") {
    return (
      <StateMessage
        icon={LockKeyholeIcon}
        title={t("leaderboard.membersOnly")}
        description={t("leaderboard.membersOnlyText")}
        action={<Button onClick={() => openLogin({ onSuccess: retry })}>{t("home.login")}</Button>}
      />
    );
  }
  if (problem === "notFound") {
    return <StateMessage icon={SearchXIcon} title={notFoundTitle} description={notFoundText} action={action} />;
  }
  return (
    <StateMessage
      tone="error"
      icon={TriangleAlertIcon}
      title={t("leaderboard.loadFailed")}
      description={t("leaderboard.loadFailedText")}
      action={
        <Button variant="outline" onClick={retry}>
          {t("leaderboard.retry")}
        </Button>
      }
    />
  );
}
