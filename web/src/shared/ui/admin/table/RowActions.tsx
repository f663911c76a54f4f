// The actions of one admin table row. Desktop: icon buttons (the primary
// action keeps its text). Phone: labelled buttons at least 44 px tall, so
// every target is easy to hit. Each one is named after its row.
import { Link } from "wouter";
import { buttonVariants } from "@/shared/ui/button";
import { cn } from "@/shared/lib/utils";
import type { RowAction } from "./types";

const DESTRUCTIVE = "text-destructive hover:bg-destructive/10 hover:text-destructive";

export function RowActions({ actions, layout }: { actions: RowAction[]; layout: "table" | "card" }) {
  if (actions.length === 0) return null;
  if (layout === "table") {
    return <div className="flex flex-nowrap items-center justify-end gap-1">{actions.map((a) => <TableAction key={a.id} action={a} />)}</div>;
  }
  return (
    <div className={cn("gap-2 border-t border-border pt-3", actions.length > 3 ? "grid grid-cols-2" : "flex")}>
      {actions.map((a) => (
        <CardAction key={a.id} action={a} />
      ))}
    </div>
  );
}

function TableAction({ action: a }: { action: RowAction }) {
  const primary = a.tone === "primary";
  const className = cn(
    buttonVariants({ variant: primary ? "default" : "ghost", size: primary ? "sm" : "icon" }),
    a.tone === "destructive" && DESTRUCTIVE,
  );
  return <ActionControl action={a} className={className} showLabel={primary} title={primary ? undefined : a.label} />;
}

function CardAction({ action: a }: { action: RowAction }) {
  const className = cn(
    buttonVariants({ variant: a.tone === "primary" ? "default" : "outline", size: "sm" }),
    "h-11 min-w-0 flex-1",
    a.tone === "destructive" && DESTRUCTIVE,
  );
  return <ActionControl action={a} className={className} showLabel />;
}

/** One action as a link (when it has an href) or a button, icon first. */
function ActionControl({
  action: a,
  className,
  showLabel,
  title,
}: {
  action: RowAction;
  className: string;
  showLabel: boolean;
  title?: string;
}) {
  const Icon = a.icon;
  const content = (
    <>
      <Icon aria-hidden="true" />
      {showLabel && (a.busy ? (a.busyLabel ?? a.label) : a.label)}
    </>
  );
  const common = { "aria-label": a.ariaLabel, title, "data-testid": a.testId, className };
  if (a.href) {
    return (
      <Link href={a.href} {...common}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" {...common} onClick={a.onClick} disabled={a.disabled || a.busy}>
      {content}
    </button>
  );
}
