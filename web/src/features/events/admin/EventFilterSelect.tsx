import { useT } from "@/shared/i18n/i18n";
import { Label } from "@/shared/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { formatDate } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";

/** The select value meaning "no event chosen". */
export const ALL_EVENTS = "all";

/** The "Event" filter of the admin lists: All events, then each event as "Title - 5 Dec 2026". */
export function EventFilterSelect({
  id,
  ariaLabel,
  value,
  onChange,
  events,
  className,
}: {
  id: string;
  ariaLabel: string;
  value: string;
  onChange: (value: string) => void;
  events: readonly { id: number; title: string; date: string }[];
  className?: string;
}) {
  const t = useT();
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{t("admin.common.event")}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label={ariaLabel}>
          <SelectValue placeholder={t("admin.common.allEvents")} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_EVENTS}>{t("admin.common.allEvents")}</SelectItem>
          {events.map((e) => (
            <SelectItem key={e.id} value={String(e.id)}>
              {`${e.title} - ${formatDate(e.date)}`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
