// /admin/payment-references (spec 2 §2): every registration with its
// payment slip. Search, four counters (total, paid, unpaid, awaiting review
// = a slip and not paid), a filter chip row, and one card per registration
// with open file, paid toggle and delete reference.
import { useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import {
  ArrowLeftIcon,
  ExternalLinkIcon,
  FileTextIcon,
  PhoneIcon,
  SearchIcon,
  Trash2Icon,
  UserIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/admin/components/LoadStates";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { PaymentReferenceRow } from "@/admin/types";
import { ConfirmDelete } from "@/admin/components/ConfirmDelete";
import { useDeletePaymentReference, usePaymentReferences, useSetPaymentStatus } from "@/features/payments/api/adminPayments";
import { useRequireAdmin } from "@/admin/components/payments/useRequireAdmin";
import { openPaymentFile } from "@/admin/components/payments/openPaymentFile";
import {
  REFERENCE_FILTERS,
  filterReferences,
  hasSlip,
  paymentCounters,
  type ReferenceFilter,
} from "@/admin/components/payments/paymentLogic";
import { adminPaths } from "@/admin/paths";

function statusOf(r: PaymentReferenceRow): { label: string; variant: "success" | "sand" | "outline" } {
  if (r.isPaid) return { label: "Paid", variant: "success" };
  if (hasSlip(r)) return { label: "Awaiting review", variant: "sand" };
  return { label: "Unpaid", variant: "outline" };
}

function Counter({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={cn("rounded-2xl border px-4 py-3", tone)}>
      <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function ReferenceCard({
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
          <dd className="tabular-nums">{r.memberPhone}</dd>
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
                await openPaymentFile(r.paymentReferenceFileUrl);
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

export default function PaymentReferencesPage() {
  const { ready } = useRequireAdmin();
  const refs = usePaymentReferences(ready);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<ReferenceFilter>("all");
  const [toDelete, setToDelete] = useState<PaymentReferenceRow | null>(null);
  const setPaid = useSetPaymentStatus({
    onError: (err) =>
      toast({
        title: "Update Failed",
        description: errorMessage(err, "Could not update the payment status. Please try again."),
        variant: "destructive",
      }),
  });
  const del = useDeletePaymentReference();

  useEffect(() => {
    document.title = "Payment References | Admin";
  }, []);

  const rows = useMemo(() => refs.data ?? [], [refs.data]);
  const counters = useMemo(() => paymentCounters(rows), [rows]);
  const shown = useMemo(() => filterReferences(rows, query, filter), [rows, query, filter]);
  const chipCount: Record<ReferenceFilter, number> = {
    all: counters.total,
    awaiting: counters.awaitingReview,
    unpaid: counters.unpaid,
    paid: counters.paid,
  };

  async function confirmDelete(): Promise<boolean> {
    const r = toDelete;
    if (!r) return true;
    try {
      await del.mutateAsync(r.id);
      toast({ title: "Reference deleted", description: `The payment slip of ${r.memberName} was removed.` });
      return true;
    } catch (err) {
      toast({ title: "Delete Failed", description: errorMessage(err, "Could not delete the reference."), variant: "destructive" });
      return false;
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <div className="grid gap-2">
        <Link
          href={adminPaths.paymentsTabLink}
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-2 w-fit")}
        >
          <ArrowLeftIcon aria-hidden="true" />
          Back to dashboard
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Payment References</h1>
        <p className="text-sm text-muted-foreground">
          Payment slips uploaded by members. Open a slip, check it against the bank statement and mark the registration
          paid.
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Summary" data-testid="payment-counters">
        <Counter label="Total" value={counters.total} tone="border-border bg-card text-foreground" />
        <Counter label="Paid" value={counters.paid} tone="border-transparent bg-accent text-accent-foreground" />
        <Counter label="Unpaid" value={counters.unpaid} tone="border-border bg-muted text-foreground" />
        <Counter label="Awaiting review" value={counters.awaitingReview} tone="border-transparent bg-sand text-sand-foreground" />
      </dl>

      <div className="grid gap-3 md:grid-cols-[minmax(0,22rem)_1fr] md:items-center">
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search member, phone, event or file"
            aria-label="Search payment references"
            className="pl-9"
          />
        </div>
        <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0" role="group" aria-label="Filter by payment state">
          <div className="flex w-max gap-2">
            {REFERENCE_FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  filter === f.value
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-card text-foreground hover:bg-accent",
                )}
              >
                {f.label}
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    filter === f.value ? "bg-primary-dark" : "bg-muted text-muted-foreground",
                  )}
                >
                  {refs.isSuccess ? chipCount[f.value] : "–"}
                </span>
              </button>
            ))}
          </div>
        </div>
      </div>

      {!ready || refs.isPending ? (
        <SkeletonList
          count={4}
          itemClassName="h-64 w-full rounded-2xl"
          className="gap-3 md:grid-cols-2"
          label="Loading payment references"
        />
      ) : refs.isError ? (
        <LoadErrorAlert
          message="Failed to load payment references"
          onRetry={refs.refetch}
          className="rounded-2xl p-5 font-medium"
        />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-10 text-center text-sm text-muted-foreground">
          {rows.length === 0 ? "No registrations yet." : "No payment references match."}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Payment references">
          {shown.map((r) => (
            <ReferenceCard
              key={r.id}
              r={r}
              onTogglePaid={(isPaid) => setPaid.mutate({ id: r.id, isPaid })}
              onDelete={() => setToDelete(r)}
            />
          ))}
        </ul>
      )}

      <ConfirmDelete
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Delete this payment reference?"
        description={
          toDelete
            ? `The uploaded file ${toDelete.paymentReferenceFileName ?? ""} of ${toDelete.memberName} (${toDelete.eventTitle}) will be deleted. The registration stays.`
            : ""
        }
        confirmLabel="Delete reference"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
