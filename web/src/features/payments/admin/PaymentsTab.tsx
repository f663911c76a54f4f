// Payments tab: the way to the payment references page (with how many
// slips wait for review) and a working Payment Analytics card (DESIGN.md
// deviations: the spec's "Coming Soon" card is not copied).
import { Link } from "wouter";
import { ArrowRightIcon, BarChart3Icon, ReceiptTextIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { buttonVariants } from "@/shared/ui/button";
import { LoadErrorAlert } from "@/shared/ui/admin/LoadStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { cn } from "@/shared/lib/utils";
import { usePaymentAnalytics, usePaymentReferences } from "@/features/payments/api/adminPayments";
import { PaymentAnalyticsChart } from "@/features/payments/admin/PaymentAnalyticsChart";
import { adminPaths } from "@/shared/lib/adminPaths";
import { useT } from "@/shared/i18n/i18n";

export default function PaymentsTab() {
  const t = useT();
  const analytics = usePaymentAnalytics();
  // Only the counts are read: one row is the smallest page.
  const refs = usePaymentReferences({ filter: "all", q: "", offset: 0, limit: 1 });
  const counters = refs.data?.counts ?? null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
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

      <Card>
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <BarChart3Icon className="size-5" aria-hidden="true" />
            </span>
            <CardTitle>{t("admin.pay.analyticsTitle")}</CardTitle>
          </div>
          <CardDescription>{t("admin.pay.analyticsIntro")}</CardDescription>
        </CardHeader>
        <CardContent>
          {analytics.isPending ? (
            <div className="grid gap-3" aria-busy="true" aria-label={t("admin.pay.analyticsLoading")}>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-7 w-full" />
              <Skeleton className="h-7 w-4/5" />
            </div>
          ) : analytics.isError ? (
            <LoadErrorAlert message={t("admin.pay.analyticsFailed")} onRetry={analytics.refetch} />
          ) : (
            <PaymentAnalyticsChart rows={analytics.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
