// The push-notification card on the member dashboard (spec 1 §2: "A
// push-notification component appears when the member has a phone"): what
// push does on this device, in words, and a switch to turn it on or off.
import { BellOffIcon, BellRingIcon, SmartphoneIcon } from "lucide-react";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { Switch } from "@/shared/ui/switch";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import type { PushSupport } from "../env";
import { usePushState, useSetPush } from "../usePush";
import { t, useT } from "@/shared/i18n/i18n";

/** The sentence for each state (exported for tests). */
export function pushStateText(support: PushSupport, subscribed: boolean): string {
  switch (support) {
    case "insecure":
      return t("push.insecure");
    case "unsupported":
      return t("push.unsupported");
    case "ios-install":
      return t("push.iosInstall");
    case "denied":
      return t("push.denied");
    case "granted":
      return subscribed ? t("push.on") : t("push.offHere");
    default:
      return t("push.off");
  }
}

export function PushSettingsCard() {
  const t = useT();
  const state = usePushState();
  const setPush = useSetPush();
  const switchId = "push-switch";
  const descId = "push-state";

  if (state.isPending) return <Skeleton className="h-28" aria-label={t("push.loading")} />;
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
          title: next ? t("push.onFailed") : t("push.offFailed"),
          description: errorMessage(err, t("common.tryAgain")),
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
            {t("push.title")}
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
          {setPush.isPending ? (on ? t("push.turningOff") : t("push.turningOn")) : pushStateText(support, subscribed)}
        </p>
      </div>
    </Card>
  );
}
