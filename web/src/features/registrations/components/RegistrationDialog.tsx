// The registration dialog of the Events page (spec 1 §2 "Events", §4 "Event
// registration", §5, §8): event summary, current participants, flights for
// tournament and social events, who is registering, the rate type, and
// Register or De-register. On phones it fills the screen; the body scrolls
// and the action buttons stay at the bottom.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CalendarDaysIcon, ClockIcon, IdCardIcon, InfoIcon, Loader2Icon, PhoneIcon, UserIcon, UsersIcon } from "lucide-react";
import { useLoginDialog } from "@/features/auth/components/LoginDialogContext";
import { EventTypeBadge } from "@/features/events/components/EventCard";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth/api/auth";
import { useEvents } from "@/features/events/api/events";
import { hasFlights, useEventFlights } from "@/features/flights/api/flights";
import {
  ALREADY_REGISTERED,
  deregisterErrorToast,
  registerErrorToast,
  useDeregisterFromEvent,
  useRegisterForEvent,
} from "@/features/registrations/api/register";
import { useEventRegistrations, useMemberRegistrations } from "@/features/registrations/api/registrations";
import { ApiError } from "@/lib/api";
import { eventIsoDate, isEventFull } from "@/lib/events";
import { formatDate } from "@/lib/format";
import type { ClubEvent, MemberProfile } from "@/lib/types";
import { cn } from "@/lib/utils";
import { EventFlightsList } from "@/features/flights/components/EventFlightsList";
import { ParticipantsList } from "./ParticipantsList";
import { RateTypeSelect, hasMembership } from "./RateTypeSelect";
import { DeregisterConfirmDialog } from "./DeregisterConfirmDialog";

/** The rate type sent when the event has no rates (organisers set the price). */
export const STANDARD_RATE = "Standard";

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
  const { member } = useAuth();
  const { openLogin } = useLoginDialog();
  const signedIn = member !== null;
  // The cached list has the fresh count after a registration.
  const events = useEvents();
  const event = events.data?.find((e) => e.id === initial.id) ?? initial;

  const participants = useEventRegistrations(event.id, open && signedIn);
  const myRegistrations = useMemberRegistrations(signedIn);
  const withFlights = hasFlights(event.type);
  const flights = useEventFlights(event.id, open && signedIn && withFlights);
  const register = useRegisterForEvent();
  const deregister = useDeregisterFromEvent();
  const [rateType, setRateType] = useState("");
  const [confirmOpen, setConfirmOpen] = useState(false);
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
  const busy = register.isPending || deregister.isPending;
  const iso = eventIsoDate(event.date);

  // Once registered the choice is spent: a later de-registration starts afresh.
  useEffect(() => {
    if (!isRegistered) return;
    setRateType("");
  }, [isRegistered]);

  const sendToLogin = () => {
    onClose();
    openLogin({ onSuccess: () => onReopen?.(event) });
  };

  const submit = () => {
    if (!member) return sendToLogin();
    if (isRegistered) {
      toast({ ...ALREADY_REGISTERED, variant: "destructive" });
      return;
    }
    const guestRateType = noRates ? STANDARD_RATE : rateType;
    if (!guestRateType) {
      toast({
        title: "Please select guest rate type",
        description: "You must specify the guest rate type for registration",
        variant: "destructive",
      });
      return;
    }
    register.mutate(
      { eventId: event.id, memberName: member.name, memberPhone: member.phone, guestRateType },
      {
        onSuccess: () => {
          toast({
            title: "Registration Successful",
            description: `You are registered for ${event.title}. See you on the course!`,
          });
          // Back to the top, where the member now appears as 'You'.
          bodyRef.current?.scrollTo?.({ top: 0, behavior: "smooth" });
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
        toast({ title: "De-registration Successful", description: `You are no longer registered for ${event.title}.` });
      },
      onError: (err) => {
        setConfirmOpen(false);
        toast({ ...deregisterErrorToast(err), variant: "destructive" });
      },
    });
  };

  return (
    <>
      <div className="border-b border-border px-5 pt-5 pb-4 pr-14 sm:px-6 sm:pr-14 max-sm:pt-[calc(env(safe-area-inset-top)+1.25rem)]">
        <p className="text-xs font-semibold tracking-[0.12em] text-primary uppercase">
          {isRegistered ? "Your registration" : "Event registration"}
        </p>
        <DialogTitle className="mt-1 text-xl">{event.title}</DialogTitle>
        <DialogDescription className="mt-1">
          {isRegistered
            ? "You are registered for this event. See who else is coming."
            : "Check the details, choose your rate type and register."}
        </DialogDescription>
      </div>

      <div
        ref={bodyRef}
        role="region"
        aria-label="Event details"
        // Keyboard users scroll the dialog body with the arrow keys.
        tabIndex={0}
        className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-5 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6"
      >
        <section aria-label="Event summary" className="rounded-2xl bg-muted/60 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <EventTypeBadge type={event.type} />
            {isRegistered && (
              <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success-soft-foreground">Registered</span>
            )}
          </div>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
            <SummaryItem icon={<CalendarDaysIcon />} label="Date">
              {iso ? formatDate(iso) : event.date}
            </SummaryItem>
            <SummaryItem icon={<ClockIcon />} label="Time">
              {event.time || "To be confirmed"}
            </SummaryItem>
            <SummaryItem icon={<UsersIcon />} label="Registered">
              <span data-testid="dialog-registered">
                {event.registered}/{event.capacity} registered
              </span>
              {full && <span className="ml-1.5 text-xs font-semibold text-destructive">Full</span>}
            </SummaryItem>
          </dl>
        </section>

        {signedIn && (
          <Section title={`Current Participants${participants.data ? ` (${participants.data.length})` : ""}`}>
            <ParticipantsList
              participants={participants.data}
              isLoading={participants.isPending}
              isError={participants.isError}
            />
          </Section>
        )}

        {signedIn && withFlights && (
          <Section title="Flight Arrangements">
            <EventFlightsList flights={flights.data} isLoading={flights.isPending} isError={flights.isError} />
          </Section>
        )}

        {member && <RegisteringAs member={member} />}

        {!member ? (
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
        ) : noRates ? (
          <p className="flex items-start gap-2 rounded-xl bg-sand px-4 py-3 text-sm text-sand-foreground">
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Contact organizers for rates information
          </p>
        ) : (
          <RateTypeSelect
            rates={event.rates}
            value={rateType}
            onChange={setRateType}
            isMember={isMember}
            disabled={busy || full}
          />
        )}
        {full && !isRegistered && (
          <p className="text-sm font-medium text-destructive">This event is full. No places are left.</p>
        )}
      </div>

      <div className="grid grid-cols-2 gap-2 border-t border-border bg-card px-5 py-3 sm:flex sm:justify-end sm:px-6 max-sm:pb-[calc(env(safe-area-inset-bottom)+0.75rem)]">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {!member ? (
          <Button onClick={sendToLogin}>Login to Register</Button>
        ) : isRegistered ? (
          <Button variant="destructive" onClick={() => setConfirmOpen(true)} disabled={busy}>
            {deregister.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            De-register
          </Button>
        ) : (
          <Button onClick={submit} disabled={busy || full || (!noRates && !rateType)} className="sm:min-w-32">
            {register.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {register.isPending ? "Registering..." : "Register"}
          </Button>
        )}
      </div>

      <DeregisterConfirmDialog
        open={confirmOpen}
        onCancel={() => setConfirmOpen(false)}
        eventTitle={event.title}
        description="Your place will be released. This action cannot be undone."
        pending={deregister.isPending}
        onConfirm={confirmDeregister}
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

function SummaryItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <span className="text-primary [&>svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function RegisteringAs({ member }: { member: MemberProfile }) {
  const number = member.membershipNumber?.trim();
  return (
    <section aria-label="Registering as" className="rounded-2xl border border-border p-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Registering as</h3>
      <dl className="mt-2 grid gap-1.5 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <UserIcon className="size-4 text-primary" aria-hidden="true" />
          <dt className="sr-only">Name</dt>
          <dd className="min-w-0 truncate font-semibold">{member.name}</dd>
        </div>
        <div className="flex items-center gap-2">
          <PhoneIcon className="size-4 text-primary" aria-hidden="true" />
          <dt className="sr-only">Phone</dt>
          <dd>{member.phone}</dd>
        </div>
        {number && (
          <div className="flex items-center gap-2">
            <IdCardIcon className="size-4 text-primary" aria-hidden="true" />
            <dt className="sr-only">Member ID</dt>
            <dd>{number}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
