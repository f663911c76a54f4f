// Who is coming (registration dialog, spec 1 §2): each participant's name
// and rate type, the member's own row highlighted as 'You'; or 'Be the
// First to Join!' when nobody has registered yet.
import { PartyPopperIcon, UserIcon } from "lucide-react";
import { Skeleton } from "@/shared/ui/skeleton";
import type { Participant } from "@/shared/lib/types";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";

export function ParticipantsList({
  participants,
  isLoading,
  isError,
}: {
  participants: readonly Participant[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const t = useT();
  if (isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={t("reg.loadingParticipants")}>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (isError) {
    return <p className="rounded-xl bg-muted px-3 py-3 text-sm text-muted-foreground">{t("reg.participantsError")}</p>;
  }
  if (!participants || participants.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-primary/30 bg-accent/60 px-4 py-3">
        <PartyPopperIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="text-sm font-semibold text-accent-foreground">{t("reg.beFirst")}</p>
          <p className="text-xs text-muted-foreground">{t("reg.nobodyYet")}</p>
        </div>
      </div>
    );
  }
  return (
    <ul
      // Phones: the list grows with the dialog body, which is the one scroll
      // area (a list scrolling inside a scrolling sheet traps the thumb).
      // Wider screens: a capped list of its own, in two columns.
      className="grid gap-1.5 rounded-lg p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:max-h-64 sm:grid-cols-2 sm:overflow-y-auto sm:overscroll-contain"
      aria-label={t("reg.participants")}
      // A scrolling list must be reachable by keyboard to scroll it.
      tabIndex={0}
    >
      {mineFirst(participants).map((p) => (
        <li
          key={p.id}
          data-mine={p.isMine || undefined}
          className={cn(
            "flex min-w-0 items-center gap-2.5 rounded-xl px-2.5 py-1.5",
            p.isMine ? "bg-accent ring-1 ring-primary/40" : "bg-muted/60",
          )}
        >
          <span
            className={cn(
              "flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
              p.isMine ? "bg-primary text-primary-foreground" : "bg-card text-muted-foreground",
            )}
            aria-hidden="true"
          >
            {initials(p.memberName) || <UserIcon className="size-4" />}
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-2">
              <span className="truncate text-sm font-medium">{p.memberName}</span>
              {p.isMine && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground">{t("reg.you")}</span>
              )}
            </span>
            {p.guestRateType && <span className="block truncate text-xs text-muted-foreground">{p.guestRateType}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The member's own entry first, so it is in view; the rest in sign-up order. */
export function mineFirst(list: readonly Participant[]): Participant[] {
  return [...list.filter((p) => p.isMine), ...list.filter((p) => !p.isMine)];
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}
