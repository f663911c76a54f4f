// What a guest sees on an event that has member rates only:
// not a list of disabled options but a plain "Members only" and the ways
// in. Member rates come with a membership ID: signing up gives one (spec 1
// §2), an admin can add one to an account made without it, and the VIP
// Subscription (the link shown) comes with one.
import { Link } from "wouter";
import { ArrowRightIcon, LockIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Rate } from "@/lib/types";
import { paths } from "@/paths";
import { useT } from "@/i18n/i18n";

/** An event is members-only when it has rates and every one is a member rate. */
export function isMembersOnly(rates: readonly Pick<Rate, "category">[]): boolean {
  return rates.length > 0 && rates.every((r) => r.category === "member");
}

export function MembersOnlyNotice({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section
      aria-labelledby="members-only-title"
      data-testid="members-only"
      className="grid gap-3 rounded-xl border border-sand-foreground/20 bg-sand px-4 py-4 text-sm text-sand-foreground"
    >
      <h3 id="members-only-title" className="flex items-center gap-2 text-base font-semibold">
        <LockIcon className="size-4 shrink-0" aria-hidden="true" />
        {t("reg.membersOnly")}
      </h3>
      <p>
        {signedIn ? t("reg.membersOnlyNoId") : t("reg.membersOnlyLogin")}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {signedIn ? (
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <Link href={paths.contact}>{t("reg.contactAdmin")}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <Link href={paths.membership}>
            {t("reg.seeVip")}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
