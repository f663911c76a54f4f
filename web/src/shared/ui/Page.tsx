// Building blocks shared by the public pages: a centred container, a page
// header band and empty/error messages.
import type { ReactNode } from "react";
import { PageContainer } from "./PageContainer";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/shared/lib/utils";

export { PageContainer } from "./PageContainer";

/** A soft band with the page title (h1), an optional eyebrow, text and actions. */
export function PageHeader({
  eyebrow,
  title,
  description,
  actions,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "relative overflow-hidden border-b border-border/70 bg-gradient-to-b from-accent/80 to-background",
        className,
      )}
    >
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -right-10 -bottom-6 hidden h-40 w-[28rem] text-primary/[0.07] sm:block"
        viewBox="0 0 400 140"
        fill="currentColor"
      >
        <path d="M0 140c60-60 140-90 220-90s140 30 180 60v30z" />
        <path d="M60 140c50-40 110-60 170-60s110 20 170 60z" opacity=".7" />
        <rect x="262" y="10" width="4" height="70" rx="2" />
        <path d="M266 10l40 13-40 13z" />
      </svg>
      <PageContainer className="relative flex flex-col gap-4 py-6 sm:py-12 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl space-y-2">
          {eyebrow && <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">{eyebrow}</p>}
          <h1 className="text-3xl font-bold tracking-tight text-primary-dark sm:text-4xl">{title}</h1>
          {description && <p className="text-base leading-relaxed text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </PageContainer>
    </div>
  );
}

/** A centred message for empty lists and load failures. */
export function StateMessage({
  icon: Icon,
  title,
  description,
  tone = "muted",
  action,
  className,
}: {
  icon?: LucideIcon;
  title?: ReactNode;
  description?: ReactNode;
  tone?: "muted" | "error";
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center",
        tone === "error" ? "border-destructive/30 bg-destructive-soft" : "border-border bg-card/60",
        className,
      )}
    >
      {Icon && (
        <span
          className={cn(
            "flex size-12 items-center justify-center rounded-full",
            tone === "error" ? "bg-destructive-muted text-destructive" : "bg-accent text-primary",
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      {title && (
        <h2 className={cn("text-lg font-semibold", tone === "error" ? "text-destructive" : "text-foreground")}>
          {title}
        </h2>
      )}
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}
