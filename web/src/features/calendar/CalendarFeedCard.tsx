// "Calendar": the member's private feed URL, to subscribe to in Google
// Calendar, Apple Calendar or Outlook, which then show every event the
// member registered for with flight and tee time, and follow changes.
// The URL is a secret (calendar apps fetch it without signing in): Reset
// makes a new one and the old one stops working everywhere.
import { useState } from "react";
import { CalendarPlusIcon, CopyIcon, RefreshCwIcon } from "lucide-react";
import { Button, buttonVariants } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { Input } from "@/shared/ui/input";
import { Skeleton } from "@/shared/ui/skeleton";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { useCalendarLink, useResetCalendarLink, webcalUrl } from "./calendarFeed";

export function CalendarFeedCard() {
  const t = useT();
  const link = useCalendarLink();
  const reset = useResetCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const url = link.data?.url ?? null;

  const makeLink = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        if (url) toast({ title: t("cal.newLink"), description: t("cal.newLinkText") });
      },
      onError: (err) => toast({ title: t("cal.makeFailed"), description: errorMessage(err, t("common.tryAgain")), variant: "destructive" }),
    });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("cal.copied") });
    } catch {
      toast({ title: t("cal.copyFailed"), description: t("cal.copyFailedText"), variant: "destructive" });
    }
  };

  return (
    <Card data-testid="calendar-feed">
      <CardHeader>
        <CardTitle>{t("cal.title")}</CardTitle>
        <CardDescription>{t("cal.text")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {link.isPending ? (
          <Skeleton className="h-11" aria-label={t("cal.loading")} />
        ) : link.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("cal.loadFailed")}
          </p>
        ) : !url ? (
          <Button className="w-fit" onClick={makeLink} disabled={reset.isPending}>
            <CalendarPlusIcon aria-hidden="true" />
            {reset.isPending ? t("cal.making") : t("cal.make")}
          </Button>
        ) : (
          <>
            <label htmlFor="calendar-feed-url" className="text-sm font-semibold">
              {t("cal.yourLink")}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" />
                {t("cal.copy")}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              {t("cal.private")}
            </p>
            <div className="flex flex-wrap gap-2">
              <a href={webcalUrl(url)} className={cn(buttonVariants({ variant: "default" }))}>
                <CalendarPlusIcon aria-hidden="true" />
                {t("cal.subscribe")}
              </a>
              {confirming ? (
                <div role="group" aria-label={t("cal.resetLabel")} className="flex flex-wrap items-center gap-2">
                  <span className="text-sm">{t("cal.resetWarning")}</span>
                  <Button variant="destructive" onClick={makeLink} disabled={reset.isPending}>
                    {reset.isPending ? t("cal.resetting") : t("cal.reset")}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming(false)}>
                    {t("common.cancel")}
                  </Button>
                </div>
              ) : (
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  <RefreshCwIcon aria-hidden="true" />
                  {t("cal.resetAsk")}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
