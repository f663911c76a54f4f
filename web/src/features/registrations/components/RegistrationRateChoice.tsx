// The rate part of the registration dialog: a login hint when signed out,
// the member's rate, price and payment state once registered, a note when
// the event has no rates, "Members only" for a guest on an event with member
// rates only, otherwise the rate type select; and a note when the event is
// full.
import { InfoIcon } from "lucide-react";
import type { ClubEvent, MemberRegistration } from "@/shared/lib/types";
import { MembersOnlyNotice, isMembersOnly } from "./MembersOnlyNotice";
import { PaymentStatusBadge } from "./PaymentStatusBadge";
import { RateTypeSelect } from "@/features/events";
import { useT } from "@/shared/i18n/i18n";
import { priceText } from "@/features/registrations/paymentState";

export interface RegistrationRateChoiceProps {
  event: ClubEvent;
  signedIn: boolean;
  isMember: boolean;
  isRegistered: boolean;
  /** The rate type of the member's registration, when registered. */
  myRate: string | undefined;
  /** The member's registration for this event (price, payment), once known. */
  myRegistration?: MemberRegistration | undefined;
  full: boolean;
  busy: boolean;
  rateType: string;
  onRateTypeChange: (rateType: string) => void;
}

export function RegistrationRateChoice({
  event,
  signedIn,
  isMember,
  isRegistered,
  myRate,
  myRegistration,
  full,
  busy,
  rateType,
  onRateTypeChange,
}: RegistrationRateChoiceProps) {
  const t = useT();
  const membersOnly = isMembersOnly(event.rates) && !isMember && !isRegistered;
  return (
    <>
      {membersOnly ? (
        <MembersOnlyNotice signedIn={signedIn} />
      ) : !signedIn ? (
        <p className="flex items-start gap-2 rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("reg.loginHint")}
        </p>
      ) : isRegistered ? (
        (myRegistration || myRate) && (
          <div
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl border border-primary/25 bg-accent/60 px-4 py-3 text-sm"
            data-testid="my-registration"
          >
            <p className="min-w-0">
              {t("reg.yourRateType")} <span className="font-semibold">{myRegistration?.guestRateType ?? myRate}</span>
              {myRegistration && <span className="ml-2 font-semibold text-primary">{priceText(myRegistration)}</span>}
            </p>
            {myRegistration && <PaymentStatusBadge registration={myRegistration} />}
          </div>
        )
      ) : event.rates.length === 0 ? (
        <p className="flex items-start gap-2 rounded-xl bg-sand px-4 py-3 text-sm text-sand-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("reg.noRates")}
        </p>
      ) : (
        <RateTypeSelect
          rates={event.rates}
          value={rateType}
          onChange={onRateTypeChange}
          isMember={isMember}
          disabled={busy || full}
        />
      )}
      {full && !isRegistered && <p className="text-sm font-medium text-destructive">{t("reg.fullText")}</p>}
    </>
  );
}
