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
} from "@/shared/ui/alert-dialog";
import { Button, buttonVariants } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDateTime } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";
import { paths } from "@/shared/lib/paths";
import {
  DATA_EXPORT_HTML_URL,
  DATA_EXPORT_URL,
  useDeletionRequest,
  useDeletionRequestChange,
  type DeletionRequest,
} from "../api/privacy";
import { useT } from "@/shared/i18n/i18n";

export function MyDataCard() {
  const t = useT();
  const request = useDeletionRequest();
  const change = useDeletionRequestChange();
  const act = (action: "request" | "cancel") =>
    change.mutate(action, {
      onSuccess: () => toast({ title: action === "request" ? t("privacy.requested") : t("privacy.cancelled") }),
      onError: (err) => toast({ title: t("privacy.failed"), description: errorMessage(err, t("common.tryAgain")), variant: "destructive" }),
    });
  return (
    <Card data-testid="my-data">
      <CardHeader>
        <CardTitle>{t("privacy.title")}</CardTitle>
        <CardDescription>{t("privacy.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <a href={DATA_EXPORT_URL} download className={cn(buttonVariants({ variant: "default" }))}>
            <DownloadIcon aria-hidden="true" />
            {t("privacy.download")}
          </a>
          <a href={DATA_EXPORT_HTML_URL} target="_blank" rel="noopener" className={cn(buttonVariants({ variant: "outline" }))}>
            <FileTextIcon aria-hidden="true" />
            {t("privacy.view")}
          </a>
        </div>
        <a href={paths.privacy} className="w-fit min-h-11 content-center text-sm text-primary underline">
          {t("privacy.read")}
        </a>
        {request.isPending ? (
          <Skeleton className="h-11" aria-label={t("privacy.loading")} />
        ) : request.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("privacy.loadFailed")}
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
  const t = useT();
  if (request?.status === "pending") {
    return (
      <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
        <p>{t("privacy.pending", { at: formatDateTime(request.requestedAt) })}</p>
        <Button variant="outline" className="w-fit" disabled={busy} onClick={() => act("cancel")}>
          {t("privacy.cancelRequest")}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {request?.status === "rejected" && request.reason && <p className="text-sm">{t("privacy.rejected", { reason: request.reason })}</p>}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="w-fit" disabled={busy}>
            <Trash2Icon aria-hidden="true" />
            {t("privacy.request")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("privacy.confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("privacy.confirmBody")}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("privacy.keep")}</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => act("request")}>
              {t("privacy.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
