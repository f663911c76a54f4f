// Every accepted score write of an event, newest first: who entered what
// on which hole, so a correction is never silent.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { formatDateTime } from "@/shared/lib/format";
import { useT } from "@/shared/i18n/i18n";
import { useScoreLog } from "../api/adminScoring";

const SHOWN = 200;

export function ScoreLogCard({ eventId }: { eventId: number }) {
  const t = useT();
  const log = useScoreLog(eventId);
  const rows = (log.data ?? []).slice(0, SHOWN);
  return (
    <Card data-testid="score-log">
      <CardHeader>
        <CardTitle>{t("admin.scoring.log")}</CardTitle>
        <CardDescription>{t("admin.scoring.logText")}</CardDescription>
      </CardHeader>
      <CardContent>
        {log.isLoading ? (
          <SkeletonList count={3} itemClassName="h-8 w-full rounded-lg" />
        ) : log.isError ? (
          <LoadError message={t("admin.scoring.logFailed")} onRetry={log.refetch} />
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("admin.scoring.logEmpty")}</p>
        ) : (
          <div className="max-h-96 overflow-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={t("admin.scoring.log")}>
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("admin.scoring.logWhen")}</th>
                  <th scope="col" className="px-3 py-2">{t("admin.scoring.logPlayer")}</th>
                  <th scope="col" className="px-3 py-2 text-center">{t("admin.scoring.hole")}</th>
                  <th scope="col" className="px-3 py-2 text-center">{t("admin.scoring.strokes")}</th>
                  <th scope="col" className="px-3 py-2">{t("admin.scoring.logBy")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((r) => (
                  <tr key={`${r.registrationId}-${r.hole}-${r.revision}`} data-testid="score-log-row">
                    <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{formatDateTime(r.enteredAt)}</td>
                    <td className="px-3 py-2">{r.playerName}</td>
                    <td className="px-3 py-2 text-center tabular-nums">{r.hole}</td>
                    <td className="px-3 py-2 text-center tabular-nums">{r.pickedUp ? t("admin.scoring.pickedUpShort") : (r.strokes ?? "–")}</td>
                    <td className="px-3 py-2">{r.enteredBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
