// The VIP subscription advert beside a payment (spec 1 §2 "Payment page").
import { Link } from "wouter";
import { CrownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";
import { paths } from "@/paths";

export function VipAdvert({ price }: { price: number }) {
  return (
    <Card className="overflow-hidden border-gold/30 bg-gradient-to-br from-sand to-card">
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-sand-foreground">
          <CrownIcon className="size-4" aria-hidden="true" /> VIP Subscription
        </p>
        <p className="text-2xl font-bold tracking-tight text-foreground">
          {formatMoney(price)} <span className="text-sm font-medium text-muted-foreground">per year</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Lower green fees, unlimited rounds and priority notifications for every event.
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href={paths.membership}>View VIP Subscription</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
