// Where the member stands with the VIP subscription, next to their
// membership status: the membership number gives member rates, VIP is the
// paid yearly plan on top (see vipStatus.ts).
import { Link } from "wouter";
import { CrownIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { useSettings } from "@/features/settings";
import { clubToday, formatDate, formatMoney } from "@/shared/lib/format";
import type { MemberProfile } from "@/shared/lib/types";
import { paths } from "@/shared/lib/paths";
import { vipStatus } from "../vipStatus";
import { useT } from "@/shared/i18n/i18n";

export function VipSubscriptionStatus({ member }: { member: MemberProfile }) {
  const t = useT();
  const status = vipStatus(member, clubToday());
  const price = formatMoney(useSettings().data?.vipPrice ?? 144);
  return (
    <div className="rounded-xl border border-gold/40 bg-sand p-4 text-sand-foreground" data-testid="vip-status">
      <div className="flex items-start gap-3">
        <CrownIcon className="mt-0.5 size-6 shrink-0 text-gold" aria-hidden="true" />
        <div className="min-w-0">
          <h4 className="flex flex-wrap items-center gap-2 font-semibold">
            {t("profile.vip")}
            {status.kind === "active" ? <Badge variant="success">{t("profile.vipActive")}</Badge> : null}
            {status.kind === "expired" ? <Badge variant="sand">{t("profile.vipExpired")}</Badge> : null}
          </h4>
          <p className="mt-1 text-sm">
            {status.kind === "active" && t("profile.vipUntil", { date: formatDate(status.until) })}
            {status.kind === "expired" && t("profile.vipEnded", { date: formatDate(status.on) })}
            {status.kind === "none" && t("profile.vipNone", { price })}
          </p>
        </div>
      </div>
      {status.kind !== "active" ? (
        <Button asChild size="sm" className="mt-3">
          <Link href={paths.membership}>{status.kind === "expired" ? t("profile.vipRenew") : t("profile.vipSee")}</Link>
        </Button>
      ) : null}
    </div>
  );
}
