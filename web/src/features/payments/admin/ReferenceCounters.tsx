// The four counters of the payment references page (spec 2 §2): total,
// paid, unpaid, and awaiting review (a slip and not paid), counted by the
// server over every registration.
import { cn } from "@/shared/lib/utils";
import type { ReferenceFilter } from "@/shared/lib/types";
import { useT } from "@/shared/i18n/i18n";

export function ReferenceCounters({ counts }: { counts: Record<ReferenceFilter, number> | null }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t("admin.pay.summary")} data-testid="payment-counters">
      <Counter label={t("admin.pay.total")} value={counts?.all} tone="border-border bg-card text-foreground" />
      <Counter label={t("admin.pay.paid")} value={counts?.paid} tone="border-transparent bg-accent text-accent-foreground" />
      <Counter label={t("admin.pay.unpaid")} value={counts?.unpaid} tone="border-border bg-muted text-foreground" />
      <Counter label={t("admin.pay.awaiting")} value={counts?.awaiting} tone="border-transparent bg-sand text-sand-foreground" />
    </dl>
  );
}

function Counter({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <div className={cn("rounded-2xl border px-4 py-3", tone)}>
      <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value ?? "–"}</dd>
    </div>
  );
}
