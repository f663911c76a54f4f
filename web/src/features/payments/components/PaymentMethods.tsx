// How to pay an event (spec 1 §2 "Payment page", §9): the club's QR code with
// a download button (saved as PNG; the page stays, since the member still
// has to pay and upload the slip: the spec's jump to /member after 1.5 s is
// not copied), and the bank and e-wallet details from the club settings.
// When the club's QR is a DuitNow QR, the server makes one for this
// registration with the amount and reference filled in; the club's own QR
// stays one tap away. The filled-in amount is a convenience: the admin's
// review of the slip is what marks a registration paid.
import { useState, type ReactNode } from "react";
import { DownloadIcon, LandmarkIcon, Loader2Icon, QrCodeIcon, WalletIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { toast } from "@/shared/ui/use-toast";
import { downloadImageAsPng } from "@/shared/lib/download";
import type { ClubEvent, MemberRegistration } from "@/shared/lib/types";
import { formatMoney } from "@/shared/lib/format";
import { svgDataUrl, usePaymentQr } from "@/features/payments/api/paymentQr";
import type { ClubSettings } from "@/features/settings";
import { PaymentDetail } from "./PaymentDetail";
import { useT } from "@/shared/i18n/i18n";

export function PaymentMethods({
  event,
  registration,
  settings,
}: {
  event: ClubEvent;
  registration: MemberRegistration;
  settings: ClubSettings | undefined;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("pay.how")}</CardTitle>
        <CardDescription>{t("pay.howText")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <PaymentQr clubQr={settings?.paymentQrUrl} eventId={event.id} registrationId={registration.id} />
        <div className="grid gap-3">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("pay.alternatives")}</p>
          <Method icon={<LandmarkIcon />} title={t("pay.bankTransfer")}>
            {settings?.bankName && <PaymentDetail label={t("pay.bank")} value={settings.bankName} />}
            {settings?.bankAccountName && <PaymentDetail label={t("pay.accountName")} value={settings.bankAccountName} />}
            {settings?.bankAccountNumber ? (
              <PaymentDetail label={t("pay.accountNo")} value={settings.bankAccountNumber} copy />
            ) : (
              <p className="text-muted-foreground">{t("pay.askAccount")}</p>
            )}
          </Method>
          {settings?.ewalletNumber && (
            <Method icon={<WalletIcon />} title={t("pay.ewallet")}>
              {settings.ewalletName && <PaymentDetail label={t("pay.wallet")} value={settings.ewalletName} />}
              <PaymentDetail label={t("pay.number")} value={settings.ewalletNumber} copy />
            </Method>
          )}
          <p className="text-xs text-muted-foreground">
            {t("pay.afterPaying")}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The QR code (or a note that there is none) and its download button: the
 * one made for this registration when the server can make it, else the
 * club's own.
 */
function PaymentQr({ clubQr, eventId, registrationId }: { clubQr: string | undefined; eventId: number; registrationId: number }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const filledQr = usePaymentQr(registrationId);
  const [preferClubQr, setPreferClubQr] = useState(false);
  const filled = filledQr.data && !preferClubQr ? filledQr.data : null;
  const qr = filled ? svgDataUrl(filled.svg) : clubQr;

  const downloadQr = async () => {
    if (!qr) return;
    setDownloading(true);
    try {
      // The member stays on the page: they still have to pay and upload the slip.
      await downloadImageAsPng(qr, `payment-qr-event-${eventId}`);
      toast({ title: t("pay.qrDownloaded"), description: t("pay.qrDownloadedText") });
    } catch {
      toast({ title: t("pay.downloadFailed"), description: t("pay.downloadFailedText"), variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-background p-4 sm:max-w-64">
      {filledQr.isPending ? (
        <div className="size-48 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" aria-busy="true" aria-label={t("pay.qrLoading")} />
      ) : qr ? (
        <img
          src={qr}
          alt={filled ? t("pay.qrFilledAlt") : t("pay.qrAlt")}
          className="size-48 rounded-lg bg-white object-contain"
          data-testid={filled ? "payment-qr-filled" : "payment-qr-club"}
        />
      ) : (
        <div className="flex size-48 flex-col items-center justify-center gap-2 rounded-lg bg-muted p-4 text-center text-xs text-muted-foreground">
          <QrCodeIcon className="size-8" aria-hidden="true" />
          {t("pay.noQr")}
        </div>
      )}
      {filled && (
        <p className="text-center text-xs text-muted-foreground" data-testid="payment-qr-filled-text">
          {t("pay.qrFilled", { amount: formatMoney(filled.amount), reference: filled.reference })}
        </p>
      )}
      {qr && !filledQr.isPending && (
        <Button variant="outline" className="w-full" onClick={() => void downloadQr()} disabled={downloading}>
          {downloading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
          {t("pay.downloadQr")}
        </Button>
      )}
      {filledQr.data && clubQr && (
        <Button variant="ghost" className="w-full whitespace-normal text-primary underline-offset-4 hover:underline" onClick={() => setPreferClubQr((v) => !v)}>
          {preferClubQr ? t("pay.useFilledQr") : t("pay.useClubQr")}
        </Button>
      )}
    </div>
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
