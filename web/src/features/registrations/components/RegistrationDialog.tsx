// The registration dialog of the Events page (spec 1 §2 "Events", §4 "Event
// registration", §5, §8): event summary, current participants, flights for
// tournament and social events, who is registering, the rate type, and
// Register; once registered, the next step (pay) and De-register. On phones
// it fills the screen; the body is its one scroll area and the action
// buttons stay at the bottom.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useAuth } from "@/features/auth";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/shared/ui/dialog";
import { useEvents, hasMembership } from "@/features/events";
import { hasFlights, useEventFlights, EventFlightsList } from "@/features/flights";
import { useEventRegistrations, useMemberRegistrations } from "@/features/registrations/api/registrations";
import { isEventFull } from "@/shared/lib/events";
import type { ClubEvent } from "@/shared/lib/types";
import { cn } from "@/shared/lib/utils";
import { payActionLabel, paymentState } from "@/features/registrations/paymentState";
import { paths } from "@/shared/lib/paths";
import { ParticipantsList } from "./ParticipantsList";
import { DeregisterConfirmDialog } from "./DeregisterConfirmDialog";
import { RegisteringAs } from "./RegisteringAs";
import { isMembersOnly } from "./MembersOnlyNotice";
import { RegistrationDialogActions, type PayAction } from "./RegistrationDialogActions";
import { RegistrationEventSummary } from "./RegistrationEventSummary";
import { RegistrationRateChoice } from "./RegistrationRateChoice";
import { useRegistrationActions } from "./useRegistrationActions";
import { useT } from "@/shared/i18n/i18n";
import { trackEvent } from "@/shared/lib/analytics";

export interface RegistrationDialogProps {
  /** The event to register for; null closes the dialog. */
  event: ClubEvent | null;
  onClose: () => void;
  /** Opens the dialog again for this event (after a login it asked for). */
  onReopen?: (event: ClubEvent) => void;
}

export function RegistrationDialog({ event, onClose, onReopen }: RegistrationDialogProps) {
  // Keep showing the last event while the dialog animates closed.
  const last = useRef<ClubEvent | null>(event);
  if (event) last.current = event;
  const shown = event ?? last.current;
  const openId = event?.id ?? null;
  useEffect(() => {
    if (openId !== null) trackEvent("register_opened", openId);
  }, [openId]);
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={cn(
          "flex max-w-2xl flex-col gap-0 overflow-hidden p-0 sm:p-0",
          // Phones: the whole screen, no zoom animation (it would fight the reset translate).
          "max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:animate-none!",
        )}
      >
        {shown && <DialogBody key={shown.id} event={shown} open={event !== null} onClose={onClose} onReopen={onReopen} />}
      </DialogContent>
    </Dialog>
  );
}

function DialogBody({
  event: initial,
  open,
  onClose,
  onReopen,
}: {
  event: ClubEvent;
  open: boolean;
  onClose: () => void;
  onReopen?: (event: ClubEvent) => void;
}) {
  const t = useT();
  const { member } = useAuth();
  const signedIn = member !== null;
  // The cached list has the fresh count after a registration.
  const events = useEvents();
  const event = events.data?.find((e) => e.id === initial.id) ?? initial;

  const participants = useEventRegistrations(event.id, open && signedIn);
  const myRegistrations = useMemberRegistrations(signedIn);
  const withFlights = hasFlights(event.type);
  const flights = useEventFlights(event.id, open && signedIn && withFlights);
  const [rateType, setRateType] = useState("");
  const bodyRef = useRef<HTMLDivElement>(null);

  const isRegistered =
    (participants.data?.some((p) => p.isMine) ?? false) ||
    (myRegistrations.data?.some((r) => r.eventId === event.id) ?? false);
  const myRate =
    participants.data?.find((p) => p.isMine)?.guestRateType ??
    myRegistrations.data?.find((r) => r.eventId === event.id)?.guestRateType;
  const noRates = event.rates.length === 0;
  const full = isEventFull(event);
  const isMember = hasMembership(member?.membershipNumber);
  const membersOnly = isMembersOnly(event.rates) && !isMember;

  const actions = useRegistrationActions({
    event,
    member,
    isRegistered,
    rateType,
    onClose,
    onReopen,
    // Back to the top, where the member now appears as 'You'.
    onRegistered: () => bodyRef.current?.scrollTo?.({ top: 0, behavior: "smooth" }),
  });

  // The member's registration: from their list, or the POST's answer until the list has it.
  const myRegistration =
    myRegistrations.data?.find((r) => r.eventId === event.id) ??
    (actions.registered?.eventId === event.id ? actions.registered : undefined);
  const pay: PayAction | null =
    isRegistered && myRegistration && paymentState(myRegistration) === "unpaid"
      ? { label: payActionLabel(myRegistration), href: paths.payment(event.id, myRegistration.id) }
      : null;

  // Once registered the choice is spent: a later de-registration starts afresh.
  useEffect(() => {
    if (!isRegistered) return;
    setRateType("");
  }, [isRegistered]);

  return (
    <>
      <div className="border-b border-border px-5 pt-5 pb-4 pr-14 sm:px-6 sm:pr-14 max-sm:pt-[calc(env(safe-area-inset-top)+1.25rem)]">
        <p className="text-xs font-semibold tracking-[0.12em] text-primary uppercase">
          {isRegistered ? t("reg.yourRegistration") : t("reg.eventRegistration")}
        </p>
        <DialogTitle className="mt-1 text-xl">{event.title}</DialogTitle>
        <DialogDescription className="mt-1">
          {isRegistered
            ? pay
              ? t("reg.registeredPay")
              : t("reg.registeredSee")
            : membersOnly
              ? t("reg.membersOnlyText")
              : t("reg.chooseText")}
        </DialogDescription>
      </div>

      <div
        ref={bodyRef}
        role="region"
        aria-label={t("reg.details")}
        // Keyboard users scroll the dialog body with the arrow keys.
        tabIndex={0}
        className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-5 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6"
      >
        <RegistrationEventSummary event={event} isRegistered={isRegistered} />

        {signedIn && (
          <Section title={participants.data ? t("reg.participantsCount", { n: participants.data.length }) : t("reg.participantsTitle")}>
            <ParticipantsList
              participants={participants.data}
              isLoading={participants.isPending}
              isError={participants.isError}
            />
          </Section>
        )}

        {signedIn && withFlights && (
          <Section title={t("reg.flights")}>
            <EventFlightsList flights={flights.data} isLoading={flights.isPending} isError={flights.isError} />
          </Section>
        )}

        {member && <RegisteringAs member={member} />}

        <RegistrationRateChoice
          event={event}
          signedIn={signedIn}
          isMember={isMember}
          isRegistered={isRegistered}
          myRate={myRate}
          myRegistration={isRegistered ? myRegistration : undefined}
          full={full}
          busy={actions.busy}
          rateType={rateType}
          onRateTypeChange={setRateType}
        />
      </div>

      <RegistrationDialogActions
        signedIn={signedIn}
        isRegistered={isRegistered}
        busy={actions.busy}
        registering={actions.registering}
        deregistering={actions.deregistering}
        canRegister={!full && (noRates || rateType !== "")}
        membersOnly={membersOnly}
        pay={pay}
        onCancel={onClose}
        onLogin={actions.sendToLogin}
        onRegister={actions.submit}
        onDeregister={() => actions.setConfirmOpen(true)}
      />

      <DeregisterConfirmDialog
        open={actions.confirmOpen}
        onCancel={() => actions.setConfirmOpen(false)}
        eventTitle={event.title}
        description={t("reg.releaseText")}
        pending={actions.deregistering}
        onConfirm={actions.confirmDeregister}
      />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  );
}
