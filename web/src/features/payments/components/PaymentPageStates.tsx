// The payment page while it cannot show a payment: loading, signed out, and
// a problem (event or registration not found, or the data failed to load).
import { type ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeftIcon, LockKeyholeIcon, SearchXIcon } from "lucide-react";
import { useLoginDialog } from "@/features/auth";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";

export function PaymentProblem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-20">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
          <SearchXIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
          <Button asChild>
            <Link href={paths.member}>
              <ArrowLeftIcon aria-hidden="true" />
              {t("pay.back")}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

export function PaymentSignInFirst() {
  const t = useT();
  const { openLogin } = useLoginDialog();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <Card className="items-center text-center">
        <CardHeader className="items-center">
          <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <LockKeyholeIcon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold">{t("pay.loginTitle")}</h1>
          <CardDescription>{t("pay.loginText")}</CardDescription>
        </CardHeader>
        <CardContent className="w-full">
          <Button className="w-full" onClick={() => openLogin({ onSuccess: () => undefined })}>
            {t("home.login")}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function PaymentSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10" aria-busy="true" aria-label={t("pay.loading")}>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-8 w-72 max-w-full" />
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-5">
          <Skeleton className="h-48" />
          <Skeleton className="h-72" />
        </div>
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
