// What the registration dialog's buttons do (spec 1 §4 "Event registration",
// §8): send a signed-out visitor to the login dialog (and reopen this event
// after it), register with the chosen rate type, and de-register after the
// confirmation, each with its toast.
import { useState } from "react";
import { useLoginDialog } from "@/features/auth";
import { toast } from "@/shared/ui/use-toast";
import {
  alreadyRegisteredToast,
  deregisterErrorToast,
  registerErrorToast,
  useDeregisterFromEvent,
  useRegisterForEvent,
} from "@/features/registrations/api/register";
import { ApiError } from "@/shared/lib/api";
import { t } from "@/shared/i18n/i18n";
import { trackEvent } from "@/shared/lib/analytics";
import type { ClubEvent, MemberProfile } from "@/shared/lib/types";

/** The rate type sent when the event has no rates (organisers set the price). */
export const STANDARD_RATE = "Standard";

export interface RegistrationActionsInput {
  event: ClubEvent;
  member: MemberProfile | null;
  isRegistered: boolean;
  /** The chosen rate type; "" while none is chosen. */
  rateType: string;
  onClose: () => void;
  onReopen?: (event: ClubEvent) => void;
  /** Runs after a successful registration. */
  onRegistered: () => void;
}

export function useRegistrationActions({
  event,
  member,
  isRegistered,
  rateType,
  onClose,
  onReopen,
  onRegistered,
}: RegistrationActionsInput) {
  const { openLogin } = useLoginDialog();
  const register = useRegisterForEvent();
  const deregister = useDeregisterFromEvent();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const noRates = event.rates.length === 0;

  const sendToLogin = () => {
    onClose();
    openLogin({ onSuccess: () => onReopen?.(event) });
  };

  const submit = () => {
    if (!member) return sendToLogin();
    if (isRegistered) {
      toast({ ...alreadyRegisteredToast(), variant: "destructive" });
      return;
    }
    const guestRateType = noRates ? STANDARD_RATE : rateType;
    if (!guestRateType) {
      toast({
        title: t("reg.selectRate"),
        description: t("reg.selectRateText"),
        variant: "destructive",
      });
      return;
    }
    register.mutate(
      { eventId: event.id, memberName: member.name, memberPhone: member.phone, guestRateType },
      {
        onSuccess: () => {
          toast({
            title: t("reg.registered"),
            description: t("reg.registeredText", { event: event.title }),
          });
          trackEvent("registration_done", event.id);
          onRegistered();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return sendToLogin();
          toast({ ...registerErrorToast(err), variant: "destructive" });
        },
      },
    );
  };

  const confirmDeregister = () => {
    deregister.mutate(event.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({ title: t("reg.deregistered"), description: t("reg.deregisteredText", { event: event.title }) });
      },
      onError: (err) => {
        setConfirmOpen(false);
        toast({ ...deregisterErrorToast(err), variant: "destructive" });
      },
    });
  };

  return {
    /** The registration just made (POST answer), until the member list has it. */
    registered: register.data,
    registering: register.isPending,
    deregistering: deregister.isPending,
    busy: register.isPending || deregister.isPending,
    confirmOpen,
    setConfirmOpen,
    sendToLogin,
    submit,
    confirmDeregister,
  };
}
