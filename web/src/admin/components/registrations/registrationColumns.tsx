// The admin registrations list's columns (table and phone card): member,
// event, rate, price, the payment slip link and the 'Mark as Paid' box.
import { useState } from "react";
import { FileTextIcon } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { formatDate, formatMoney, formatPhone } from "@/lib/format";
import type { AdminRegistration } from "@/admin/types";
import { useSettings } from "@/features/content/api/settings";
import { slipDeletedText } from "@/features/privacy/slipRetention";
import { paymentFileHref } from "../payments/paymentLogic";
import { openPaymentFile } from "@/lib/download";
import type { AdminColumn } from "../table/AdminTable";

export function registrationColumns(onPaid: (r: AdminRegistration, isPaid: boolean) => void): AdminColumn<AdminRegistration>[] {
  return [
    {
      id: "member",
      header: "Member",
      cell: (r) => (
        <>
          <div className="font-medium">{r.memberName}</div>
          <div className="text-xs text-muted-foreground">{formatPhone(r.memberPhone)}</div>
        </>
      ),
      card: "title",
      cardCell: (r) => r.memberName,
    },
    { id: "phone", header: "Phone", tableHidden: true, cell: (r) => r.memberPhone, card: "subtitle" },
    { id: "event", header: "Event", className: "max-w-[14rem]", cell: (r) => r.eventTitle },
    { id: "date", header: "Date", className: "whitespace-nowrap", cell: (r) => formatDate(r.eventDate) },
    { id: "rate", header: "Rate type", cardLabel: "Rate", className: "max-w-[12rem]", cell: (r) => r.guestRateType || "—" },
    {
      id: "price",
      header: "Price",
      className: "whitespace-nowrap",
      cell: priceText,
      cardCell: (r) => <span className="font-medium">{priceText(r)}</span>,
    },
    { id: "slip", header: "Payment slip", cardLabel: "Slip", cell: (r) => <SlipLink r={r} /> },
    {
      id: "paid",
      header: "Paid",
      cell: (r) => <PaidCheckbox r={r} onChange={(v) => onPaid(r, v)} />,
      card: "footer",
      cardCell: (r) => (
        <label className="flex min-h-11 items-center gap-3 rounded-lg bg-muted/60 px-3 text-sm font-medium">
          <PaidCheckbox r={r} onChange={(v) => onPaid(r, v)} />
          <span aria-hidden="true">Mark as Paid</span>
          <span className={r.isPaid ? "ml-auto text-success" : "ml-auto text-muted-foreground"} aria-hidden="true">
            {r.isPaid ? "Paid" : "Unpaid"}
          </span>
        </label>
      ),
    },
  ];
}

function priceText(r: AdminRegistration): string {
  return r.price != null ? formatMoney(r.price) : "Contact for rate";
}

function SlipLink({ r }: { r: AdminRegistration }) {
  const [opening, setOpening] = useState(false);
  const retention = useSettings().data?.slipRetentionMonths;
  if (!paymentFileHref(r.paymentReferenceFileUrl))
    return <span className="text-muted-foreground">{r.paymentSlipDeletedAt ? slipDeletedText(retention) : "No slip"}</span>;
  const name = r.paymentReferenceFileName || "Payment slip";
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
      aria-label={`Open payment slip ${name} of ${r.memberName} (opens in a new tab)`}
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
      aria-label={`Mark as Paid for ${r.memberName}`}
      data-testid={`paid-checkbox-${r.id}`}
    />
  );
}
