// The rate part of the registration dialog: a login hint when signed out,
// the member's rate once registered, a note when the event has no rates,
// otherwise the rate type select; and a note when the event is full.
import { InfoIcon } from "lucide-react";
import type { ClubEvent } from "@/lib/types";
import { RateTypeSelect } from "./RateTypeSelect";

export interface RegistrationRateChoiceProps {
  event: ClubEvent;
  signedIn: boolean;
  isMember: boolean;
  isRegistered: boolean;
  /** The rate type of the member's registration, when registered. */
  myRate: string | undefined;
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
  full,
  busy,
  rateType,
  onRateTypeChange,
}: RegistrationRateChoiceProps) {
  return (
    <>
      {!signedIn ? (
        <p className="flex items-start gap-2 rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Log in to your member account to see who is coming and register.
        </p>
      ) : isRegistered ? (
        myRate && (
          <p className="rounded-xl border border-primary/25 bg-accent/60 px-4 py-3 text-sm">
            Your rate type: <span className="font-semibold">{myRate}</span>
          </p>
        )
      ) : event.rates.length === 0 ? (
        <p className="flex items-start gap-2 rounded-xl bg-sand px-4 py-3 text-sm text-sand-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Contact organizers for rates information
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
      {full && !isRegistered && <p className="text-sm font-medium text-destructive">This event is full. No places are left.</p>}
    </>
  );
}
