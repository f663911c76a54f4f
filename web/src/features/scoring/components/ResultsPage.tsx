// /events/{id}/results: the frozen positions once the admin has finalised
// (a tie broken on countback says how), the side prizes, the spreadsheet,
// and the top ten to share on WhatsApp. Before finalising the server
// answers 404 results_not_final and the page points to the leaderboard.
import { useState } from "react";
import { Link, useParams } from "wouter";
import { DownloadIcon, FlagIcon, ListOrderedIcon, RulerIcon } from "lucide-react";
import { usePageMeta } from "@/features/settings";
import { ShareButton } from "@/features/sharing";
import { PageContainer, PageHeader } from "@/shared/ui/Page";
import { Button, buttonVariants } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { toast } from "@/shared/ui/use-toast";
import { filenameFromDisposition, saveBlob } from "@/shared/lib/download";
import { formatLongDate } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { resultsKey, resultsXlsxPath, useResults } from "../api/results";
import type { Results, SidePrize } from "../types";
import { formatScore, shownRows, toPar } from "./LeaderboardView";
import { ScoringProblem, problemOf } from "./LeaderboardStates";
import { countbackText, resultsShare } from "./ResultsShare";
import { ScoreTableHead } from "./ScoreTableHead";

export default function ResultsPage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const results = useResults(id, valid);
  const r = results.data;
  const winner = r ? shownRows(r.rows).find((s) => !s.out) : undefined;
  usePageMeta({
    title: r ? t("results.shareTitle", { event: r.title }) : t("results.title"),
    description: r && winner ? t("results.metaWinner", { name: winner.row.name, date: formatLongDate(r.date) }) : t("results.title"),
    keywords: "golf results, monthly medal",
    path: paths.results(valid ? id : 0),
  });
  const problem = !valid ? "notFound" : results.isError ? problemOf(results.error, ["results_not_final"]) : null;

  return (
    <>
      <PageHeader
        eyebrow={r ? formatLongDate(r.date) : t("results.title")}
        title={r ? r.title : t("results.title")}
        description={r ? `${t("results.final")} · ${r.format === "stableford" ? t("leaderboard.stableford") : t("leaderboard.strokePlay")}` : undefined}
        actions={r && <ResultsActions results={r} />}
      />
      <PageContainer className="py-6 sm:py-10">
        {problem ? (
          <ScoringProblem
            problem={problem}
            notFoundTitle={t("results.notFinal")}
            notFoundText={t("results.notFinalText")}
            retryKey={resultsKey(id)}
            action={
              valid && (
                <Link href={paths.leaderboard(id)} className={buttonVariants({ variant: "outline" })}>
                  <ListOrderedIcon aria-hidden="true" />
                  {t("results.toLeaderboard")}
                </Link>
              )
            }
          />
        ) : !r ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t("results.loading")}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : (
          <div className={cn("grid items-start gap-6", r.sidePrizes.length > 0 && "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
            <ResultsTable results={r} />
            <SidePrizes prizes={r.sidePrizes} />
          </div>
        )}
      </PageContainer>
    </>
  );
}

function ResultsActions({ results }: { results: Results }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(resultsXlsxPath(results.eventId), { credentials: "include" });
      if (!res.ok) throw new Error(`${res.status}`);
      saveBlob(await res.blob(), filenameFromDisposition(res.headers.get("Content-Disposition")) ?? `results-${results.eventId}.xlsx`);
    } catch {
      toast({ title: t("common.downloadFailed"), description: t("common.tryAgain"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ShareButton payload={resultsShare(results)} label={t("results.share")} whatsAppLabel={t("results.shareWhatsApp")} variant="default" />
      <Button variant="outline" onClick={() => void download()} disabled={busy}>
        <DownloadIcon aria-hidden="true" />
        {busy ? t("results.downloading") : t("results.download")}
      </Button>
      <Link href={paths.leaderboard(results.eventId)} className={buttonVariants({ variant: "outline" })}>
        <ListOrderedIcon aria-hidden="true" />
        {t("results.toLeaderboard")}
      </Link>
    </>
  );
}

function ResultsTable({ results }: { results: Results }) {
  const t = useT();
  const stableford = results.format === "stableford";
  const rows = shownRows(results.rows);
  return (
    <Card className="overflow-hidden">
      <table className="w-full text-sm sm:text-base" data-testid="results">
        <caption className="sr-only">{t("results.caption", { event: results.title })}</caption>
        <ScoreTableHead middle={[{ label: t("results.gross") }]} stableford={stableford} />
        <tbody className="divide-y divide-border">
          {rows.map(({ row, label, out }, i) => (
            <tr key={row.registrationId} data-testid="results-row" className={cn(out && "bg-muted/40 text-muted-foreground", !out && i === 0 && "bg-highlight/15")}>
              <td className="py-3 pl-3 align-top font-bold tabular-nums sm:pl-5">{label}</td>
              <td className="py-3 align-top">
                <span className="font-medium [overflow-wrap:anywhere]">{row.name}</span>
                {row.countback && (
                  <span className="block text-xs text-muted-foreground" data-testid="countback">
                    {countbackText(row.countback)}
                  </span>
                )}
              </td>
              <td className="py-3 text-center align-top tabular-nums">{out || row.thru === 0 ? "" : row.gross}</td>
              <td className="py-3 pr-3 text-right align-top font-bold tabular-nums sm:pr-5">
                {out ? row.status || row.label : stableford ? formatScore(row, "stableford") : `${row.net} (${toPar(row.netToPar)})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function SidePrizes({ prizes }: { prizes: SidePrize[] }) {
  const t = useT();
  if (prizes.length === 0) return null;
  return (
    <Card className="p-5" data-testid="side-prizes">
      <h2 className="text-lg font-semibold">{t("results.sidePrizes")}</h2>
      <ul className="mt-3 grid gap-3">
        {prizes.map((p) => {
          const Icon = p.kind === "nearest_pin" ? FlagIcon : RulerIcon;
          return (
            <li key={p.id} className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold">
                  {p.kind === "nearest_pin" ? t("results.nearestPin") : t("results.longestDrive")}{" "}
                  <span className="font-normal text-muted-foreground">· {t("results.hole", { hole: p.hole })}</span>
                </p>
                <p className="text-sm [overflow-wrap:anywhere]">
                  {p.winnerName ?? t("results.noWinner")}
                  {p.winnerName && p.distance && <span className="text-muted-foreground"> · {p.distance}</span>}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
