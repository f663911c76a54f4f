// One registration on the payment references page (spec 2 §2): event,
// member, rate, price, the uploaded slip, the paid switch, and open file and
// delete reference when there is a slip.
import { useState } from "react";
import { ExternalLinkIcon, FileTextIcon, PhoneIcon, Trash2Icon, UserIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { formatDate, formatDateTime, formatMoney, formatPhone } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { PaymentReferenceRow } from "@/admin/types";
import { openPaymentFile } from "@/lib/download";
import { hasSlip, paymentFileHref } from "./paymentLogic";

function statusOf(r: PaymentReferenceRow): { label: string; variant: "success" | "sand" | "outline" } {
  if (r.isPaid) return { label: "Paid", variant: "success" };
  if (hasSlip(r)) return { label: "Awaiting review", variant: "sand" };
  return { label: "Unpaid", variant: "outline" };
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
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>

      <dl className="grid gap-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <UserIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Member</span>
          </dt>
          <dd className="font-medium break-words">{r.memberName}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <PhoneIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd className="tabular-nums">{formatPhone(r.memberPhone)}</dd>
        </div>
        <div className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Rate</dt>
          <dd className="min-w-0 break-words">{r.guestRateType || "—"}</dd>
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-semibold">{r.price != null ? formatMoney(r.price) : "Contact for rate"}</dd>
          <dt className="text-muted-foreground">Registered</dt>
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
            <p className="font-medium break-all">{r.paymentReferenceFileName || "Payment slip"}</p>
            <p className="text-xs text-muted-foreground">
              Uploaded {r.paymentReferenceUploadedAt ? formatDateTime(r.paymentReferenceUploadedAt) : "—"}
            </p>
          </div>
        ) : (
          <p>No payment slip uploaded</p>
        )}
      </div>

      <div className="mt-auto grid gap-3 border-t border-border pt-3">
        <div className="flex min-h-10 items-center gap-2.5">
          <Switch
            id={switchId}
            checked={r.isPaid}
            onCheckedChange={onTogglePaid}
            aria-label={`Mark as Paid for ${r.memberName}`}
          />
          <label htmlFor={switchId} className="text-sm font-medium" aria-hidden="true">
            {r.isPaid ? "Paid" : "Mark as paid"}
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
              aria-label={`Open file of ${r.memberName} (opens in a new tab)`}
            >
              <ExternalLinkIcon aria-hidden="true" />
              Open file
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={onDelete}
              aria-label={`Delete reference of ${r.memberName}`}
            >
              <Trash2Icon aria-hidden="true" />
              Delete reference
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
