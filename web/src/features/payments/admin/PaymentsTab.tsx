// Payments tab: the way to the payment references page (with how many
// slips wait for review) and a working Payment Analytics card
// (docs/deviations.md: the spec's "Coming Soon" card is not copied).
import { Link } from "wouter";
import { ArrowRightIcon, ReceiptTextIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { buttonVariants } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { cn } from "@/shared/lib/utils";
import { usePaymentReferences } from "@/features/payments/api/adminPayments";
import { PaymentAnalytics } from "@/features/payments/admin/PaymentAnalytics";
import { adminPaths } from "@/shared/lib/adminPaths";
import { useT } from "@/shared/i18n/i18n";

export default function PaymentsTab() {
  const t = useT();
  // Only the counts are read: one row is the smallest page.
  const refs = usePaymentReferences({ filter: "all", q: "", offset: 0, limit: 1 });
  const counters = refs.data?.counts ?? null;

  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <ReceiptTextIcon className="size-5" aria-hidden="true" />
            </span>
            <CardTitle>{t("admin.pay.refsTitle")}</CardTitle>
          </div>
          <CardDescription>{t("admin.pay.refsIntro")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {counters && (
            <div className="flex flex-wrap gap-2 text-sm">
              <Badge variant={counters.awaiting > 0 ? "sand" : "outline"}>
                {t("admin.pay.awaitingCount", { count: counters.awaiting })}
              </Badge>
              <Badge variant="outline">{t("admin.pay.unpaidCount", { count: counters.unpaid })}</Badge>
              <Badge variant="success">{t("admin.pay.paidCount", { count: counters.paid })}</Badge>
            </div>
          )}
          <Link href={adminPaths.paymentReferencesLink} className={cn(buttonVariants(), "w-full sm:w-fit")}>
            {t("admin.pay.viewRefs")}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>

      <PaymentAnalytics />
    </div>
  );
}
