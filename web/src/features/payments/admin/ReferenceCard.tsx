// One registration on the payment references page (spec 2 §2): event,
// member, rate, price, the uploaded slip, the paid switch, and open file and
// delete reference when there is a slip.
import { useState } from "react";
import { ExternalLinkIcon, FileTextIcon, PhoneIcon, Trash2Icon, UserIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Switch } from "@/shared/ui/switch";
import { formatDate, formatDateTime, formatMoney, formatPhone } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";
import type { PaymentReferenceRow } from "@/shared/lib/types";
import { openPaymentFile } from "@/shared/lib/download";
import { paymentFileHref } from "@/features/registrations";
import { hasSlip } from "./paymentLogic";
import { useT, type MessageId } from "@/shared/i18n/i18n";

function statusOf(r: PaymentReferenceRow): { label: MessageId; variant: "success" | "sand" | "outline" } {
  if (r.isPaid) return { label: "admin.pay.paid", variant: "success" };
  if (hasSlip(r)) return { label: "admin.pay.awaiting", variant: "sand" };
  return { label: "admin.pay.unpaid", variant: "outline" };
}

export function ReferenceCard({
  r,
  onTogglePaid,
  onDelete,
}: {
  r: PaymentReferenceRow;
  onTogglePaid: (isPaid: boolean) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const status = statusOf(r);
  const slip = hasSlip(r);
  const [opening, setOpening] = useState(false);
  const switchId = `paid-${r.id}`;
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-[0_1px_2px_rgba(15,31,20,0.04)] sm:p-5"
      data-testid={`payment-reference-${r.id}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{r.eventTitle}</h2>
          <p className="text-sm text-muted-foreground">{formatDate(r.eventDate)}</p>
        </div>
        <Badge variant={status.variant}>{t(status.label)}</Badge>
      </div>

      <dl className="grid gap-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <UserIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">{t("admin.pay.member")}</span>
          </dt>
          <dd className="font-medium break-words">{r.memberName}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <PhoneIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">{t("admin.pay.phone")}</span>
          </dt>
          <dd className="tabular-nums">{formatPhone(r.memberPhone)}</dd>
        </div>
        <div className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{t("admin.pay.rate")}</dt>
          <dd className="min-w-0 break-words">{r.guestRateType || "—"}</dd>
          <dt className="text-muted-foreground">{t("admin.pay.price")}</dt>
          <dd className="font-semibold">{r.price != null ? formatMoney(r.price) : t("admin.pay.contactForRate")}</dd>
          <dt className="text-muted-foreground">{t("admin.pay.registered")}</dt>
          <dd>{formatDateTime(r.registrationCreatedAt)}</dd>
        </div>
      </dl>

      <div
        className={cn(
          "flex items-start gap-3 rounded-xl px-3 py-2.5 text-sm",
          slip ? "bg-accent/60" : "border border-dashed border-border text-muted-foreground",
        )}
      >
        <FileTextIcon className={cn("mt-0.5 size-4 shrink-0", slip && "text-primary")} aria-hidden="true" />
        {slip ? (
          <div className="min-w-0">
            <p className="font-medium break-all">{r.paymentReferenceFileName || t("admin.pay.slip")}</p>
            <p className="text-xs text-muted-foreground">
              {t("admin.pay.uploaded", {
                date: r.paymentReferenceUploadedAt ? formatDateTime(r.paymentReferenceUploadedAt) : "—",
              })}
            </p>
          </div>
        ) : (
          <p>{t("admin.pay.noSlip")}</p>
        )}
      </div>

      <div className="mt-auto grid gap-3 border-t border-border pt-3">
        <div className="flex min-h-10 items-center gap-2.5">
          <Switch
            id={switchId}
            checked={r.isPaid}
            onCheckedChange={onTogglePaid}
            aria-label={t("admin.pay.markPaidFor", { name: r.memberName })}
          />
          <label htmlFor={switchId} className="text-sm font-medium" aria-hidden="true">
            {r.isPaid ? t("admin.pay.paid") : t("admin.pay.markPaid")}
          </label>
        </div>
        {slip && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={opening}
              onClick={async () => {
                setOpening(true);
                await openPaymentFile(paymentFileHref(r.paymentReferenceFileUrl));
                setOpening(false);
              }}
              aria-label={t("admin.pay.openFileOf", { name: r.memberName })}
            >
              <ExternalLinkIcon aria-hidden="true" />
              {t("admin.pay.openFile")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={onDelete}
              aria-label={t("admin.pay.deleteRefOf", { name: r.memberName })}
            >
              <Trash2Icon aria-hidden="true" />
              {t("admin.pay.deleteRef")}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
