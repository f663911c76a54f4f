// "My rounds" on the member's dashboard: the rounds the member played with
// scoring (score, position, whether final) and a small chart of their
// Handicap Index over time. The chart's library is a chunk of its own,
// fetched only when there is a trend to draw.
import { compareCodeUnits } from "@/shared/lib/events";
import { Suspense } from "react";
import { Link } from "wouter";
import { ChartLineIcon, FlagIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { formatDate } from "@/shared/lib/format";
import { lazyNamed } from "@/shared/lib/lazy";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";
import { useMyRounds } from "../api/rounds";
import type { MyRounds } from "../types";

const MyRoundsChart = lazyNamed(() => import("./MyRoundsChart"), "MyRoundsChart");

/** Rounds listed on the dashboard, newest first. */
export const ROUNDS_SHOWN = 5;

export function MyRoundsCard() {
  const t = useT();
  const q = useMyRounds();
  return (
    <Card data-testid="my-rounds">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2">
          <FlagIcon className="size-5 text-primary" aria-hidden="true" />
          {t("rounds.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-5 pb-5 sm:px-6">
        {q.isPending ? (
          <Skeleton className="h-32" />
        ) : q.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm text-destructive">
            {t("rounds.loadError")}
            <Button variant="outline" onClick={() => void q.refetch()}>
              {t("dash.tryAgain")}
            </Button>
          </div>
        ) : (
          <RoundsBody data={q.data} />
        )}
      </CardContent>
    </Card>
  );
}

function RoundsBody({ data }: { data: MyRounds }) {
  const t = useT();
  const rounds = [...data.rounds].sort((a, b) => compareCodeUnits(b.date, a.date)).slice(0, ROUNDS_SHOWN);
  return (
    <>
      {data.handicap.length >= 2 && (
        <section aria-labelledby="rounds-trend" className="grid gap-1">
          <h4 id="rounds-trend" className="flex items-center gap-1.5 text-sm font-semibold">
            <ChartLineIcon className="size-4 text-primary" aria-hidden="true" />
            {t("rounds.trend")}
          </h4>
          <Suspense fallback={<Skeleton className="h-40" />}>
            <MyRoundsChart points={data.handicap} />
          </Suspense>
        </section>
      )}
      {rounds.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("rounds.empty")}</p>
      ) : (
        <ul className="grid divide-y divide-border rounded-xl border border-border/70">
          {rounds.map((r) => (
            <li key={r.eventId}>
              <Link href={paths.scorecard(r.eventId)} className="flex min-h-14 items-center justify-between gap-3 px-3 py-2 hover:bg-accent/50">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{r.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {formatDate(r.date)} · {r.finalised ? t("rounds.position", { label: r.label }) : t("rounds.provisional")}
                  </span>
                </span>
                <span className="shrink-0 text-right text-sm tabular-nums">
                  {r.format === "stableford" ? (
                    <span className="block font-bold">{t("rounds.points", { n: r.points })}</span>
                  ) : (
                    <span className="block font-bold">{t("rounds.net", { n: r.net })}</span>
                  )}
                  <span className="block text-xs text-muted-foreground">{t("rounds.gross", { n: r.gross })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
