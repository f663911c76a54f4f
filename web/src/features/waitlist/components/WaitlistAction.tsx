// What a full event's card offers instead of "Register Now": the waitlist.
// Visitors see that it is full and how many wait; a member joins at a rate
// (the promotion registers them at it), sees their place and can leave.
import { useState } from "react";
import { Input } from "@/shared/ui/input";
import { Label } from "@/shared/ui/label";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/use-toast";
import { useAuth } from "@/features/auth";
import { RateTypeSelect, hasMembership } from "@/features/events";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useT } from "@/shared/i18n/i18n";
import type { ClubEvent } from "@/shared/lib/types";
import { useJoinWaitlist, useLeaveWaitlist, useWaitlistStatus } from "../api/waitlist";

// This component's texts, from the catalogs (waitlist.*).
function useWaitlistText() {
  const t = useT();
  return {
    full: t("waitlist.full"),
    waiting: (n: number) => (n === 0 ? t("waitlist.none") : t("waitlist.waiting", { n })),
    position: (n: number) => t("waitlist.position", { n }),
    join: t("waitlist.join"),
    confirm: t("waitlist.confirm"),
    cancel: t("waitlist.cancel"),
    leave: t("waitlist.leave"),
    login: t("waitlist.login"),
    rateLabel: t("waitlist.rateLabel"),
    rateHint: t("waitlist.rateHint"),
    payHours: (h: number) => t("waitlist.payHours", { h }),
    joined: t("waitlist.joined"),
    left: t("waitlist.left"),
    joinFailed: t("waitlist.joinFailed"),
    leaveFailed: t("waitlist.leaveFailed"),
  };
}

export interface WaitlistActionProps {
  event: ClubEvent;
  signedIn: boolean;
  onLoginToRegister: (event: ClubEvent) => void;
}

export function WaitlistAction({ event, signedIn, onLoginToRegister }: WaitlistActionProps) {
  const T = useWaitlistText();
  const status = useWaitlistStatus(event.id, true);
  const join = useJoinWaitlist(event.id);
  const leave = useLeaveWaitlist(event.id);
  const { member } = useAuth();
  const [choosing, setChoosing] = useState(false);
  const [rate, setRate] = useState("");
  const position = status.data?.position ?? 0;
  const count = status.data?.count ?? 0;

  async function confirmJoin() {
    try {
      const s = await join.mutateAsync(rate);
      setChoosing(false);
      toast({ title: T.joined, description: T.position(s.position) });
    } catch (err) {
      toast({ title: T.joinFailed, description: errorMessage(err, T.joinFailed), variant: "destructive" });
    }
  }
  async function doLeave() {
    try {
      await leave.mutateAsync();
      toast({ title: T.left, description: event.title });
    } catch (err) {
      toast({ title: T.leaveFailed, description: errorMessage(err, T.leaveFailed), variant: "destructive" });
    }
  }

  let body;
  if (!signedIn) {
    body = (
      <Button className="w-full" variant="outline" onClick={() => onLoginToRegister(event)}>
        {T.login}
      </Button>
    );
  } else if (position > 0) {
    body = (
      <>
        <p className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-primary" role="status" data-testid="waitlist-position">
          {T.position(position)}
        </p>
        <Button className="w-full" variant="outline" onClick={doLeave} disabled={leave.isPending}>
          {T.leave}
        </Button>
      </>
    );
  } else if (choosing) {
    body = (
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void confirmJoin();
        }}
      >
        {event.rates.length > 0 ? (
          <RateTypeSelect rates={event.rates} value={rate} onChange={setRate} isMember={hasMembership(member?.membershipNumber)} />
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={`waitlist-rate-${event.id}`}>{T.rateLabel}</Label>
            <Input id={`waitlist-rate-${event.id}`} value={rate} maxLength={60} onChange={(e) => setRate(e.target.value)} />
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          {T.rateHint}
          {event.promotionPayHours ? ` ${T.payHours(event.promotionPayHours)}` : ""}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="outline" onClick={() => setChoosing(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={rate.trim() === "" || join.isPending}>
            {T.confirm}
          </Button>
        </div>
      </form>
    );
  } else {
    body = (
      <Button className="w-full" onClick={() => setChoosing(true)}>
        {T.join}
      </Button>
    );
  }

  return (
    <div className="grid gap-2" data-testid="waitlist-action">
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{T.full}</span>
        {status.isSuccess ? ` · ${T.waiting(count)}` : ""}
      </p>
      {body}
    </div>
  );
}
