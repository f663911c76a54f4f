// The payment-reference upload of the payment page (spec 1 §5): the file on
// record, then choose → confirm → upload with progress → saved.
import { useId, useRef, useState, type RefObject } from "react";
import { FileTextIcon, FileUpIcon, XIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { toast } from "@/shared/ui/use-toast";
import { ACCEPTED_FILE_TYPES, fileTooLargeToast, isFileTooLarge, usePaymentUpload } from "@/features/payments/api/payments";
import { openPaymentFile } from "@/shared/lib/download";
import { formatBytes, formatDateTime } from "@/shared/lib/format";
import type { MemberRegistration } from "@/shared/lib/types";
import { useSettings } from "@/features/settings";
import { slipDeletedText } from "@/features/privacy";
import { useT } from "@/shared/i18n/i18n";

export function ReferenceUpload({ registration }: { registration: MemberRegistration }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { stage, progress, upload, reset } = usePaymentUpload(registration.id);
  const busy = stage === "uploading" || stage === "saving";

  const choose = (f: File | undefined) => {
    if (!f) return;
    // Checked here, before anything is sent (spec 1 §5).
    if (isFileTooLarge(f)) {
      // Cleared so that choosing the same file again still reports it.
      if (inputRef.current) inputRef.current.value = "";
      setFile(null);
      toast({ ...fileTooLargeToast(), variant: "destructive" });
      return;
    }
    reset();
    setFile(f);
  };

  const confirm = async () => {
    if (!file) return;
    const saved = await upload(file);
    if (saved) setFile(null);
  };

  const onFile = registration.paymentReferenceFileName;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("pay.reference")}</CardTitle>
        <CardDescription>{t("pay.referenceText")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {onFile && <SavedReference registration={registration} fileName={onFile} justSaved={stage === "saved"} />}

        {registration.isPaid ? null : busy ? (
          <UploadProgress fileName={file?.name} saving={stage === "saving"} progress={progress} />
        ) : file ? (
          <ChosenFile file={file} onRemove={() => setFile(null)} onConfirm={() => void confirm()} />
        ) : (
          <FilePicker inputRef={inputRef} hasFileOnRecord={Boolean(onFile)} onChoose={choose} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Opens the member's slip: fetched first, so a missing file or a dropped
 * connection shows 'Download Failed' instead of an error page in a new tab.
 */
function SlipButton({ href, fileName }: { href: string; fileName: string }) {
  const t = useT();
  const [opening, setOpening] = useState(false);
  return (
    <button
      type="button"
      disabled={opening}
      onClick={async () => {
        setOpening(true);
        await openPaymentFile(href);
        setOpening(false);
      }}
      aria-label={t("pay.openSlip", { file: fileName })}
      className="flex min-h-11 min-w-11 max-w-full items-center rounded-sm text-left font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
    >
      <span className="truncate">{fileName}</span>
    </button>
  );
}

/** The reference the club already has, with a button to open it. */
function SavedReference({
  registration,
  fileName,
  justSaved,
}: {
  registration: MemberRegistration;
  fileName: string;
  justSaved: boolean;
}) {
  const t = useT();
  const retention = useSettings().data?.slipRetentionMonths;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-primary/25 bg-accent/60 p-3 text-sm" data-testid="saved-reference">
      <FileTextIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold text-accent-foreground">{justSaved ? t("pay.referenceSaved") : t("pay.onFile")}</p>
        {registration.paymentReferenceFileUrl ? (
          <SlipButton href={registration.paymentReferenceFileUrl} fileName={fileName} />
        ) : (
          <p className="truncate font-medium">{fileName}</p>
        )}
        {registration.paymentReferenceUploadedAt && (
          <p className="text-xs text-muted-foreground">{t("pay.uploadedAt", { when: formatDateTime(registration.paymentReferenceUploadedAt) })}</p>
        )}
        {registration.paymentSlipDeletedAt && <p className="text-xs text-muted-foreground">{slipDeletedText(retention)}</p>}
      </div>
    </div>
  );
}

function UploadProgress({ fileName, saving, progress }: { fileName: string | undefined; saving: boolean; progress: number }) {
  const t = useT();
  return (
    <div className="grid gap-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="min-w-0 truncate font-medium">{fileName}</span>
        <span className="shrink-0 text-muted-foreground">{saving ? t("pay.saving") : `${progress}%`}</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t("pay.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">{saving ? t("pay.savingText") : t("pay.uploading")}</p>
    </div>
  );
}

/** The chosen file, waiting for the member to confirm the upload. */
function ChosenFile({ file, onRemove, onConfirm }: { file: File; onRemove: () => void; onConfirm: () => void }) {
  const t = useT();
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 rounded-xl border border-border p-3">
        <FileUpIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="chosen-file">
            {file.name}
          </p>
          <p className="text-xs text-muted-foreground">{formatBytes(file.size)}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t("pay.removeFile")} onClick={onRemove}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <Button onClick={onConfirm}>
        <FileUpIcon aria-hidden="true" />
        {t("pay.upload")}
      </Button>
    </div>
  );
}

function FilePicker({
  inputRef,
  hasFileOnRecord,
  onChoose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  hasFileOnRecord: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const t = useT();
  const inputId = useId();
  return (
    <div className="grid gap-2">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_FILE_TYPES}
        className="peer sr-only"
        onChange={(e) => onChoose(e.currentTarget.files?.[0])}
      />
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-primary/30 bg-accent/30 px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-accent/60 peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
      >
        <FileUpIcon className="size-7 text-primary" aria-hidden="true" />
        <span className="text-sm font-semibold text-primary">{hasFileOnRecord ? t("pay.chooseOther") : t("pay.choose")}</span>
        <span className="text-xs text-muted-foreground">{t("pay.fileHint")}</span>
      </label>
    </div>
  );
}
