// What a guest sees on an event that has member rates only (issue 10):
// not a list of disabled options but a plain "Members only" and the way to
// become one, the VIP Subscription (spec 1 §2 "Subscription").
import { Link } from "wouter";
import { ArrowRightIcon, LockIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Rate } from "@/lib/types";
import { paths } from "@/paths";

/** An event is members-only when it has rates and every one is a member rate. */
export function isMembersOnly(rates: readonly Pick<Rate, "category">[]): boolean {
  return rates.length > 0 && rates.every((r) => r.category === "member");
}

export function MembersOnlyNotice({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="members-only-title"
      data-testid="members-only"
      className="grid gap-3 rounded-xl border border-sand-foreground/20 bg-sand px-4 py-4 text-sm text-sand-foreground"
    >
      <h3 id="members-only-title" className="flex items-center gap-2 text-base font-semibold">
        <LockIcon className="size-4 shrink-0" aria-hidden="true" />
        Members only
      </h3>
      <p>
        {signedIn
          ? "This event is open to club members with a membership ID. Join with the VIP Subscription to register for member events at member rates."
          : "This event is open to club members with a membership ID. Members can log in to register; not a member yet? Join with the VIP Subscription."}
      </p>
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <Link href={paths.membership}>
          See the VIP Subscription
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
