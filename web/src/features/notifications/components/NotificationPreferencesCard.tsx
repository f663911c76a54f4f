// The notification opt-outs in the Membership tab: one switch per type
// (on = I want these). Applies to both in-app and push notifications.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { Switch } from "@/shared/ui/switch";
import { toast } from "@/shared/ui/use-toast";
import { useNotificationPreferences, useSaveNotificationPreferences } from "@/features/notifications/api/preferences";
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS, type NotificationType } from "@/features/notifications/render";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useT } from "@/shared/i18n/i18n";

function isKnown(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

export function NotificationPreferencesCard() {
  const t = useT();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const types = (prefs.data?.types ?? NOTIFICATION_TYPES).filter(isKnown);
  const muted = prefs.data?.muted ?? [];

  const toggle = (type: NotificationType, wanted: boolean) => {
    const next = wanted ? muted.filter((m) => m !== type) : [...muted.filter((m) => m !== type), type];
    save.mutate(next, {
      onError: (err) =>
        toast({ title: t("bell.prefsSaveFailed"), description: errorMessage(err, t("common.tryAgain")), variant: "destructive" }),
    });
  };

  return (
    <Card className="lg:col-span-2" data-testid="notification-preferences">
      <CardHeader>
        <CardTitle>{t("bell.prefs")}</CardTitle>
        <CardDescription>{t("bell.prefsText")}</CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={t("bell.prefsLoading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : prefs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("bell.prefsLoadFailed")}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {types.map((type) => {
              const { label, hint } = NOTIFICATION_TYPE_LABELS[type];
              const id = `pref-${type}`;
              return (
                <li key={type} className="flex min-h-14 items-center justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <label htmlFor={id} className="text-sm font-semibold">
                      {t(label)}
                    </label>
                    <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                      {t(hint)}
                    </p>
                  </div>
                  <Switch
                    id={id}
                    checked={!muted.includes(type)}
                    onCheckedChange={(on) => toggle(type, on)}
                    aria-describedby={`${id}-hint`}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
