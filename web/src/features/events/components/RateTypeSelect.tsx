// The Rate Type select of the registration dialog (spec 1 §2, §5): the
// event's rates grouped MEMBER RATES / NON-MEMBER RATES with their prices.
// Member rates are disabled and tagged 'Membership Required' for a member
// without a membership number.
import { useId } from "react";
import { Label } from "@/shared/ui/label";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { formatMoney } from "@/shared/lib/format";
import type { Rate } from "@/shared/lib/types";
import { useT } from "@/shared/i18n/i18n";

export function hasMembership(membershipNumber: string | null | undefined): boolean {
  return (membershipNumber ?? "").trim() !== "";
}

export interface RateTypeSelectProps {
  rates: readonly Rate[];
  /** The chosen rate type ("" for none). */
  value: string;
  onChange: (rateType: string) => void;
  /** The member has a membership number (member rates allowed). */
  isMember: boolean;
  disabled?: boolean;
}

export function RateTypeSelect({ rates, value, onChange, isMember, disabled }: RateTypeSelectProps) {
  const t = useT();
  const id = useId();
  const member = rates.filter((r) => r.category === "member");
  const nonMember = rates.filter((r) => r.category !== "member");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("reg.rateType")}</Label>
      <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="h-12">
          <SelectValue placeholder={t("reg.selectRatePlaceholder")} />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {member.length > 0 && (
            <SelectGroup>
              <SelectLabel>{t("reg.memberRates")}</SelectLabel>
              {member.map((r, i) => (
                <RateItem key={`m-${i}-${r.type}`} rate={r} locked={!isMember} />
              ))}
            </SelectGroup>
          )}
          {member.length > 0 && nonMember.length > 0 && <SelectSeparator />}
          {nonMember.length > 0 && (
            <SelectGroup>
              <SelectLabel>{t("reg.nonMemberRates")}</SelectLabel>
              {nonMember.map((r, i) => (
                <RateItem key={`n-${i}-${r.type}`} rate={r} locked={false} />
              ))}
            </SelectGroup>
          )}
        </SelectContent>
      </Select>
      {!isMember && member.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {t("reg.memberRatesHint")}
        </p>
      )}
    </div>
  );
}

function RateItem({ rate, locked }: { rate: Rate; locked: boolean }) {
  const t = useT();
  return (
    <SelectItem value={rate.type} disabled={locked} className="py-2.5">
      <span className="flex w-full flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="font-medium">{rate.type}</span>
        <span className="font-semibold text-primary">{formatMoney(rate.price)}</span>
        {locked && (
          <span className="rounded-full bg-sand px-2 py-0.5 text-[11px] font-semibold text-sand-foreground">
            {t("reg.membershipRequired")}
          </span>
        )}
      </span>
    </SelectItem>
  );
}
