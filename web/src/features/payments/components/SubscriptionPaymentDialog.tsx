// The VIP Subscription payment dialog (spec 1 §2 "Subscription"): QR code
// with download, bank transfer and e-wallet details, the payment reference
// (plan name plus member name) and how to send the proof to the admin.
// It stays open until the member closes it: the spec closes it after 5 s
// (or 1 s after the QR download), before anyone can scan the code or copy
// the account number (docs/deviations.md).
import { useState, type ReactNode } from "react";
import { DownloadIcon, Loader2Icon, QrCodeIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { toast } from "@/shared/ui/use-toast";
import { downloadImageAsPng } from "@/shared/lib/download";
import { formatMoney } from "@/shared/lib/format";
import type { ClubSettings } from "@/features/settings";
import { CopyButton, PaymentDetail } from "@/features/payments/components/PaymentDetail";
import { t as translate, useT } from "@/shared/i18n/i18n";

/** The plan's name in the payment reference a member types in the banking
 *  app: one spelling in both languages, so the secretary matches every
 *  statement line against the same words. Shown as a name, the plan reads
 *  in the language in use (planName). */
export const PLAN_REFERENCE = "VIP Subscription";

/** The plan's name as shown. */
export function planName(): string {
  return translate("pay.vip");
}

export function paymentReference(memberName: string | null | undefined): string {
  return `${PLAN_REFERENCE} - ${memberName?.trim() || translate("pay.yourName")}`;
}

export interface SubscriptionPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ClubSettings | undefined;
  /** The signed-in member's name, if any (goes into the payment reference). */
  memberName?: string | null;
}

export function SubscriptionPaymentDialog({ open, onOpenChange, settings, memberName }: SubscriptionPaymentDialogProps) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);

  const price = formatMoney(settings?.vipPrice ?? 144);
  const reference = paymentReference(memberName);

  const downloadQr = async () => {
    if (!settings?.paymentQrUrl) return;
    setDownloading(true);
    try {
      await downloadImageAsPng(settings.paymentQrUrl, "vip-subscription-payment-qr");
      toast({ title: t("pay.qrDownloaded"), description: t("pay.qrDownloadedText") });
    } catch {
      toast({ title: t("pay.downloadFailed"), description: t("pay.downloadFailedText"), variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="text-xl">{t("pay.payFor", { plan: planName() })}</DialogTitle>
          <DialogDescription>{t("pay.subText", { price })}</DialogDescription>
        </DialogHeader>

        <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
          <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-background p-3">
            {settings?.paymentQrUrl ? (
              <img
                src={settings.paymentQrUrl}
                alt={t("pay.qrAlt")}
                className="size-44 rounded-lg bg-white object-contain"
              />
            ) : (
              <div className="flex size-44 flex-col items-center justify-center gap-2 rounded-lg bg-muted text-center text-xs text-muted-foreground">
                <QrCodeIcon className="size-8" aria-hidden="true" />
                {t("pay.noQr")}
              </div>
            )}
            {settings?.paymentQrUrl && (
              <Button variant="outline" size="sm" className="w-full" onClick={() => void downloadQr()} disabled={downloading}>
                {downloading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
                {t("pay.download")}
              </Button>
            )}
          </div>

          <div className="space-y-3 text-sm">
            <DetailBlock title={t("pay.bankTransfer")}>
              {settings?.bankName && <PaymentDetail label={t("pay.bank")} value={settings.bankName} />}
              {settings?.bankAccountName && <PaymentDetail label={t("pay.accountName")} value={settings.bankAccountName} />}
              {settings?.bankAccountNumber && <PaymentDetail label={t("pay.accountNo")} value={settings.bankAccountNumber} copy />}
            </DetailBlock>
            {settings?.ewalletNumber && (
              <DetailBlock title={t("pay.ewallet")}>
                {settings.ewalletName && <PaymentDetail label={t("pay.wallet")} value={settings.ewalletName} />}
                <PaymentDetail label={t("pay.number")} value={settings.ewalletNumber} copy />
              </DetailBlock>
            )}
          </div>
        </div>

        <div className="rounded-xl bg-sand p-4 text-sm text-sand-foreground">
          <p className="font-semibold">{t("pay.reference")}</p>
          <p className="mt-1 flex items-center justify-between gap-2">
            <span className="text-base font-bold break-words text-foreground">{reference}</span>
            <CopyButton value={reference} label={t("pay.copyReference")} />
          </p>
        </div>

        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground marker:font-semibold marker:text-primary">
          <li>{t("pay.subStep1", { price })}</li>
          <li>{t("pay.subStep2")}</li>
          <li>{t("pay.subStep3")}</li>
        </ol>
      </DialogContent>
    </Dialog>
  );
}

function DetailBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border p-3">
      <p className="mb-2 text-xs font-semibold tracking-wide text-primary uppercase">{title}</p>
      <dl className="space-y-1.5">{children}</dl>
    </div>
  );
}

