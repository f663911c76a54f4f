// Admin members area: members' pending PDPA deletion requests, with a
// count badge. Confirm erases the member's personal data (server: store
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
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { formatDateTime, formatPhone } from "@/lib/format";
import { useAdminDeletionRequests, useDecideDeletion, type AdminDeletionRequest } from "../api/privacy";

const TEXT = {
  title: "Data deletion requests",
  description: "Members asking for their personal data to be deleted (PDPA 2010).",
  none: "No pending requests.",
  loadFailed: "Failed to load deletion requests",
  requested: (at: string) => `Requested ${at}`,
  confirm: "Confirm deletion",
  confirmTitle: (name: string) => `Delete ${name}'s data?`,
  confirmBody:
    "Their account is anonymised and signed out; upcoming registrations, payment slips, notifications and devices are deleted. Past paid fees stay, without their name, for the club's accounts. This cannot be undone.",
  reject: "Reject",
  rejectTitle: (name: string) => `Reject ${name}'s request?`,
  reason: "Reason (the member sees it)",
  cancel: "Cancel",
  confirmed: "Member data deleted",
  rejected: "Request rejected",
  failed: "Could not decide the request",
} as const;

export function DeletionRequestsPanel() {
  const list = useAdminDeletionRequests();
  const count = list.data?.pendingCount ?? 0;
  return (
    <Card data-testid="deletion-requests">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlertIcon className="size-5" aria-hidden="true" />
          {TEXT.title}
          {count > 0 && (
            <Badge variant="destructive" aria-label={`${count} pending`}>
              {count}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {TEXT.loadFailed}
          </p>
        ) : list.data.requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.none}</p>
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

function RequestRow({ request: r }: { request: AdminDeletionRequest }) {
  const decide = useDecideDeletion();
  const [reason, setReason] = useState("");
  const run = (reject?: string) =>
    decide.mutate(
      { id: r.id, reject },
      {
        onSuccess: () => toast({ title: reject === undefined ? TEXT.confirmed : TEXT.rejected }),
        onError: (err) => toast({ title: TEXT.failed, description: errorMessage(err, "Please try again."), variant: "destructive" }),
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
        <p className="text-muted-foreground">{TEXT.requested(formatDateTime(r.requestedAt))}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={decide.isPending}>
              {TEXT.confirm}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{TEXT.confirmTitle(r.memberName)}</AlertDialogTitle>
              <AlertDialogDescription>{TEXT.confirmBody}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{TEXT.cancel}</AlertDialogCancel>
              <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => run()}>
                {TEXT.confirm}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <AlertDialog onOpenChange={(open) => !open && setReason("")}>
          <AlertDialogTrigger asChild>
            <Button variant="outline" disabled={decide.isPending}>
              {TEXT.reject}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{TEXT.rejectTitle(r.memberName)}</AlertDialogTitle>
            </AlertDialogHeader>
            <FormField label={TEXT.reason} required>
              <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel>{TEXT.cancel}</AlertDialogCancel>
              <AlertDialogAction disabled={reason.trim() === ""} onClick={() => run(reason.trim())}>
                {TEXT.reject}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
