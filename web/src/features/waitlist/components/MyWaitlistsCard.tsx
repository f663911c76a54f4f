// The dashboard's list of the waitlists the member is on: each event with
// the member's place in line and a Leave button. Hidden when there are none,
// so a member who never joined one sees nothing new.
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { HourglassIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDate } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import type { ClubEvent } from "@/shared/lib/types";
import { useT } from "@/shared/i18n/i18n";
import { useLeaveWaitlist, useMyWaitlists, type MyWaitlist } from "../api/waitlist";

export function MyWaitlistsCard() {
  const t = useT();
  const places = useMyWaitlists();
  const list = places.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="my-waitlists-title">
      <h2 id="my-waitlists-title" className="flex items-center gap-2 text-lg font-semibold">
        <HourglassIcon className="size-5 text-primary" aria-hidden="true" />
        {t("waitlist.mine")}
      </h2>
      <ul className="mt-3 divide-y">
        {list.map((w) => (
          <WaitlistRow key={w.eventId} place={w} />
        ))}
      </ul>
    </Card>
  );
}

function WaitlistRow({ place }: { place: MyWaitlist }) {
  const t = useT();
  // The event's own query, shared with its page and kept offline.
  const event = useQuery<ClubEvent>({ queryKey: ["/api/events", place.eventId] });
  const leave = useLeaveWaitlist(place.eventId);
  const title = event.data?.title ?? t("event.event");
  async function doLeave() {
    try {
      await leave.mutateAsync();
      toast({ title: t("waitlist.left"), description: title });
    } catch (err) {
      toast({ title: t("waitlist.leaveFailed"), description: errorMessage(err, t("waitlist.leaveFailed")), variant: "destructive" });
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="my-waitlist">
      <div className="min-w-0">
        {/* Positioned, so its 44 px hit area lies over the date line below rather than under it. */}
        <Link href={paths.event(place.eventId)} className="tap-inline relative font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline">
          {title}
        </Link>
        <p className="text-sm text-muted-foreground">
          {[event.data ? formatDate(event.data.date) : "", t("waitlist.position", { n: place.position })].filter(Boolean).join(" · ")}
        </p>
      </div>
      <Button
        variant="outline"
        onClick={() => void doLeave()}
        disabled={leave.isPending}
        aria-label={t("waitlist.leaveNamed", { event: title })}
      >
        {t("waitlist.leave")}
      </Button>
    </li>
  );
}
