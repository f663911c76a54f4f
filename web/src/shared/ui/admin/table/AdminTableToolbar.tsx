// The head of an admin list: its heading with the counts line, the primary
// actions on the right (full width on a phone), and a row of filters.
import { useT } from "@/shared/i18n/i18n";
import type { ReactNode } from "react";
import { SearchIcon, XIcon } from "lucide-react";
import { Input } from "@/shared/ui/input";
import { cn } from "@/shared/lib/utils";

export function AdminTableToolbar({
  headingId,
  title,
  summary,
  actions,
  children,
}: {
  headingId: string;
  title: string;
  /** The counts line under the heading ("8 upcoming · 2 past"). */
  summary: ReactNode;
  actions?: ReactNode;
  /** Filters: search fields, selects, segmented choices. */
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{summary}</p>
        </div>
        {actions && <div className="flex w-full flex-wrap gap-2 sm:w-auto [&>*]:flex-1 sm:[&>*]:flex-none">{actions}</div>}
      </div>
      {children && <div className="flex flex-col gap-2 sm:flex-row sm:items-end">{children}</div>}
    </>
  );
}

/** A search box with the magnifier and, once something is typed, a clear button. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  id,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
  id?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={cn("relative flex-1", className)}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pr-10 pl-9"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange("")}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
          aria-label={t("admin.table.clearSearch")}
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** A small radio group of list views ("Upcoming (8)", "Past (2)"). */
export function SegmentedFilter<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-lg bg-muted p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            // 36 px inside the 44 px group; the ::after covers its padding so the tap target is 44 px.
            "relative h-9 flex-1 rounded-md px-3 after:absolute after:-inset-y-1 after:inset-x-0 after:content-[''] text-sm font-medium text-muted-foreground transition-colors sm:flex-none",
            value === o.value && "bg-card text-primary shadow-sm",
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
