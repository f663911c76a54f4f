// An icon-only header button (Share app, Refresh): its aria-label is its
// name and its tooltip's text (IconActions).
import type { ComponentProps } from "react";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";

export interface IconAction {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
}

/** One icon button; aria-label is its name and its tooltip text. */
export function IconActionButton({ action, ...props }: { action: IconAction } & ComponentProps<typeof Button>) {
  const Icon = action.icon;
  return (
    <Button variant="ghost" size="icon" aria-label={action.label} onClick={action.onClick} {...props}>
      <Icon />
    </Button>
  );
}
