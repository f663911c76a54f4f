// The VIP subscription advert beside a payment (spec 1 §2 "Payment page").
import { Link } from "wouter";
import { CrownIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent } from "@/shared/ui/card";
import { formatMoney } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";

export function VipAdvert({ price }: { price: number }) {
  const t = useT();
  return (
    <Card className="overflow-hidden border-gold/30 bg-gradient-to-br from-sand to-card">
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-sand-foreground">
          <CrownIcon className="size-4" aria-hidden="true" /> {t("pay.vip")}
        </p>
        <p className="text-2xl font-bold tracking-tight text-foreground">
          {formatMoney(price)} <span className="text-sm font-medium text-muted-foreground">{t("pay.perYear")}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t("pay.vipText")}
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href={paths.membership}>{t("pay.viewVip")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
