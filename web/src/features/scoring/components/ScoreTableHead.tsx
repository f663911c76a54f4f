import { useT } from "@/shared/i18n/i18n";

/** A column between the player and the score; narrow fits "Thru". */
export interface MiddleColumn {
  label: string;
  narrow?: boolean;
}

/** The head the leaderboard and the results share: position, player, the columns between, the score. */
export function ScoreTableHead({ middle, stableford }: { middle: MiddleColumn[]; stableford: boolean }) {
  const t = useT();
  return (
    <thead className="bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
      <tr>
        <th scope="col" className="w-12 py-2.5 pl-3 text-left sm:w-16 sm:pl-5">
          {t("leaderboard.pos")}
        </th>
        <th scope="col" className="py-2.5 text-left">
          {t("leaderboard.player")}
        </th>
        {middle.map((c) => (
          <th key={c.label} scope="col" className={c.narrow ? "w-12 py-2.5 text-center sm:w-16" : "w-14 py-2.5 text-center sm:w-20"}>
            {c.label}
          </th>
        ))}
        <th scope="col" className="w-14 py-2.5 pr-3 text-right sm:w-20 sm:pr-5">
          {stableford ? t("leaderboard.points") : t("leaderboard.net")}
        </th>
      </tr>
    </thead>
  );
}
