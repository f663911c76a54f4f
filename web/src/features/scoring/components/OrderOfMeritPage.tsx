// /order-of-merit: the season's standings. Each member's events are listed
// with the points they earned; the best N count (marked with a tick and the
// word "counted") and the others are greyed and say "not counted", so the
// mark never rests on colour alone. Divisions, when the club has them,
// are tabs after the overall table.
import { useState } from "react";
import { Link } from "wouter";
import { CheckIcon, MinusIcon, TrophyIcon } from "lucide-react";
import { usePageMeta } from "@/features/settings";
import { PageContainer, PageHeader, StateMessage } from "@/shared/ui/Page";
import { Card } from "@/shared/ui/card";
import { Label } from "@/shared/ui/label";
import { Skeleton } from "@/shared/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/shared/ui/tabs";
import { formatDate } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { MERIT_KEY, useOrderOfMerit } from "../api/merit";
import type { MeritStanding } from "../types";
import { ScoringProblem, problemOf } from "./LeaderboardStates";

/** Points as the table gives them: whole, or to one decimal for a shared place. */
export function formatPoints(p: number): string {
  return Number.isInteger(p) ? String(p) : p.toFixed(1);
}

export default function OrderOfMeritPage() {
  const t = useT();
  const [season, setSeason] = useState<number | null>(null);
  const merit = useOrderOfMerit(season);
  const m = merit.data;
  usePageMeta({
    title: t("merit.title"),
    description: t("merit.metaText"),
    keywords: "order of merit, golf season standings",
    path: paths.orderOfMerit,
  });
  const seasons = m ? [...new Set([...m.seasons, m.season])].sort((a, b) => b - a) : [];

  return (
    <>
      <PageHeader
        eyebrow={m ? t("merit.season", { season: m.season }) : t("merit.eyebrow")}
        title={t("merit.title")}
        description={m ? (m.bestN > 0 ? t("merit.bestN", { n: m.bestN }) : t("merit.allCount")) : undefined}
        actions={
          m &&
          seasons.length > 1 && (
            <div className="grid gap-1.5">
              <Label htmlFor="merit-season">{t("merit.seasonPicker")}</Label>
              <select
                id="merit-season"
                value={m.season}
                onChange={(e) => setSeason(Number(e.target.value))}
                className="h-11 rounded-lg border border-input bg-card px-3 text-base shadow-xs focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
              >
                {seasons.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
          )
        }
      />
      <PageContainer className="py-6 sm:py-10">
        {merit.isError ? (
          <ScoringProblem
            problem={problemOf(merit.error)}
            notFoundTitle={t("merit.empty")}
            notFoundText={t("merit.emptyText")}
            retryKey={[MERIT_KEY]}
          />
        ) : !m ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t("merit.loading")}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : m.divisions.length === 0 ? (
          <Standings standings={m.standings} />
        ) : (
          <Tabs defaultValue="overall">
            <TabsList aria-label={t("merit.divisions")}>
              <TabsTrigger value="overall">{t("merit.overall")}</TabsTrigger>
              {m.divisions.map((d, i) => (
                <TabsTrigger key={d.name} value={`d${i}`}>
                  {d.name}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overall">
              <Standings standings={m.standings} />
            </TabsContent>
            {m.divisions.map((d, i) => (
              <TabsContent key={d.name} value={`d${i}`}>
                <Standings standings={d.standings} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </PageContainer>
    </>
  );
}

function Standings({ standings }: { standings: MeritStanding[] }) {
  const t = useT();
  if (standings.length === 0) {
    return <StateMessage icon={TrophyIcon} title={t("merit.empty")} description={t("merit.emptyText")} />;
  }
  return (
    <ol className="grid gap-3" data-testid="merit-standings">
      {standings.map((s) => (
        <li key={s.memberId}>
          <Card className="p-4 sm:p-5" data-testid="merit-row">
            <div className="flex items-center gap-4">
              <span
                className={cn(
                  "flex size-11 shrink-0 items-center justify-center rounded-full text-base font-bold tabular-nums",
                  s.position === 1 ? "bg-highlight text-highlight-foreground" : "bg-accent text-primary",
                )}
              >
                {s.label}
              </span>
              <p className="min-w-0 flex-1 text-base font-semibold [overflow-wrap:anywhere] sm:text-lg">{s.name}</p>
              <p className="shrink-0 text-right">
                <span className="block text-xl font-extrabold text-primary-dark tabular-nums">{formatPoints(s.points)}</span>
                <span className="text-xs text-muted-foreground">{t("merit.pointsUnit")}</span>
              </p>
            </div>
            {s.events.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("merit.eventsOf", { name: s.name })}>
                {s.events.map((e) => (
                  <li key={e.eventId} data-testid="merit-event" data-counted={e.counted}>
                    {/* The whole chip is the link: a tap target of 44 px on a phone. */}
                    <Link
                      href={paths.results(e.eventId)}
                      className={cn(
                        "flex min-h-11 flex-wrap items-center gap-x-1.5 rounded-lg border px-2.5 py-1.5 text-xs transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                        e.counted
                          ? "border-primary/30 bg-accent text-accent-foreground hover:bg-primary-hover"
                          : "border-dashed border-border bg-muted/40 text-muted-foreground hover:bg-muted",
                      )}
                    >
                      {e.counted ? <CheckIcon className="size-3.5" aria-hidden="true" /> : <MinusIcon className="size-3.5" aria-hidden="true" />}
                      <span className="font-semibold">{e.title}</span>
                      <span className="tabular-nums">
                        {formatDate(e.date)} · {e.label} · {t("merit.points", { points: formatPoints(e.points) })}
                      </span>
                      <span className={cn("font-semibold", !e.counted && "italic")}>{e.counted ? t("merit.counted") : t("merit.notCounted")}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </li>
      ))}
    </ol>
  );
}
