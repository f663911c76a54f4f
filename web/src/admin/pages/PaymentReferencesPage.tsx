// /admin/payment-references (spec 2 §2): every registration with its
// payment slip. Search, four counters (total, paid, unpaid, awaiting review
// = a slip and not paid), a filter chip row, and one card per registration
// with open file, paid toggle and delete reference. The page opens on the
// review queue ("Awaiting review", or ?filter=) and pages on the server
// (REFERENCES_PAGE_SIZE a page): the whole list was 28,000 px on a phone.
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/admin/components/LoadStates";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { cn } from "@/lib/utils";
import type { PaymentReferenceRow } from "@/admin/types";
import { ConfirmDelete } from "@/admin/components/ConfirmDelete";
import { useDeletePaymentReference, usePaymentReferences, useSetPaymentStatus } from "@/features/payments/api/adminPayments";
import { useRequireAdmin } from "@/admin/components/payments/useRequireAdmin";
import {
  lastPageOffset,
  pageInfo,
  parseReferenceFilter,
  REFERENCES_PAGE_SIZE,
  type ReferenceFilter,
} from "@/admin/components/payments/paymentLogic";
import { ReferenceCard } from "@/admin/components/payments/ReferenceCard";
import { ReferenceCounters } from "@/admin/components/payments/ReferenceCounters";
import { ReferenceToolbar } from "@/admin/components/payments/ReferenceToolbar";
import { adminPaths } from "@/admin/paths";

export default function PaymentReferencesPage() {
  const { ready } = useRequireAdmin();
  const search = useSearch();
  const [filter, setFilterState] = useState<ReferenceFilter>(() => parseReferenceFilter(new URLSearchParams(search).get("filter")));
  const [query, setQuery] = useState("");
  const [debounced, setDebounced] = useState("");
  const [offset, setOffset] = useState(0);
  const limit = REFERENCES_PAGE_SIZE;
  const refs = usePaymentReferences({ filter, q: debounced, offset, limit }, ready);
  const listTop = useRef<HTMLDivElement>(null);
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

  // The search asks the server once typing pauses, from the first page.
  useEffect(() => {
    if (query === debounced) return;
    const t = setTimeout(() => {
      setDebounced(query);
      setOffset(0);
    }, 300);
    return () => clearTimeout(t);
  }, [query, debounced]);

  const page = refs.data;
  const shown = page?.items ?? [];
  const counts = page?.counts;
  const info = pageInfo(offset, limit, shown.length, page?.total ?? 0);

  // Rows left the last page (marked paid on "Awaiting review", deleted):
  // step back to the last page that still has some.
  useEffect(() => {
    if (page && !refs.isPlaceholderData && page.items.length === 0 && page.offset > 0 && page.total > 0) {
      setOffset(lastPageOffset(page.total, limit));
    }
  }, [page, refs.isPlaceholderData, limit]);

  function setFilter(f: ReferenceFilter) {
    setFilterState(f);
    setOffset(0);
  }

  function goTo(next: number) {
    setOffset(next);
    listTop.current?.scrollIntoView({ block: "start" });
  }

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

      <ReferenceCounters counts={counts ?? null} />

      <div ref={listTop} className="scroll-mt-4">
        <ReferenceToolbar
          query={query}
          onQueryChange={setQuery}
          filter={filter}
          onFilterChange={setFilter}
          chipCount={counts ?? null}
        />
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
          {emptyText(filter, debounced, counts?.all ?? 0)}
        </p>
      ) : (
        <>
          <ul
            className={cn("grid gap-3 md:grid-cols-2 xl:grid-cols-3", refs.isPlaceholderData && "opacity-60")}
            aria-label="Payment references"
            aria-busy={refs.isPlaceholderData || undefined}
          >
            {shown.map((r) => (
              <ReferenceCard
                key={r.id}
                r={r}
                onTogglePaid={(isPaid) => setPaid.mutate({ id: r.id, isPaid })}
                onDelete={() => setToDelete(r)}
              />
            ))}
          </ul>
          <nav
            aria-label="Pages of payment references"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-card px-3 py-2"
          >
            <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite" data-testid="references-range">
              {info.from}–{info.to} of {page?.total ?? 0}
            </p>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                className="h-11 min-w-11"
                disabled={!info.hasPrev || refs.isPlaceholderData}
                onClick={() => goTo(Math.max(0, offset - limit))}
                aria-label="Previous page"
              >
                <ChevronLeftIcon aria-hidden="true" />
                <span className="hidden sm:inline">Previous</span>
              </Button>
              <span className="px-1 text-sm font-medium tabular-nums">
                Page {info.page} of {info.pages}
              </span>
              <Button
                variant="outline"
                className="h-11 min-w-11"
                disabled={!info.hasNext || refs.isPlaceholderData}
                onClick={() => goTo(offset + limit)}
                aria-label="Next page"
              >
                <span className="hidden sm:inline">Next</span>
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
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

function emptyText(filter: ReferenceFilter, query: string, all: number): string {
  if (all === 0) return "No registrations yet.";
  if (query.trim()) return "No payment references match.";
  switch (filter) {
    case "awaiting":
      return "No slips waiting for review.";
    case "unpaid":
      return "Every registration is paid.";
    case "paid":
      return "No registration is marked paid yet.";
    case "all":
      return "No registrations yet.";
  }
}
