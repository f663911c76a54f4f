// /admin/payment-references (spec 2 §2): every registration with its
// payment slip. Search, four counters (total, paid, unpaid, awaiting review
// = a slip and not paid), a filter chip row, and one card per registration
// with open file, paid toggle and delete reference.
import { useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { ArrowLeftIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/admin/components/LoadStates";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { PaymentReferenceRow } from "@/admin/types";
import { ConfirmDelete } from "@/admin/components/ConfirmDelete";
import { useDeletePaymentReference, usePaymentReferences, useSetPaymentStatus } from "@/features/payments/api/adminPayments";
import { useRequireAdmin } from "@/admin/components/payments/useRequireAdmin";
import { filterReferences, paymentCounters, type ReferenceFilter } from "@/admin/components/payments/paymentLogic";
import { ReferenceCard } from "@/admin/components/payments/ReferenceCard";
import { ReferenceCounters } from "@/admin/components/payments/ReferenceCounters";
import { ReferenceToolbar } from "@/admin/components/payments/ReferenceToolbar";
import { adminPaths } from "@/admin/paths";

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

      <ReferenceCounters counters={counters} />

      <ReferenceToolbar
        query={query}
        onQueryChange={setQuery}
        filter={filter}
        onFilterChange={setFilter}
        chipCount={refs.isSuccess ? chipCount : null}
      />

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
            ? `The uploaded file ${toDelete.paymentReferenceFileName ?? ""} of ${toDelete.memberName} (${toDelete.eventTitle}) will be deleted. The registration stays; if it is unpaid, the member is told the slip was not accepted and can upload a new one.`
            : ""
        }
        confirmLabel="Delete reference"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
