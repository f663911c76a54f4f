// The coloured event type label (tournament, social, golf trips). Its own
// module so the home page can show it without the whole event card.
import { Badge } from "@/shared/ui/badge";
import { cn } from "@/shared/lib/utils";
import { useT, type MessageId } from "@/shared/i18n/i18n";

const typeStyle: Record<string, string> = {
  tournament: "bg-highlight text-highlight-foreground",
  social: "bg-primary text-primary-foreground",
  "golf trips": "bg-trip text-white",
};

/** The message id of a known event type; any other type is shown as stored. */
export function eventTypeKey(type: string): MessageId | null {
  const k = type.trim().toLowerCase();
  return k in typeStyle ? (`event.type.${k}` as MessageId) : null;
}

export function EventTypeBadge({ type, className }: { type: string; className?: string }) {
  const t = useT();
  const key = eventTypeKey(type);
  return (
    <Badge
      data-testid="event-type"
      className={cn(
        "border-0 capitalize shadow-sm",
        typeStyle[type.trim().toLowerCase()] ?? "bg-sand text-sand-foreground",
        className,
      )}
    >
      {key ? t(key) : type}
    </Badge>
  );
}
