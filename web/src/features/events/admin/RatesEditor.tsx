// Two groups of rate rows, MEMBER RATES and NON-MEMBER RATES, each a list
// of (rate type name, price in RM) with add and remove. The group prefix is
// added on save (see rates.ts), so the admin types just "Weekday".
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { useId } from "react";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Checkbox } from "@/shared/ui/checkbox";
import { Input } from "@/shared/ui/input";
import type { RateErrors, RateRow, RateRowErrors, RateRows } from "./rates";

/** The accessible names of one group's controls. */
const MEMBER_TEXTS = {
  add: "admin.events.rateAddMember",
  none: "admin.events.rateNoneMember",
  type: "admin.events.rateTypeMember",
  price: "admin.events.ratePriceMember",
  remove: "admin.events.rateRemoveMember",
} as const satisfies Record<string, MessageId>;
const NON_MEMBER_TEXTS = {
  add: "admin.events.rateAddNonMember",
  none: "admin.events.rateNoneNonMember",
  type: "admin.events.rateTypeNonMember",
  price: "admin.events.ratePriceNonMember",
  remove: "admin.events.rateRemoveNonMember",
} as const satisfies Record<string, MessageId>;

export interface RatesEditorProps {
  value: RateRows;
  onChange: (rows: RateRows) => void;
  errors?: RateErrors | null;
}

export function RatesEditor({ value, onChange, errors }: RatesEditorProps) {
  const t = useT();
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium">{t("admin.events.colRates")}</legend>
      <RateGroup
        title={t("admin.events.memberRates")}
        group="Member"
        placeholder={t("admin.events.ratePlaceholder")}
        rows={value.member}
        errors={errors?.member}
        onChange={(member) => onChange({ ...value, member })}
      />
      <RateGroup
        title={t("admin.events.nonMemberRates")}
        group="Non-Member"
        placeholder={t("admin.events.ratePlaceholder")}
        rows={value.nonMember}
        errors={errors?.nonMember}
        onChange={(nonMember) => onChange({ ...value, nonMember })}
      />
    </fieldset>
  );
}

function RateGroup({
  title,
  group,
  placeholder,
  rows,
  errors,
  onChange,
}: {
  title: string;
  group: "Member" | "Non-Member";
  placeholder: string;
  rows: RateRow[];
  errors?: RateRowErrors;
  onChange: (rows: RateRow[]) => void;
}) {
  const t = useT();
  const id = useId();
  const m = group === "Member" ? MEMBER_TEXTS : NON_MEMBER_TEXTS;
  const set = (i: number, patch: Partial<RateRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 id={`${id}-title`} className="text-xs font-semibold tracking-wide text-muted-foreground">
          {title}
        </h4>
        <Button size="sm" variant="outline" onClick={() => onChange([...rows, { name: "", price: "" }])} aria-label={t(m.add)}>
          <PlusIcon aria-hidden="true" />
          {t("admin.events.rateAdd")}
        </Button>
      </div>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{t(m.none)}</p>}
      {rows.map((r, i) => {
        const e = errors?.[i] ?? {};
        const nameId = `${id}-name-${i}`;
        const priceId = `${id}-price-${i}`;
        return (
          <div
            key={i}
            className="grid grid-cols-[1fr_auto] items-start gap-2 rounded-lg bg-muted/50 p-2 sm:grid-cols-[1fr_7.5rem_auto] sm:bg-transparent sm:p-0"
            data-testid={`rate-row-${group.toLowerCase()}`}
          >
            <div className="col-span-2 grid gap-1 sm:col-span-1">
              <Input
                  id={nameId}
                  aria-label={t(m.type, { n: i + 1 })}
                  aria-invalid={e.name ? true : undefined}
                  aria-describedby={e.name ? `${nameId}-e` : undefined}
                  placeholder={placeholder}
                  value={r.name}
                  onChange={(ev) => set(i, { name: ev.target.value })}
                />
              {e.name && (
                <p id={`${nameId}-e`} role="alert" className="text-xs font-medium text-destructive">
                  {e.name}
                </p>
              )}
              <label className="flex min-h-11 items-center gap-2.5 text-sm text-muted-foreground">
                <Checkbox checked={r.addOn === true} onCheckedChange={(c) => set(i, { addOn: c === true })} />
                {t("admin.events.rateAddOn")}
              </label>
            </div>
            <div className="grid gap-1">
              <div className="relative">
                <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
                  RM
                </span>
                <Input
                  id={priceId}
                  aria-label={t(m.price, { n: i + 1 })}
                  aria-invalid={e.price ? true : undefined}
                  aria-describedby={e.price ? `${priceId}-e` : undefined}
                  inputMode="decimal"
                  className="pl-10"
                  placeholder="0"
                  value={r.price}
                  onChange={(ev) => set(i, { price: ev.target.value })}
                />
              </div>
              {e.price && (
                <p id={`${priceId}-e`} role="alert" className="text-xs font-medium text-destructive">
                  {e.price}
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="text-muted-foreground hover:text-destructive"
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
              aria-label={t(m.remove, { name: r.name || String(i + 1) })}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        );
      })}
    </div>
  );
}
