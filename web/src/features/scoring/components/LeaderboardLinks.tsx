// On an event's page: the way to its leaderboard while the round is
// scored, and to its results once the admin has finalised.
import { Link } from "wouter";
import { ListOrderedIcon, TrophyIcon } from "lucide-react";
import { buttonVariants } from "@/shared/ui/button";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";
import type { GolfEvent } from "../types";

export function EventScoringLinks({ event }: { event: Pick<GolfEvent, "id" | "golf"> }) {
  const t = useT();
  if (!event.golf) return null;
  return (
    <>
      {event.golf.finalisedAt && (
        <Link href={paths.results(event.id)} className={buttonVariants({ variant: "outline" })}>
          <TrophyIcon aria-hidden="true" />
          {t("results.title")}
        </Link>
      )}
      <Link href={paths.leaderboard(event.id)} className={buttonVariants({ variant: "outline" })}>
        <ListOrderedIcon aria-hidden="true" />
        {t("leaderboard.title")}
      </Link>
    </>
  );
}
