// Search and the filter chips (with their counts) of the payment references
// page (spec 2 §2).
import { SearchIcon } from "lucide-react";
import { Input } from "@/shared/ui/input";
import { cn } from "@/shared/lib/utils";
import { REFERENCE_FILTERS, type ReferenceFilter } from "./paymentLogic";
import { useT } from "@/shared/i18n/i18n";

export interface ReferenceToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  filter: ReferenceFilter;
  onFilterChange: (filter: ReferenceFilter) => void;
  /** The count on each chip; null while the references load. */
  chipCount: Record<ReferenceFilter, number> | null;
}

export function ReferenceToolbar({ query, onQueryChange, filter, onFilterChange, chipCount }: ReferenceToolbarProps) {
  const t = useT();
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,22rem)_1fr] md:items-center">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          placeholder={t("admin.pay.searchPlaceholder")}
          aria-label={t("admin.pay.searchLabel")}
          className="pl-9"
        />
      </div>
      <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0" role="group" aria-label={t("admin.pay.filterLabel")}>
        <div className="flex w-max gap-2">
          {REFERENCE_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => onFilterChange(f.value)}
              className={cn(
                "inline-flex h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                filter === f.value
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card text-foreground hover:bg-accent",
              )}
            >
              {t(f.label)}
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  filter === f.value ? "bg-primary-dark" : "bg-muted text-muted-foreground",
                )}
              >
                {chipCount ? chipCount[f.value] : "–"}
              </span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
