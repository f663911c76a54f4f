// The loading and failed-to-load states shared by the admin tabs and pages,
// so every list says "Try again" the same way.
import { useT } from "@/shared/i18n/i18n";
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { cn } from "@/shared/lib/utils";

/** A card saying a list failed to load, with a "Try again" button. */
export function LoadError({ message, detail, onRetry }: { message: string; detail?: ReactNode; onRetry: () => unknown }) {
  const t = useT();
  return (
    <Card className="p-6 text-center">
      <p className="font-medium text-destructive">{message}</p>
      {detail !== undefined && <p className="mt-1 text-sm text-muted-foreground">{detail}</p>}
      <Button variant="outline" className="mx-auto mt-4" onClick={() => onRetry()}>
        {t("admin.common.tryAgain")}
      </Button>
    </Card>
  );
}

/** The inline red alert of a failed load inside a card, with a small "Try again" button. */
export function LoadErrorAlert({ message, onRetry, className }: { message: string; onRetry: () => unknown; className?: string }) {
  const t = useT();
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive",
        className,
      )}
    >
      {message}
      <Button size="sm" variant="outline" onClick={() => onRetry()}>
        {t("admin.common.tryAgain")}
      </Button>
    </div>
  );
}

/**
 * Placeholder rows while a list loads. With a label the block is announced as
 * busy under that name; without one it is hidden from assistive technology.
 */
export function SkeletonList({
  count,
  itemClassName,
  className,
  label,
}: {
  count: number;
  itemClassName: string;
  className?: string;
  label?: string;
}) {
  const a11y = label ? { "aria-busy": true, "aria-label": label } : { "aria-hidden": true };
  return (
    <div className={cn("grid gap-2", className)} {...a11y}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}

/** The card shown when a list has nothing to show: an icon, a line, and an optional action. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: ReactNode; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 p-8 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {children}
    </Card>
  );
}
