// The top card of the payment page: event type, payment status, date and
// time, who registered at which rate, and the amount to pay.
//
// Deviation (DESIGN.md): the amount is the registration's price from the
// event's canonical rates as the API answers it (priceLabel), not a number
// read out of the description text.
import { BadgeCheckIcon, CalendarDaysIcon, ClockIcon } from "lucide-react";
import { EventTypeBadge } from "@/features/events";
import { Card, CardContent } from "@/shared/ui/card";
import { PaymentStatusBadge, priceText } from "@/features/registrations";
import { eventIsoDate } from "@/shared/lib/events";
import { formatDate } from "@/shared/lib/format";
import type { ClubEvent, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";

export function PaymentSummaryCard({
  member,
  event,
  registration,
}: {
  member: MemberProfile;
  event: ClubEvent;
  registration: MemberRegistration;
}) {
  const t = useT();
  const iso = eventIsoDate(event.date);
  return (
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <EventTypeBadge type={event.type} />
          <PaymentStatusBadge registration={registration} />
        </div>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDaysIcon className="size-4 text-primary" aria-hidden="true" />
            {iso ? formatDate(iso) : event.date}
          </span>
          {event.time && (
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon className="size-4 text-primary" aria-hidden="true" />
              {event.time}
            </span>
          )}
        </div>
        {/* A dl may hold only dt/dd groups wrapped in one div each, so
            the layout is one grid: two rows left, the amount right. */}
        <dl className="grid gap-x-3 gap-y-2 rounded-xl bg-muted/60 p-4 text-sm sm:grid-cols-[1fr_auto]">
          <div>
            <dt className="text-xs text-muted-foreground">{t("pay.registeredAs")}</dt>
            <dd className="font-medium">{member.name}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t("pay.rateType")}</dt>
            <dd className="font-medium">{registration.guestRateType}</dd>
          </div>
          <div className="mt-1 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:self-end sm:text-right">
            <dt className="text-xs text-muted-foreground">{t("pay.amount")}</dt>
            <dd
              className={cn(
                "font-bold tracking-tight text-primary-dark",
                registration.price === null ? "text-lg" : "text-3xl",
              )}
              data-testid="payment-amount"
            >
              {priceText(registration) || t("reg.contactForRate")}
            </dd>
          </div>
        </dl>
        {registration.isPaid && (
          <p className="flex items-start gap-2 rounded-xl bg-success-soft px-4 py-3 text-sm text-success-soft-foreground">
            <BadgeCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t("pay.confirmed")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
