// "Your data" (PDPA 2010): download everything the club holds about the
// member (JSON file or printable page), and ask for it to be deleted. A
// pending request shows its date and can be withdrawn; a rejected one
// shows the club's reason.
import { DownloadIcon, FileTextIcon, Trash2Icon } from "lucide-react";
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
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { paths } from "@/paths";
import {
  DATA_EXPORT_HTML_URL,
  DATA_EXPORT_URL,
  useDeletionRequest,
  useDeletionRequestChange,
  type DeletionRequest,
} from "../api/privacy";

const TEXT = {
  title: "Your data",
  description: "Under the PDPA 2010 you may see everything the club holds about you, and ask for it to be deleted.",
  download: "Download my data (JSON)",
  view: "View as a printable page",
  privacy: "Read the privacy notice",
  request: "Request deletion of my data",
  confirmTitle: "Delete your data?",
  confirmBody:
    "An administrator will review your request. Once confirmed, your account, registrations for upcoming events, payment slips, notifications and devices are deleted and you are signed out. Records of past paid fees are kept without your name for the club's accounts. You can cancel while the request is pending.",
  confirm: "Yes, request deletion",
  keep: "Keep my data",
  pending: (at: string) => `Deletion requested on ${at}. An administrator will review it.`,
  cancel: "Cancel my request",
  rejected: (reason: string) => `Your last deletion request was not accepted: ${reason}`,
  requested: "Deletion requested",
  cancelled: "Deletion request cancelled",
  failed: "Could not update your request",
  loadFailed: "Could not load your deletion request.",
} as const;

export function MyDataCard() {
  const request = useDeletionRequest();
  const change = useDeletionRequestChange();
  const act = (action: "request" | "cancel") =>
    change.mutate(action, {
      onSuccess: () => toast({ title: action === "request" ? TEXT.requested : TEXT.cancelled }),
      onError: (err) => toast({ title: TEXT.failed, description: errorMessage(err, "Please try again."), variant: "destructive" }),
    });
  return (
    <Card data-testid="my-data">
      <CardHeader>
        <CardTitle>{TEXT.title}</CardTitle>
        <CardDescription>{TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <a href={DATA_EXPORT_URL} download className={cn(buttonVariants({ variant: "default" }))}>
            <DownloadIcon aria-hidden="true" />
            {TEXT.download}
          </a>
          <a href={DATA_EXPORT_HTML_URL} target="_blank" rel="noopener" className={cn(buttonVariants({ variant: "outline" }))}>
            <FileTextIcon aria-hidden="true" />
            {TEXT.view}
          </a>
        </div>
        <a href={paths.privacy} className="w-fit min-h-11 content-center text-sm text-primary underline">
          {TEXT.privacy}
        </a>
        {request.isPending ? (
          <Skeleton className="h-11" aria-label="Loading your deletion request" />
        ) : request.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {TEXT.loadFailed}
          </p>
        ) : (
          <DeletionControls request={request.data} busy={change.isPending} act={act} />
        )}
      </CardContent>
    </Card>
  );
}

function DeletionControls({
  request,
  busy,
  act,
}: {
  request: DeletionRequest | null;
  busy: boolean;
  act: (a: "request" | "cancel") => void;
}) {
  if (request?.status === "pending") {
    return (
      <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
        <p>{TEXT.pending(formatDateTime(request.requestedAt))}</p>
        <Button variant="outline" className="w-fit" disabled={busy} onClick={() => act("cancel")}>
          {TEXT.cancel}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {request?.status === "rejected" && request.reason && <p className="text-sm">{TEXT.rejected(request.reason)}</p>}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="w-fit" disabled={busy}>
            <Trash2Icon aria-hidden="true" />
            {TEXT.request}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{TEXT.confirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{TEXT.confirmBody}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{TEXT.keep}</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => act("request")}>
              {TEXT.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
