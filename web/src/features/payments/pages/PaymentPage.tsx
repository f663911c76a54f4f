// /payment/{eventId}/{registrationId} (spec 1 §2 "Payment page", §4, §5,
// §8): the event, the amount of this registration, the club's QR code (download,
// then back to /member after 1.5 s), bank and e-wallet details from the club
// settings, the VIP advert, and the payment-reference upload (choose,
// confirm, upload with progress, saved). The page loads the data and lays
// out the parts; the parts live in features/payments/components.
import { Link, useParams } from "wouter";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { useAuth } from "@/features/auth";
import { useEvents } from "@/features/events";
import { useMemberRegistrations } from "@/features/registrations";
import { useSettings, type ClubSettings } from "@/features/settings";
import type { ClubEvent, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { PaymentMethods } from "@/features/payments/components/PaymentMethods";
import { PaymentProblem, PaymentSignInFirst, PaymentSkeleton } from "@/features/payments/components/PaymentPageStates";
import { PaymentSummaryCard } from "@/features/payments/components/PaymentSummaryCard";
import { ReferenceUpload } from "@/features/payments/components/ReferenceUpload";
import { VipAdvert } from "@/features/payments/components/VipAdvert";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";

export default function PaymentPage() {
  const params = useParams<{ eventId: string; registrationId: string }>();
  const eventId = Number(params.eventId);
  const registrationId = Number(params.registrationId);
  const { member, isLoading } = useAuth();
  if (isLoading) return <PaymentSkeleton />;
  if (!member) return <PaymentSignInFirst />;
  return <PaymentForMember member={member} eventId={eventId} registrationId={registrationId} />;
}

function PaymentForMember({ member, eventId, registrationId }: { member: MemberProfile; eventId: number; registrationId: number }) {
  const t = useT();
  const events = useEvents();
  const registrations = useMemberRegistrations();
  const settings = useSettings();

  if (events.isPending || registrations.isPending) return <PaymentSkeleton />;
  if (events.isError || registrations.isError) {
    return (
      <PaymentProblem
        title={t("pay.loadError")}
        text={t("pay.loadErrorText")}
        action={
          <Button
            variant="outline"
            onClick={() => {
              void events.refetch();
              void registrations.refetch();
            }}
          >
            {t("dash.tryAgain")}
          </Button>
        }
      />
    );
  }
  const event = events.data.find((e) => e.id === eventId);
  if (!event) {
    return <PaymentProblem title={t("pay.noEvent")} text={t("pay.noEventText")} />;
  }
  const registration = registrations.data.find((r) => r.id === registrationId && r.eventId === eventId);
  if (!registration) {
    return (
      <PaymentProblem
        title={t("pay.noRegistration")}
        text={t("pay.noRegistrationText")}
      />
    );
  }
  return <PaymentDetails member={member} event={event} registration={registration} settings={settings.data} />;
}

function PaymentDetails({
  member,
  event,
  registration,
  settings,
}: {
  member: MemberProfile;
  event: ClubEvent;
  registration: MemberRegistration;
  settings: ClubSettings | undefined;
}) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-3">
        <Link href={paths.member}>
          <ArrowLeftIcon aria-hidden="true" />
          {t("pay.back")}
        </Link>
      </Button>
      <header className="mb-6">
        <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">{t("pay.eventPayment")}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-primary-dark sm:text-3xl">{event.title}</h1>
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid gap-5">
          <PaymentSummaryCard member={member} event={event} registration={registration} />

          {!registration.isPaid && <PaymentMethods event={event} registration={registration} settings={settings} />}
        </div>

        <div className="grid gap-5">
          <ReferenceUpload registration={registration} />
          <VipAdvert price={settings?.vipPrice ?? 144} />
        </div>
      </div>
    </div>
  );
}
