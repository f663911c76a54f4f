// /events/{id}/leaderboard: the field as it plays, by the event's format
// (net to par or Stableford points), ties shown "T3", DQ and NR at the end.
// The live stream refreshes it within the second of an entry (topic
// leaderboard:{id}); a signed-in member can follow players with the star.
// ?tv=1 is the clubhouse TV (LeaderboardTvScreen): no site frame, large
// type, moving through the field by itself.
import { Link, useParams, useSearch } from "wouter";
import { MonitorIcon, RadioIcon, StarIcon, TrophyIcon } from "lucide-react";
import { useAuth } from "@/features/auth";
import { usePageMeta } from "@/features/settings";
import { PageContainer, PageHeader } from "@/shared/ui/Page";
import { buttonVariants } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatLongDate } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { leaderboardKey, useLeaderboard } from "../api/leaderboard";
import { useFollows, useToggleFollow } from "../api/follows";
import type { Leaderboard, LeaderboardRow } from "../types";
import { formatScore, shownRows, thruText, toPar } from "./LeaderboardView";
import { ScoringProblem, problemOf } from "./LeaderboardStates";
import { LeaderboardTvScreen } from "./LeaderboardTvScreen";
import { ScoreTableHead } from "./ScoreTableHead";

export default function LeaderboardPage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const tv = new URLSearchParams(useSearch()).get("tv") === "1";
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const board = useLeaderboard(id, valid);
  const b = board.data;
  usePageMeta({
    title: b ? t("leaderboard.metaTitle", { event: b.title }) : t("leaderboard.title"),
    description: b ? t("leaderboard.metaText", { event: b.title, date: formatLongDate(b.date) }) : t("leaderboard.title"),
    keywords: "golf leaderboard, live scores",
    path: paths.leaderboard(valid ? id : 0),
  });

  if (tv && b) return <LeaderboardTvScreen board={b} />;

  const problem = !valid ? "notFound" : board.isError ? problemOf(board.error) : null;
  return (
    <>
      <PageHeader
        eyebrow={b ? formatLongDate(b.date) : t("leaderboard.title")}
        title={b ? b.title : t("leaderboard.title")}
        description={b ? (b.format === "stableford" ? t("leaderboard.stableford") : t("leaderboard.strokePlay")) : undefined}
        actions={
          b && (
            <>
              {b.finalised && (
                <Link href={paths.results(b.eventId)} className={buttonVariants({ variant: "default" })}>
                  <TrophyIcon aria-hidden="true" />
                  {t("leaderboard.results")}
                </Link>
              )}
              <Link href={paths.leaderboardTv(b.eventId)} className={buttonVariants({ variant: "outline" })}>
                <MonitorIcon aria-hidden="true" />
                {t("leaderboard.tv")}
              </Link>
            </>
          )
        }
      />
      <PageContainer className="py-6 sm:py-10">
        {problem ? (
          <ScoringProblem
            problem={problem}
            notFoundTitle={t("leaderboard.notFound")}
            notFoundText={t("leaderboard.notFoundText")}
            retryKey={leaderboardKey(id)}
            action={
              <Link href={paths.events} className={buttonVariants({ variant: "outline" })}>
                {t("event.all")}
              </Link>
            }
          />
        ) : !b ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t("leaderboard.loading")}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : (
          <LeaderboardTable board={b} />
        )}
      </PageContainer>
    </>
  );
}

function LeaderboardTable({ board }: { board: Leaderboard }) {
  const t = useT();
  const { member } = useAuth();
  const follows = useFollows(!!member);
  const toggle = useToggleFollow();
  const following = new Set(follows.data ?? []);
  const rows = shownRows(board.rows);
  const stableford = board.format === "stableford";

  const onStar = (row: LeaderboardRow) => {
    const follow = !following.has(row.memberId);
    toggle.mutate(
      { memberId: row.memberId, follow },
      {
        onError: (err) =>
          toast({ title: t("leaderboard.followFailed"), description: errorMessage(err, t("common.tryAgain")), variant: "destructive" }),
      },
    );
  };

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3 sm:px-5">
        <p className="flex items-center gap-2 text-sm font-semibold" data-testid="leaderboard-state">
          {board.finalised ? (
            <span className="text-muted-foreground">{t("leaderboard.final")}</span>
          ) : (
            <>
              <RadioIcon className="size-4 text-primary" aria-hidden="true" />
              <span className="text-primary">{t("leaderboard.live")}</span>
            </>
          )}
        </p>
        {member && <p className="text-xs text-muted-foreground">{t("leaderboard.followHint")}</p>}
      </div>
      {rows.length === 0 ? (
        <p className="px-5 py-10 text-center text-muted-foreground">{t("leaderboard.empty")}</p>
      ) : (
        <table className="w-full text-sm sm:text-base" data-testid="leaderboard">
          <caption className="sr-only">{t("leaderboard.caption", { event: board.title })}</caption>
          <ScoreTableHead
            middle={[{ label: t("leaderboard.thru"), narrow: true }, { label: t("leaderboard.today") }]}
            stableford={stableford}
          />
          <tbody className="divide-y divide-border">
            {rows.map(({ row, label, out }) => (
              <tr key={row.registrationId} data-testid="leaderboard-row" className={cn(out && "bg-muted/40 text-muted-foreground")}>
                <td className="py-1 pl-3 font-bold tabular-nums sm:pl-5" data-testid="leaderboard-pos">
                  {label}
                </td>
                <td className="py-1">
                  <div className="flex min-w-0 items-center gap-1">
                    {member && row.memberId !== member.id && (
                      <button
                        type="button"
                        aria-pressed={following.has(row.memberId)}
                        aria-label={t("leaderboard.follow", { name: row.name })}
                        onClick={() => onStar(row)}
                        className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        <StarIcon className={cn("size-5", following.has(row.memberId) && "fill-highlight text-gold")} aria-hidden="true" />
                      </button>
                    )}
                    {/* One's own row has no star (nobody follows themselves): its name lines up with the others'. */}
                    <span className={cn("min-w-0 py-2 font-medium [overflow-wrap:anywhere]", member && row.memberId === member.id && "pl-9")}>{row.name}</span>
                    {row.holeInOne && (
                      <span className="ml-1 shrink-0 rounded-full bg-highlight px-2 py-0.5 text-[11px] font-bold text-highlight-foreground">
                        {t("leaderboard.holeInOne")}
                      </span>
                    )}
                  </div>
                </td>
                <td className="py-1 text-center tabular-nums">{out ? "" : thruText(row.thru, t("leaderboard.finished"))}</td>
                <td className="py-1 text-center tabular-nums">{out || row.thru === 0 ? "" : toPar(row.today)}</td>
                <td className="py-1 pr-3 text-right font-bold tabular-nums sm:pr-5" data-testid="leaderboard-score">
                  {out ? row.status || row.label : formatScore(row, board.format)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
