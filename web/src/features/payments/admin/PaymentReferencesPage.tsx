// /admin/payment-references (spec 2 §2): every registration with its
// payment slip. Search, four counters (total, paid, unpaid, awaiting review
// = a slip and not paid), a filter chip row, and one card per registration
// with open file, paid toggle and delete reference. The page opens on the
// review queue ("Awaiting review", or ?filter=) and pages on the server
// (REFERENCES_PAGE_SIZE a page): the whole list was 28,000 px on a phone.
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button, buttonVariants } from "@/shared/ui/button";
import { LoadErrorAlert, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { cn } from "@/shared/lib/utils";
import type { PaymentReferenceRow } from "@/shared/lib/types";
import { ConfirmDelete } from "@/shared/ui/admin/ConfirmDelete";
import { useSetPaymentStatus } from "@/features/registrations";
import { useDeletePaymentReference, usePaymentReferences } from "@/features/payments/api/adminPayments";
import { useRequireAdmin } from "@/features/auth/admin";
import {
  lastPageOffset,
  pageInfo,
  parseReferenceFilter,
  REFERENCES_PAGE_SIZE,
  type ReferenceFilter,
} from "@/features/payments/admin/paymentLogic";
import { ReferenceCard } from "@/features/payments/admin/ReferenceCard";
import { ReferenceCounters } from "@/features/payments/admin/ReferenceCounters";
import { ReferenceToolbar } from "@/features/payments/admin/ReferenceToolbar";
import { adminPaths } from "@/shared/lib/adminPaths";
import { t as translate, useT } from "@/shared/i18n/i18n";

export default function PaymentReferencesPage() {
  const t = useT();
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
        title: translate("admin.refs.updateFailed"),
        description: errorMessage(err, translate("admin.refs.updateFailedText")),
        variant: "destructive",
      }),
  });
  const del = useDeletePaymentReference();
  // Marking paid takes the card off the "awaiting" list at once, so the
  // toast says what happened and offers to take it back. A failure has its
  // own toast (onError above).
  const togglePaid = (r: PaymentReferenceRow, isPaid: boolean) => {
    setPaid.mutateAsync({ id: r.id, isPaid }).then(
      () =>
        toast({
          title: translate(isPaid ? "admin.refs.markedPaid" : "admin.refs.markedUnpaid"),
          description: translate("admin.refs.markedText", { name: r.memberName, event: r.eventTitle }),
          action: { label: translate("admin.refs.undo"), onClick: () => setPaid.mutate({ id: r.id, isPaid: !isPaid }) },
        }),
      () => undefined,
    );
  };

  const docTitle = t("admin.refs.docTitle");
  useEffect(() => {
    document.title = docTitle;
  }, [docTitle]);

  // The search asks the server once typing pauses, from the first page.
  useEffect(() => {
    if (query === debounced) return;
    const timer = setTimeout(() => {
      setDebounced(query);
      setOffset(0);
    }, 300);
    return () => clearTimeout(timer);
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
      toast({ title: t("admin.refs.deleted"), description: t("admin.refs.deletedText", { name: r.memberName }) });
      return true;
    } catch (err) {
      toast({
        title: t("admin.refs.deleteFailed"),
        description: errorMessage(err, t("admin.refs.deleteFailedText")),
        variant: "destructive",
      });
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
          {t("admin.refs.back")}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("admin.pay.refsTitle")}</h1>
        <p className="text-sm text-muted-foreground">{t("admin.refs.intro")}</p>
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
          label={t("admin.refs.loading")}
        />
      ) : refs.isError ? (
        <LoadErrorAlert
          message={t("admin.refs.loadFailed")}
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
            aria-label={t("admin.refs.listLabel")}
            aria-busy={refs.isPlaceholderData || undefined}
          >
            {shown.map((r) => (
              <ReferenceCard
                key={r.id}
                r={r}
                onTogglePaid={(isPaid) => togglePaid(r, isPaid)}
                onDelete={() => setToDelete(r)}
              />
            ))}
          </ul>
          <nav
            aria-label={t("admin.refs.pagesLabel")}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-card px-3 py-2"
          >
            <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite" data-testid="references-range">
              {t("admin.refs.range", { from: info.from, to: info.to, total: page?.total ?? 0 })}
            </p>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                className="h-11 min-w-11"
                disabled={!info.hasPrev || refs.isPlaceholderData}
                onClick={() => goTo(Math.max(0, offset - limit))}
                aria-label={t("admin.refs.prevPage")}
              >
                <ChevronLeftIcon aria-hidden="true" />
                <span className="hidden sm:inline">{t("admin.refs.prev")}</span>
              </Button>
              <span className="px-1 text-sm font-medium tabular-nums">
                {t("admin.refs.page", { page: info.page, pages: info.pages })}
              </span>
              <Button
                variant="outline"
                className="h-11 min-w-11"
                disabled={!info.hasNext || refs.isPlaceholderData}
                onClick={() => goTo(offset + limit)}
                aria-label={t("admin.refs.nextPage")}
              >
                <span className="hidden sm:inline">{t("admin.refs.next")}</span>
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      )}

      <ConfirmDelete
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={t("admin.refs.confirmTitle")}
        description={
          toDelete
            ? t("admin.refs.confirmText", {
                file: toDelete.paymentReferenceFileName ?? "",
                name: toDelete.memberName,
                event: toDelete.eventTitle,
              })
            : ""
        }
        confirmLabel={t("admin.pay.deleteRef")}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function emptyText(filter: ReferenceFilter, query: string, all: number): string {
  if (all === 0) return translate("admin.refs.emptyNone");
  if (query.trim()) return translate("admin.refs.emptyQuery");
  switch (filter) {
    case "awaiting":
      return translate("admin.refs.emptyAwaiting");
    case "unpaid":
      return translate("admin.refs.emptyUnpaid");
    case "paid":
      return translate("admin.refs.emptyPaid");
    case "all":
      return translate("admin.refs.emptyNone");
  }
}
