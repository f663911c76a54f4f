// Sign-ups waiting for the secretary to give them a membership number (the
// club setting "after the secretary approves"). Until then they pay
// non-member rates. Approve assigns the number typed in the dialog, else
// the one the member asked for at sign-up, else a generated one; the
// member is told by notification. Decline leaves them a member without a
// number. Shown on the Overview's "Needs attention" and the Members tab
// while anyone waits.
import { useState } from "react";
import { BadgeCheckIcon, UserPlusIcon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/shared/ui/alert-dialog";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDateTime, formatPhone } from "@/shared/lib/format";
import { useApproveMember, useDeclineMember, useMembershipRequests } from "@/features/members/api/approvals";
import type { MembershipRequest } from "@/features/members/types";
import { useT } from "@/shared/i18n/i18n";

/** enabled: read the queue (the overview passes false while its count is 0). */
export function MembershipRequestsPanel({ enabled = true }: { enabled?: boolean }) {
  const t = useT();
  const list = useMembershipRequests(enabled);
  const requests = list.data ?? [];
  if (!enabled || (list.isSuccess && requests.length === 0)) return null;
  return (
    <Card data-testid="membership-requests" className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlusIcon className="size-5" aria-hidden="true" />
          {t("admin.approval.title")}
          {requests.length > 0 && (
            <Badge variant="destructive" aria-label={t("admin.approval.waiting", { count: requests.length })}>
              {requests.length}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{t("admin.approval.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">{t("admin.common.loading")}</p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("admin.approval.loadFailed")}
          </p>
        ) : (
          <ul className="grid gap-3">
            {requests.map((r) => (
              <RequestRow key={r.id} request={r} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RequestRow({ request: r }: { request: MembershipRequest }) {
  const t = useT();
  const approve = useApproveMember();
  const decline = useDeclineMember();
  const [number, setNumber] = useState(r.requestedNumber ?? "");
  const busy = approve.isPending || decline.isPending;
  const failed = (err: unknown) =>
    toast({ title: t("admin.approval.failed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });

  return (
    <li className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="membership-request">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{r.name}</p>
        <p className="break-words text-muted-foreground">
          {formatPhone(r.phone)}
          {r.email ? ` · ${r.email}` : ""}
        </p>
        <p className="text-muted-foreground">{t("admin.approval.since", { at: formatDateTime(r.since) })}</p>
        {r.requestedNumber && <p className="text-muted-foreground">{t("admin.approval.asked", { number: r.requestedNumber })}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <AlertDialog onOpenChange={(open) => open && setNumber(r.requestedNumber ?? "")}>
          <AlertDialogTrigger asChild>
            <Button className="h-11 flex-1 sm:flex-none" disabled={busy} aria-label={t("admin.approval.approveName", { name: r.name })}>
              <BadgeCheckIcon aria-hidden="true" />
              {t("admin.approval.approve")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("admin.approval.approveTitle", { name: r.name })}</AlertDialogTitle>
              <AlertDialogDescription>{t("admin.approval.approveBody")}</AlertDialogDescription>
            </AlertDialogHeader>
            <FormField label={t("admin.approval.number")} hint={t("admin.approval.numberHint")}>
              <Input value={number} maxLength={32} autoCapitalize="characters" onChange={(e) => setNumber(e.target.value)} />
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("admin.common.cancel")}</AlertDialogCancel>
              <AlertDialogAction
                onClick={() =>
                  // The row leaves the list when the queue refetches, so the toast
                  // hangs on the promise, not on the unmounted row's callbacks.
                  approve.mutateAsync({ id: r.id, membershipNumber: number.trim() }).then(
                    (res) => toast({ title: t("admin.approval.approved"), description: t("admin.approval.approvedText", { name: r.name, number: res.membershipNumber }) }),
                    failed,
                  )
                }
              >
                {t("admin.approval.approve")}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" className="h-11 flex-1 sm:flex-none" disabled={busy} aria-label={t("admin.approval.declineName", { name: r.name })}>
              {t("admin.approval.decline")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("admin.approval.declineTitle", { name: r.name })}</AlertDialogTitle>
              <AlertDialogDescription>{t("admin.approval.declineBody")}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("admin.common.cancel")}</AlertDialogCancel>
              <AlertDialogAction
                onClick={() =>
                  decline.mutateAsync(r.id).then(
                    () => toast({ title: t("admin.approval.declined"), description: t("admin.approval.declinedText", { name: r.name }) }),
                    failed,
                  )
                }
              >
                {t("admin.approval.decline")}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
