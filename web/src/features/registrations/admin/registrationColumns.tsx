// The admin registrations list's columns (table and phone card): member,
// event, rate, price, the payment slip link and the 'Mark as Paid' box.
import { t, useT } from "@/shared/i18n/i18n";
import { useState } from "react";
import { FileTextIcon } from "lucide-react";
import { Checkbox } from "@/shared/ui/checkbox";
import { formatDate, formatMoney, formatPhone } from "@/shared/lib/format";
import type { AdminRegistration } from "@/features/registrations/types";
import { useSettings } from "@/features/settings";
import { slipDeletedText } from "@/features/privacy";
import { paymentFileHref } from "../paymentFile";
import { openPaymentFile } from "@/shared/lib/download";
import type { AdminColumn } from "@/shared/ui/admin/table/AdminTable";

/** The columns; `_locale` only tells a caller's useMemo to rebuild them on a language switch. */
export function registrationColumns(
  onPaid: (r: AdminRegistration, isPaid: boolean) => void,
  _locale?: string,
): AdminColumn<AdminRegistration>[] {
  return [
    {
      id: "member",
      header: t("admin.regs.colMember"),
      cell: (r) => (
        <>
          <div className="font-medium">{r.memberName}</div>
          <div className="text-xs text-muted-foreground">{formatPhone(r.memberPhone)}</div>
        </>
      ),
      card: "title",
      cardCell: (r) => r.memberName,
    },
    { id: "phone", header: t("admin.regs.colPhone"), tableHidden: true, cell: (r) => r.memberPhone, card: "subtitle" },
    { id: "event", header: t("admin.common.event"), className: "max-w-[14rem]", cell: (r) => r.eventTitle },
    { id: "date", header: t("admin.regs.colDate"), className: "whitespace-nowrap", cell: (r) => formatDate(r.eventDate) },
    { id: "rate", header: t("admin.regs.colRateType"), cardLabel: t("admin.regs.colRate"), className: "max-w-[12rem]", cell: (r) => r.guestRateType || "—" },
    {
      id: "price",
      header: t("admin.regs.colPrice"),
      className: "whitespace-nowrap",
      cell: priceText,
      cardCell: (r) => <span className="font-medium">{priceText(r)}</span>,
    },
    { id: "slip", header: t("admin.regs.colSlip"), cardLabel: t("admin.regs.colSlipShort"), cell: (r) => <SlipLink r={r} /> },
    {
      id: "paid",
      header: t("admin.regs.colPaid"),
      cell: (r) => <PaidCheckbox r={r} onChange={(v) => onPaid(r, v)} />,
      card: "footer",
      cardCell: (r) => (
        <label className="flex min-h-11 items-center gap-3 rounded-lg bg-muted/60 px-3 text-sm font-medium">
          <PaidCheckbox r={r} onChange={(v) => onPaid(r, v)} />
          <span aria-hidden="true">{t("admin.regs.markPaid")}</span>
          <span className={r.isPaid ? "ml-auto text-success" : "ml-auto text-muted-foreground"} aria-hidden="true">
            {r.isPaid ? t("admin.regs.paid") : t("admin.regs.unpaid")}
          </span>
        </label>
      ),
    },
  ];
}

function priceText(r: AdminRegistration): string {
  return r.price != null ? formatMoney(r.price) : t("admin.regs.contactForRate");
}

function SlipLink({ r }: { r: AdminRegistration }) {
  useT();
  const [opening, setOpening] = useState(false);
  const retention = useSettings().data?.slipRetentionMonths;
  if (!paymentFileHref(r.paymentReferenceFileUrl))
    return <span className="text-muted-foreground">{r.paymentSlipDeletedAt ? slipDeletedText(retention) : t("admin.regs.noSlip")}</span>;
  const name = r.paymentReferenceFileName || t("admin.regs.colSlip");
  return (
    <button
      type="button"
      disabled={opening}
      onClick={async () => {
        setOpening(true);
        await openPaymentFile(paymentFileHref(r.paymentReferenceFileUrl));
        setOpening(false);
      }}
      className="inline-flex min-h-11 max-w-[14rem] items-center gap-1.5 rounded-md text-left font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      title={name}
      aria-label={t("admin.regs.openSlip", { name, member: r.memberName })}
    >
      <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{name}</span>
    </button>
  );
}

function PaidCheckbox({ r, onChange }: { r: AdminRegistration; onChange: (isPaid: boolean) => void }) {
  return (
    <Checkbox
      checked={r.isPaid}
      onCheckedChange={(v) => onChange(v === true)}
      aria-label={t("admin.regs.markPaidFor", { name: r.memberName })}
      data-testid={`paid-checkbox-${r.id}`}
    />
  );
}
