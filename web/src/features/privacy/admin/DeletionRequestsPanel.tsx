// Admin members area: members' pending PDPA deletion requests, with a
// count badge and each request's answer deadline (21 days, PDPA s.31 as
// the club applies it). Confirm erases the member's personal data (server: store
// ConfirmDeletion); Reject needs a reason, which the member is told.
import { useState } from "react";
import { ShieldAlertIcon } from "lucide-react";
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
import { Button, buttonVariants } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { FormField } from "@/shared/ui/form";
import { Textarea } from "@/shared/ui/textarea";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDateTime, formatPhone } from "@/shared/lib/format";
import { useAdminDeletionRequests, useDecideDeletion, type AdminDeletionRequest } from "../api/privacy";
import { useT } from "@/shared/i18n/i18n";

export function DeletionRequestsPanel() {
  const t = useT();
  const list = useAdminDeletionRequests();
  const count = list.data?.pendingCount ?? 0;
  return (
    <Card data-testid="deletion-requests">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlertIcon className="size-5" aria-hidden="true" />
          {t("admin.deletion.title")}
          {count > 0 && (
            <Badge variant="destructive" aria-label={t("admin.deletion.pending", { count })}>
              {count}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{t("admin.deletion.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">{t("admin.deletion.loading")}</p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("admin.deletion.loadFailed")}
          </p>
        ) : list.data.requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("admin.deletion.none")}</p>
        ) : (
          <ul className="grid gap-3">
            {list.data.requests.map((r) => (
              <RequestRow key={r.id} request={r} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Whether the answer deadline has passed. */
function overdue(dueBy: string): boolean {
  return new Date(dueBy).getTime() < Date.now();
}

function RequestRow({ request: r }: { request: AdminDeletionRequest }) {
  const t = useT();
  const decide = useDecideDeletion();
  const [reason, setReason] = useState("");
  const run = (reject?: string) =>
    decide.mutate(
      { id: r.id, reject },
      {
        onSuccess: () => toast({ title: reject === undefined ? t("admin.deletion.confirmed") : t("admin.deletion.rejected") }),
        onError: (err) => toast({
            title: t("admin.deletion.failed"),
            description: errorMessage(err, t("admin.deletion.tryAgain")),
            variant: "destructive",
          }),
      },
    );
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="text-sm">
        <p className="font-semibold">{r.memberName}</p>
        <p className="text-muted-foreground">
          {formatPhone(r.memberPhone)}
          {r.memberEmail ? ` · ${r.memberEmail}` : ""}
        </p>
        <p className="text-muted-foreground">{t("admin.deletion.requested", { at: formatDateTime(r.requestedAt) })}</p>
        {r.dueBy && (
          <p className={overdue(r.dueBy) ? "font-semibold text-destructive" : "font-medium text-foreground"} data-testid="deletion-due">
            {t(overdue(r.dueBy) ? "admin.deletion.overdue" : "admin.deletion.dueBy", { at: formatDateTime(r.dueBy) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={decide.isPending}>
              {t("admin.deletion.confirm")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("admin.deletion.confirmTitle", { name: r.memberName })}</AlertDialogTitle>
              <AlertDialogDescription>{t("admin.deletion.confirmBody")}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("admin.deletion.cancel")}</AlertDialogCancel>
              <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => run()}>
                {t("admin.deletion.confirm")}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <AlertDialog onOpenChange={(open) => !open && setReason("")}>
          <AlertDialogTrigger asChild>
            <Button variant="outline" disabled={decide.isPending}>
              {t("admin.deletion.reject")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("admin.deletion.rejectTitle", { name: r.memberName })}</AlertDialogTitle>
            </AlertDialogHeader>
            <FormField label={t("admin.deletion.reason")} required>
              <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("admin.deletion.cancel")}</AlertDialogCancel>
              <AlertDialogAction disabled={reason.trim() === ""} onClick={() => run(reason.trim())}>
                {t("admin.deletion.reject")}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
