// "Calendar": the member's private feed URL, to subscribe to in Google
// Calendar, Apple Calendar or Outlook, which then show every event the
// member registered for with flight and tee time, and follow changes.
// The URL is a secret (calendar apps fetch it without signing in): Reset
// makes a new one and the old one stops working everywhere.
import { useState } from "react";
import { CalendarPlusIcon, CopyIcon, RefreshCwIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { cn } from "@/lib/utils";
import { useCalendarLink, useResetCalendarLink, webcalUrl } from "./calendarFeed";

export function CalendarFeedCard() {
  const link = useCalendarLink();
  const reset = useResetCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const url = link.data?.url ?? null;

  const makeLink = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        if (url) toast({ title: "New calendar link made", description: "The old link no longer works. Subscribe again with the new one." });
      },
      onError: (err) => toast({ title: "Could not make a calendar link", description: errorMessage(err, "Please try again."), variant: "destructive" }),
    });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Calendar link copied" });
    } catch {
      toast({ title: "Could not copy", description: "Select the link and copy it yourself.", variant: "destructive" });
    }
  };

  return (
    <Card data-testid="calendar-feed">
      <CardHeader>
        <CardTitle>Calendar</CardTitle>
        <CardDescription>
          Your registered events, flights and tee times in your phone's calendar. It updates itself when a tee time changes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {link.isPending ? (
          <Skeleton className="h-11" aria-label="Loading your calendar link" />
        ) : link.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your calendar link.
          </p>
        ) : !url ? (
          <Button className="w-fit" onClick={makeLink} disabled={reset.isPending}>
            <CalendarPlusIcon aria-hidden="true" />
            {reset.isPending ? "Making link…" : "Make my calendar link"}
          </Button>
        ) : (
          <>
            <label htmlFor="calendar-feed-url" className="text-sm font-semibold">
              Your private calendar link
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" />
                Copy
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              Keep it to yourself: anyone with the link sees your events and flight mates.
            </p>
            <div className="flex flex-wrap gap-2">
              <a href={webcalUrl(url)} className={cn(buttonVariants({ variant: "default" }))}>
                <CalendarPlusIcon aria-hidden="true" />
                Subscribe
              </a>
              {confirming ? (
                <div role="group" aria-label="Reset calendar link" className="flex flex-wrap items-center gap-2">
                  <span className="text-sm">The old link stops working in every calendar app.</span>
                  <Button variant="destructive" onClick={makeLink} disabled={reset.isPending}>
                    {reset.isPending ? "Resetting…" : "Reset link"}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </div>
              ) : (
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  <RefreshCwIcon aria-hidden="true" />
                  Reset link…
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
