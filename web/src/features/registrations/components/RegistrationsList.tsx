// The member's registrations on the dashboard (spec 1 §2 "Member
// dashboard"): an Ongoing/Past filter, earliest event first; each row shows
// the event, the rate type and price, its one payment state (Pay Now, slip
// sent and awaiting review, or Paid), and De-register with
// a confirmation. A table on wide screens, cards on phones, and a footer
// with the total and the member's name.
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { CalendarDaysIcon, ClockIcon, CreditCardIcon, Trash2Icon } from "lucide-react";
import { FilterPills } from "@/shared/ui/FilterPills";
import { EventTypeBadge } from "@/features/events";
import { Button } from "@/shared/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/shared/ui/table";
import { toast } from "@/shared/ui/use-toast";
import { useDeleteRegistration } from "@/features/registrations/api/register";
import { eventIsoDate, compareCodeUnits } from "@/shared/lib/events";
import { clubToday, formatDate, formatDateTime } from "@/shared/lib/format";
import type { MemberRegistration } from "@/shared/lib/types";
import { DeregisterConfirmDialog } from "@/features/registrations/components/DeregisterConfirmDialog";
import { PaymentStatusBadge } from "@/features/registrations/components/PaymentStatusBadge";
import { paymentState, priceText } from "@/features/registrations/paymentState";
import { cn } from "@/shared/lib/utils";
import { useNetworkActions } from "@/features/registrations/components/SavedDataNotice";
import { paths } from "@/shared/lib/paths";
import { useT, type MessageId } from "@/shared/i18n/i18n";

export const REGISTRATION_FILTERS = [
  { key: "ongoing", label: "reg.ongoing" },
  { key: "past", label: "reg.past" },
] as const satisfies readonly { key: string; label: MessageId }[];
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number]["key"];

/** The event date as YYYY-MM-DD, or "" when it cannot be read. */
export function registrationDate(r: Pick<MemberRegistration, "eventDate">): string {
  return eventIsoDate(r.eventDate ?? "") ?? "";
}

/** The event's date and, when set, its time, each with its icon. */
export function RegistrationWhen({ registration: r }: { registration: Pick<MemberRegistration, "eventDate" | "eventTime"> }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDaysIcon className="size-4" aria-hidden="true" />
        {formatDate(registrationDate(r)) || r.eventDate}
      </span>
      {r.eventTime && (
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4" aria-hidden="true" />
          {r.eventTime}
        </span>
      )}
    </>
  );
}

/** Earliest event first; unreadable dates last; ties by event time, then id. */
export function sortByEventDate<T extends Pick<MemberRegistration, "eventDate" | "eventTime" | "id">>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    const da = registrationDate(a);
    const db = registrationDate(b);
    if (da !== db) return da === "" ? 1 : db === "" ? -1 : compareCodeUnits(da, db);
    return compareCodeUnits(a.eventTime ?? "", b.eventTime ?? "") || a.id - b.id;
  });
}

/** Ongoing: the event is today or later (spec 1 §4); past otherwise. */
export function isOngoing(r: Pick<MemberRegistration, "eventDate">, today: string = clubToday()): boolean {
  const d = registrationDate(r);
  return d !== "" && d >= today;
}

export function filterRegistrations(
  list: readonly MemberRegistration[],
  filter: RegistrationFilter,
  today: string = clubToday(),
): MemberRegistration[] {
  return sortByEventDate(list).filter((r) => isOngoing(r, today) === (filter === "ongoing"));
}

export const paymentPath = (r: Pick<MemberRegistration, "eventId" | "id">) => paths.payment(r.eventId, r.id);

export function RegistrationsList({
  registrations,
  memberName,
  today = clubToday(),
}: {
  registrations: readonly MemberRegistration[];
  memberName: string;
  today?: string;
}) {
  const t = useT();
  const [filter, setFilter] = useState<RegistrationFilter>("ongoing");
  const [pending, setPending] = useState<MemberRegistration | null>(null);
  const remove = useDeleteRegistration();
  // Offline (or showing the saved copy), paying and leaving wait for the network.
  const network = useNetworkActions();
  const shown = useMemo(() => filterRegistrations(registrations, filter, today), [registrations, filter, today]);

  const confirm = () => {
    if (!pending) return;
    const r = pending;
    remove.mutate(
      { eventId: r.eventId, registrationId: r.id },
      {
        onSuccess: () => {
          setPending(null);
          toast({
            title: t("reg.deregistered"),
            description: t("reg.deregisteredText", { event: r.eventTitle || t("reg.theEvent") }),
          });
        },
        onError: () => {
          setPending(null);
          toast({
            title: t("reg.removeFailed"),
            description: t("reg.removeFailedText"),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="my-registrations" className="rounded-2xl border border-border/80 bg-card shadow-[0_1px_2px_rgba(15,31,20,0.04),0_4px_16px_-4px_rgba(15,31,20,0.08)]">
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 pb-3 sm:p-6 sm:pb-4">
        <div>
          <h2 id="my-registrations" className="text-lg font-semibold tracking-tight">
            {t("reg.mine")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("reg.mineText")}</p>
        </div>
        <FilterPills
          label={t("reg.filter")}
          options={REGISTRATION_FILTERS.map((o) => ({ key: o.key, label: t(o.label) }))}
          value={filter}
          onChange={setFilter}
          className="mx-0 px-0"
        />
      </div>

      {shown.length === 0 ? (
        <div className="mx-5 mb-5 rounded-xl border border-dashed border-border px-4 py-10 text-center sm:mx-6">
          <p className="font-medium">{filter === "ongoing" ? t("reg.noneOngoing") : t("reg.nonePast")}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {filter === "ongoing" ? t("reg.noneOngoingText") : t("reg.nonePastText")}
          </p>
          {filter === "ongoing" && (
            <Button asChild className="mt-4">
              <Link href={paths.events}>{t("reg.browseEvents")}</Link>
            </Button>
          )}
        </div>
      ) : (
        <>
          {/* Wide screens: a table. */}
          <div className="hidden border-t border-border md:block" data-testid="registrations-table">
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className="pl-6">{t("reg.col.event")}</TableHead>
                  <TableHead>{t("reg.col.when")}</TableHead>
                  <TableHead>{t("reg.col.type")}</TableHead>
                  <TableHead>{t("reg.col.rate")}</TableHead>
                  <TableHead>{t("reg.col.payment")}</TableHead>
                  <TableHead className="pr-6 text-right">
                    <span className="sr-only">{t("reg.col.actions")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((r) => (
                  <TableRow key={r.id} data-testid="registration-row">
                    <TableCell className="max-w-64 pl-6 font-semibold">
                      <span className="line-clamp-2">{r.eventTitle || t("reg.unknownEvent")}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <span className="block">{formatDate(registrationDate(r)) || r.eventDate}</span>
                      {r.eventTime && <span className="block text-xs text-muted-foreground">{r.eventTime}</span>}
                    </TableCell>
                    <TableCell>{r.eventType && <EventTypeBadge type={r.eventType} />}</TableCell>
                    <TableCell>
                      <span className="block max-w-48 truncate" title={r.guestRateType}>
                        {r.guestRateType}
                      </span>
                      <span className="block text-xs font-semibold text-primary">{priceText(r)}</span>
                    </TableCell>
                    <TableCell>
                      <PaymentCell r={r} offline={!network.available} />
                    </TableCell>
                    <TableCell className="pr-6 text-right">
                      <DeregisterButton r={r} onClick={() => setPending(r)} offline={!network.available} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>

          {/* Phones: cards. */}
          <ul className="grid gap-3 border-t border-border p-4 md:hidden" data-testid="registrations-cards">
            {shown.map((r) => (
              <li key={r.id} className="min-w-0 rounded-xl border border-border p-4" data-testid="registration-card">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-semibold leading-snug">{r.eventTitle || t("reg.unknownEvent")}</p>
                  {r.eventType && <EventTypeBadge type={r.eventType} className="shrink-0" />}
                </div>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <RegistrationWhen registration={r} />
                </p>
                <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2 text-sm">
                  <span className="min-w-0 truncate">{r.guestRateType}</span>
                  <span className="shrink-0 font-semibold text-primary">{priceText(r)}</span>
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <PaymentCell r={r} offline={!network.available} />
                  <DeregisterButton r={r} onClick={() => setPending(r)} offline={!network.available} className="ml-auto" />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-border bg-muted/40 px-5 py-3 text-sm text-muted-foreground sm:px-6">
        <span>
          {t("reg.total")} <span className="font-semibold text-foreground" data-testid="registrations-total">{registrations.length}</span>
        </span>
        <span className="min-w-0 truncate">
          {t("reg.member")} <span className="font-semibold text-foreground">{memberName}</span>
        </span>
      </footer>

      <DeregisterConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        eventTitle={pending?.eventTitle || t("reg.thisEvent")}
        description={t("reg.removeConfirmText")}
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}

/** One payment state per registration (paymentState): Pay Now while unpaid;
 *  the slip's review state (and a way to replace the slip) once one is sent;
 *  Paid once the club confirmed it; nothing to pay for a free rate. Paying
 *  needs the network, so offline the actions are disabled and say why. */
function PaymentCell({ r, offline }: { r: MemberRegistration; offline: boolean }) {
  const t = useT();
  const state = paymentState(r);
  const event = r.eventTitle || t("reg.thisEvent");
  if (state === "unpaid") {
    const button = offline ? (
      <Button size="sm" disabled title={t("reg.payOffline")} aria-label={t("reg.payForOffline", { event })}>
        <CreditCardIcon aria-hidden="true" />
        {t("reg.payNow")}
      </Button>
    ) : (
      <Button asChild size="sm">
        <Link href={paymentPath(r)} aria-label={t("reg.payFor", { event })}>
          <CreditCardIcon aria-hidden="true" />
          {t("reg.payNow")}
        </Link>
      </Button>
    );
    // A seat from the waitlist must be paid by its deadline (a slip in time counts).
    return r.payBy ? (
      <span className="inline-flex flex-col items-start gap-1">
        {button}
        <span className="text-xs font-semibold text-destructive" data-testid="pay-by">
          {t("reg.payBy", { when: formatDateTime(r.payBy) })}
        </span>
      </span>
    ) : (
      button
    );
  }
  if (state === "awaiting-review") {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-1 gap-y-0.5">
        <PaymentStatusBadge registration={r} />
        {offline ? null : (
          <Button asChild size="sm" variant="link" className="px-2">
            <Link href={paymentPath(r)} aria-label={t("reg.replaceSlipFor", { event })}>
              {t("reg.replaceSlip")}
            </Link>
          </Button>
        )}
      </span>
    );
  }
  return <PaymentStatusBadge registration={r} />;
}

function DeregisterButton({
  r,
  onClick,
  offline,
  className,
}: {
  r: MemberRegistration;
  onClick: () => void;
  offline: boolean;
  className?: string;
}) {
  const t = useT();
  const event = r.eventTitle || t("reg.thisEvent");
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("text-destructive hover:bg-destructive-soft hover:text-destructive", className)}
      onClick={onClick}
      disabled={offline}
      title={offline ? t("reg.deregisterOffline") : undefined}
      aria-label={offline ? t("reg.deregisterFromOffline", { event }) : t("reg.deregisterFrom", { event })}
    >
      <Trash2Icon aria-hidden="true" />
      {t("reg.deregister")}
    </Button>
  );
}
