// The push-notification card on the member dashboard (spec 1 §2: "A
// push-notification component appears when the member has a phone"): what
// push does on this device, in words, and a switch to turn it on or off.
import { BellOffIcon, BellRingIcon, SmartphoneIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import type { PushSupport } from "../env";
import { usePushState, useSetPush } from "../usePush";

/** The sentence for each state (exported for tests). */
export function pushStateText(support: PushSupport, subscribed: boolean): string {
  switch (support) {
    case "insecure":
      return "Push notifications need a secure (https) connection, so they are not available here.";
    case "unsupported":
      return "This browser cannot receive push notifications. New notifications still appear in the app.";
    case "ios-install":
      return "On iPhone and iPad, push notifications work once the app is on your Home Screen: tap Share, then 'Add to Home Screen', and open the club app from there.";
    case "denied":
      return "Notifications are blocked for this site. To turn them back on, open your browser's site settings (the icon next to the address), allow Notifications, then reload this page.";
    case "granted":
      return subscribed
        ? "On: event updates, payment and flight news arrive on this device even when the app is closed."
        : "Off on this device. Turn on to get event updates even when the app is closed.";
    default:
      return "Off. Turn on to get event updates on this device; your browser will ask for permission.";
  }
}

export function PushSettingsCard() {
  const state = usePushState();
  const setPush = useSetPush();
  const switchId = "push-switch";
  const descId = "push-state";

  if (state.isPending) return <Skeleton className="h-28" aria-label="Loading push notification settings" />;
  const support = state.data?.support ?? "unsupported";
  const subscribed = state.data?.subscribed ?? false;
  const canToggle = support === "default" || support === "granted";
  const on = support === "granted" && subscribed;
  const Icon = on ? BellRingIcon : canToggle ? SmartphoneIcon : BellOffIcon;

  const onChange = (next: boolean) =>
    setPush.mutate(next, {
      onError: (err) => {
        console.warn("push: switching failed", err);
        toast({
          title: next ? "Could not turn on push notifications" : "Could not turn off push notifications",
          description: errorMessage(err, "Please try again."),
          variant: "destructive",
        });
      },
    });

  return (
    <Card className="flex flex-row items-start gap-4 p-4 sm:p-5" data-testid="push-card" data-state={on ? "on" : support}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex min-h-11 items-center justify-between gap-3">
          <label htmlFor={switchId} className="text-base font-semibold">
            Push notifications
          </label>
          {canToggle && (
            <Switch
              id={switchId}
              checked={on}
              disabled={setPush.isPending}
              onCheckedChange={onChange}
              aria-describedby={descId}
            />
          )}
        </div>
        <p id={descId} className="text-sm text-muted-foreground" aria-live="polite">
          {setPush.isPending ? (on ? "Turning off..." : "Turning on...") : pushStateText(support, subscribed)}
        </p>
      </div>
    </Card>
  );
}
