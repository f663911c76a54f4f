// /payment/{eventId}/{registrationId} (spec 1 §2 "Payment page", §4, §5,
// §8): the event, the amount of this registration, the club's QR code (download,
// then back to /member after 1.5 s), bank and e-wallet details from the club
// settings, the VIP advert, and the payment-reference upload (choose,
// confirm, upload with progress, saved).
//
// Deviation (DESIGN.md): the amount is the registration's price from the
// event's canonical rates as the API answers it (priceLabel), not a number
// read out of the description text.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useParams } from "wouter";
import {
  ArrowLeftIcon,
  BadgeCheckIcon,
  CalendarDaysIcon,
  CheckCircle2Icon,
  ClockIcon,
  CrownIcon,
  DownloadIcon,
  FileTextIcon,
  FileUpIcon,
  LandmarkIcon,
  Loader2Icon,
  LockKeyholeIcon,
  QrCodeIcon,
  SearchXIcon,
  WalletIcon,
  XIcon,
} from "lucide-react";
import { useLoginDialog } from "@/features/auth/components/LoginDialogContext";
import { EventTypeBadge } from "@/features/events/components/EventCard";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth/api/auth";
import { useEvents } from "@/features/events/api/events";
import { ACCEPTED_FILE_TYPES, FILE_TOO_LARGE, isFileTooLarge, usePaymentUpload } from "@/features/payments/api/payments";
import { useMemberRegistrations } from "@/features/registrations/api/registrations";
import { useSettings } from "@/features/content/api/settings";
import { downloadFile } from "@/lib/download";
import { eventIsoDate } from "@/lib/events";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import type { ClubEvent, ClubSettings, MemberProfile, MemberRegistration } from "@/lib/types";
import { cn } from "@/lib/utils";
import { PaymentDetail } from "@/features/payments/components/PaymentDetail";
import { paths } from "@/paths";

/** After the QR code is downloaded the page goes back to /member (spec 1 §9). */
export const REDIRECT_AFTER_QR_MS = 1500;

export default function PaymentPage() {
  const params = useParams<{ eventId: string; registrationId: string }>();
  const eventId = Number(params.eventId);
  const registrationId = Number(params.registrationId);
  const { member, isLoading } = useAuth();
  if (isLoading) return <PaymentSkeleton />;
  if (!member) return <SignInFirst />;
  return <PaymentForMember member={member} eventId={eventId} registrationId={registrationId} />;
}

function PaymentForMember({ member, eventId, registrationId }: { member: MemberProfile; eventId: number; registrationId: number }) {
  const events = useEvents();
  const registrations = useMemberRegistrations();
  const settings = useSettings();

  if (events.isPending || registrations.isPending) return <PaymentSkeleton />;
  if (events.isError || registrations.isError) {
    return (
      <Problem
        title="Payment details could not be loaded"
        text="Please check your connection and try again."
        action={
          <Button
            variant="outline"
            onClick={() => {
              void events.refetch();
              void registrations.refetch();
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
  const event = events.data.find((e) => e.id === eventId);
  if (!event) {
    return <Problem title="Event Not Found" text="The event for this payment does not exist or has been removed." />;
  }
  const registration = registrations.data.find((r) => r.id === registrationId && r.eventId === eventId);
  if (!registration) {
    return (
      <Problem
        title="Registration Not Found"
        text="We could not find your registration for this event. It may have been removed."
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
  const iso = eventIsoDate(event.date);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-3">
        <Link href={paths.member}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <header className="mb-6">
        <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">Event payment</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-primary-dark sm:text-3xl">{event.title}</h1>
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid gap-5">
          <Card>
            <CardContent className="grid gap-4 pt-5 sm:pt-6">
              <div className="flex flex-wrap items-center gap-2">
                <EventTypeBadge type={event.type} />
                {registration.isPaid ? (
                  <Badge variant="success" data-testid="payment-status">
                    <CheckCircle2Icon aria-hidden="true" /> Paid
                  </Badge>
                ) : (
                  <Badge variant="sand" data-testid="payment-status">
                    {registration.paymentReferenceFileName ? "Awaiting confirmation" : "Awaiting payment"}
                  </Badge>
                )}
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
                  <dt className="text-xs text-muted-foreground">Registered as</dt>
                  <dd className="font-medium">{member.name}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Rate type</dt>
                  <dd className="font-medium">{registration.guestRateType}</dd>
                </div>
                <div className="mt-1 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:self-end sm:text-right">
                  <dt className="text-xs text-muted-foreground">Amount to pay</dt>
                  <dd
                    className={cn(
                      "font-bold tracking-tight text-primary-dark",
                      registration.price === null ? "text-lg" : "text-3xl",
                    )}
                    data-testid="payment-amount"
                  >
                    {registration.priceLabel || "Contact for rate"}
                  </dd>
                </div>
              </dl>
              {registration.isPaid && (
                <p className="flex items-start gap-2 rounded-xl bg-success-soft px-4 py-3 text-sm text-success-soft-foreground">
                  <BadgeCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  The club has confirmed your payment. Nothing more to do — see you on the course!
                </p>
              )}
            </CardContent>
          </Card>

          {!registration.isPaid && <PaymentMethods event={event} settings={settings} />}
        </div>

        <div className="grid gap-5">
          <ReferenceUpload registration={registration} />
          <VipAdvert price={settings?.vipPrice ?? 144} />
        </div>
      </div>
    </div>
  );
}

function PaymentMethods({ event, settings }: { event: ClubEvent; settings: ClubSettings | undefined }) {
  const [, navigate] = useLocation();
  const [downloading, setDownloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const qr = settings?.paymentQrUrl;

  const downloadQr = async () => {
    if (!qr) return;
    setDownloading(true);
    try {
      await downloadFile(qr, `payment-qr-event-${event.id}`);
      toast({ title: "QR Code Downloaded", description: "Open it in your banking or e-wallet app to pay." });
      timer.current = setTimeout(() => navigate(paths.member), REDIRECT_AFTER_QR_MS);
    } catch {
      toast({ title: "Download Failed", description: "Failed to download QR code. Please try again.", variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>How to pay</CardTitle>
        <CardDescription>Scan the QR code with your banking or e-wallet app, or use one of the other methods.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-background p-4">
          {qr ? (
            <img src={qr} alt="Payment QR code" className="size-48 rounded-lg bg-white object-contain" />
          ) : (
            <div className="flex size-48 flex-col items-center justify-center gap-2 rounded-lg bg-muted p-4 text-center text-xs text-muted-foreground">
              <QrCodeIcon className="size-8" aria-hidden="true" />
              QR code not available — please use bank transfer.
            </div>
          )}
          {qr && (
            <Button variant="outline" className="w-full" onClick={() => void downloadQr()} disabled={downloading}>
              {downloading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
              Download QR
            </Button>
          )}
        </div>
        <div className="grid gap-3">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Alternative methods</p>
          <Method icon={<LandmarkIcon />} title="Bank transfer">
            {settings?.bankName && <PaymentDetail label="Bank" value={settings.bankName} />}
            {settings?.bankAccountName && <PaymentDetail label="Account name" value={settings.bankAccountName} />}
            {settings?.bankAccountNumber ? (
              <PaymentDetail label="Account no." value={settings.bankAccountNumber} copy />
            ) : (
              <p className="text-muted-foreground">Ask the club for the account details.</p>
            )}
          </Method>
          {settings?.ewalletNumber && (
            <Method icon={<WalletIcon />} title="E-wallet">
              {settings.ewalletName && <PaymentDetail label="Wallet" value={settings.ewalletName} />}
              <PaymentDetail label="Number" value={settings.ewalletNumber} copy />
            </Method>
          )}
          <p className="text-xs text-muted-foreground">
            After paying, upload your receipt or screenshot as the payment reference.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Method({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border p-3 text-sm">
      <p className="mb-2 flex items-center gap-2 font-semibold text-primary [&>svg]:size-4">
        {icon}
        {title}
      </p>
      <dl className="grid gap-1.5">{children}</dl>
    </div>
  );
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

function ReferenceUpload({ registration }: { registration: MemberRegistration }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { stage, progress, upload, reset } = usePaymentUpload(registration.id);
  const busy = stage === "uploading" || stage === "saving";

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = "";
  };

  const choose = (f: File | undefined) => {
    if (!f) return;
    // Checked here, before anything is sent (spec 1 §5).
    if (isFileTooLarge(f)) {
      // Cleared so that choosing the same file again still reports it.
      clearInput();
      setFile(null);
      toast({ ...FILE_TOO_LARGE, variant: "destructive" });
      return;
    }
    reset();
    setFile(f);
  };

  const confirm = async () => {
    if (!file) return;
    const saved = await upload(file);
    if (saved) setFile(null);
  };

  const onFile = registration.paymentReferenceFileName;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment reference</CardTitle>
        <CardDescription>Upload your bank receipt or payment screenshot so the club can confirm your payment.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {onFile && (
          <div className="flex items-start gap-3 rounded-xl border border-primary/25 bg-accent/60 p-3 text-sm" data-testid="saved-reference">
            <FileTextIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-semibold text-accent-foreground">{stage === "saved" ? "Payment reference saved" : "Reference on file"}</p>
              {registration.paymentReferenceFileUrl ? (
                <a
                  href={registration.paymentReferenceFileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block truncate font-medium text-primary underline-offset-4 hover:underline"
                >
                  {onFile}
                </a>
              ) : (
                <p className="truncate font-medium">{onFile}</p>
              )}
              {registration.paymentReferenceUploadedAt && (
                <p className="text-xs text-muted-foreground">Uploaded {formatDateTime(registration.paymentReferenceUploadedAt)}</p>
              )}
            </div>
          </div>
        )}

        {registration.isPaid ? null : busy ? (
          <div className="grid gap-2" aria-live="polite">
            <div className="flex items-center justify-between text-sm">
              <span className="min-w-0 truncate font-medium">{file?.name}</span>
              <span className="shrink-0 text-muted-foreground">{stage === "saving" ? "Saving..." : `${progress}%`}</span>
            </div>
            <div
              className="h-2.5 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-xs text-muted-foreground">{stage === "saving" ? "Saving your payment reference..." : "Uploading..."}</p>
          </div>
        ) : file ? (
          <div className="grid gap-3">
            <div className="flex items-center gap-3 rounded-xl border border-border p-3">
              <FileUpIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" data-testid="chosen-file">
                  {file.name}
                </p>
                <p className="text-xs text-muted-foreground">{formatBytes(file.size)}</p>
              </div>
              <Button variant="ghost" size="icon" aria-label="Remove file" onClick={() => setFile(null)}>
                <XIcon aria-hidden="true" />
              </Button>
            </div>
            <Button onClick={() => void confirm()}>
              <FileUpIcon aria-hidden="true" />
              Upload Payment Reference
            </Button>
          </div>
        ) : (
          <div className="grid gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={ACCEPTED_FILE_TYPES}
              className="peer sr-only"
              onChange={(e) => choose(e.currentTarget.files?.[0])}
            />
            <label
              htmlFor={inputId}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-primary/30 bg-accent/30 px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-accent/60 peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
            >
              <FileUpIcon className="size-7 text-primary" aria-hidden="true" />
              <span className="text-sm font-semibold text-primary">{onFile ? "Choose a different file" : "Choose file"}</span>
              <span className="text-xs text-muted-foreground">Image, PDF or Word document, up to 10MB</span>
            </label>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function VipAdvert({ price }: { price: number }) {
  return (
    <Card className="overflow-hidden border-gold/30 bg-gradient-to-br from-sand to-card">
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-sand-foreground">
          <CrownIcon className="size-4" aria-hidden="true" /> VIP Subscription
        </p>
        <p className="text-2xl font-bold tracking-tight text-foreground">
          {formatMoney(price)} <span className="text-sm font-medium text-muted-foreground">per year</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Lower green fees, unlimited rounds and priority notifications for every event.
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href={paths.membership}>View VIP Subscription</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Problem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-20">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
          <SearchXIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
          <Button asChild>
            <Link href={paths.member}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function SignInFirst() {
  const { openLogin } = useLoginDialog();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <Card className="items-center text-center">
        <CardHeader className="items-center">
          <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <LockKeyholeIcon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold">Log in to pay</h1>
          <CardDescription>Payments are linked to your member account.</CardDescription>
        </CardHeader>
        <CardContent className="w-full">
          <Button className="w-full" onClick={() => openLogin({ onSuccess: () => undefined })}>
            Login / Register
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function PaymentSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10" aria-busy="true" aria-label="Loading payment details">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-8 w-72 max-w-full" />
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-5">
          <Skeleton className="h-48" />
          <Skeleton className="h-72" />
        </div>
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
