// The coloured event type label (tournament, social, golf trips). Its own
// module so the home page can show it without the whole event card.
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const typeStyle: Record<string, string> = {
  tournament: "bg-highlight text-highlight-foreground",
  social: "bg-primary text-primary-foreground",
  "golf trips": "bg-trip text-white",
};

export function EventTypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <Badge
      data-testid="event-type"
      className={cn(
        "border-0 capitalize shadow-sm",
        typeStyle[type.trim().toLowerCase()] ?? "bg-sand text-sand-foreground",
        className,
      )}
    >
      {type}
    </Badge>
  );
}
