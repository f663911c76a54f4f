// Payment-reference upload (spec 1 §2 "Payment page", §5, §8): ask for an
// upload link, PUT the file to it with real progress (XMLHttpRequest, since
// fetch cannot report upload progress), then save the returned file URL as
// the registration's payment reference.
import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { MEMBER_REGISTRATIONS_KEY } from "@/features/registrations";
import { ApiError, apiErrorFrom, api } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import type { MemberRegistration } from "@/shared/lib/types";
import type { UploadLink, UploadResult } from "@/features/payments/types";
import { toast } from "@/shared/ui/use-toast";
import { t } from "@/shared/i18n/i18n";
import { trackEvent } from "@/shared/lib/analytics";

/** 10 MB, spec 1 §5 and §9. */
export const MAX_UPLOAD_BYTES = 10485760;

/** What the file picker offers: images, PDF and Word documents. */
export const ACCEPTED_FILE_TYPES = [
  "image/*",
  ".heic",
  "application/pdf",
  ".pdf",
  "application/msword",
  ".doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".docx",
].join(",");

/** The toast for a file over MAX_UPLOAD_BYTES, in the language in use. */
export function fileTooLargeToast(): { title: string; description: string } {
  return { title: t("pay.tooLarge"), description: t("pay.tooLargeText") };
}

export function isFileTooLarge(file: Pick<File, "size">): boolean {
  return file.size > MAX_UPLOAD_BYTES;
}

/** PUTs a file to an upload link, reporting progress as 0–100. */
export function putWithProgress(link: UploadLink, file: File, onProgress: (pct: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(link.method || "PUT", link.uploadURL);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === "object") {
        onProgress(100);
        resolve(body as UploadResult);
        return;
      }
      reject(apiErrorFrom(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error("Network error during upload"));
    xhr.onabort = () => reject(new Error("Upload cancelled"));
    xhr.send(file);
  });
}

/** The spec's words, then the server's reason (wrong type, too large) when it gave one. */
export function uploadFailedText(err: unknown): string {
  // The server's reason in its words, or in Malay its code's text.
  const why = err instanceof ApiError && err.serverMessage.trim() ? errorMessage(err, "").trim() : "";
  return why ? t("pay.uploadFailedWhy", { why }) : t("pay.uploadFailedText");
}

export type UploadStage = "idle" | "uploading" | "saving" | "saved";

/**
 * Uploads a payment slip for one registration and saves it as the
 * reference. The original file name is kept (the spec's generated
 * "timestamp.jpg" name is a quirk we do not copy). Toasts: 'Upload
 * Successful' then 'Payment Reference Saved'; 'Upload Failed' or 'Save
 * Failed' on failure.
 */
export function usePaymentUpload(registrationId: number) {
  const qc = useQueryClient();
  const [stage, setStage] = useState<UploadStage>("idle");
  const [progress, setProgress] = useState(0);
  const busy = useRef(false);

  const upload = useCallback(
    async (file: File): Promise<MemberRegistration | null> => {
      if (busy.current) return null;
      if (isFileTooLarge(file)) {
        toast({ ...fileTooLargeToast(), variant: "destructive" });
        return null;
      }
      busy.current = true;
      setProgress(0);
      setStage("uploading");
      let stored: UploadResult;
      try {
        const link = await api.post<UploadLink>("/api/payment/upload");
        stored = await putWithProgress(link, file, setProgress);
      } catch (err) {
        busy.current = false;
        setStage("idle");
        toast({ title: t("pay.uploadFailed"), description: uploadFailedText(err), variant: "destructive" });
        return null;
      }
      toast({ title: t("pay.uploaded"), description: t("pay.uploadedText", { file: file.name }) });
      setStage("saving");
      try {
        const saved = await api.post<MemberRegistration>(`/api/payment/${registrationId}/reference`, {
          fileUrl: stored.fileUrl,
          fileName: file.name,
        });
        qc.setQueryData<MemberRegistration[]>(MEMBER_REGISTRATIONS_KEY, (list) =>
          list?.map((r) => (r.id === saved.id ? { ...r, ...saved } : r)),
        );
        void invalidateAfter(qc, "paymentReference");
        toast({ title: t("pay.saved"), description: t("pay.savedText") });
        trackEvent("payment_slip_sent", saved.eventId);
        setStage("saved");
        return saved;
      } catch (err) {
        setStage("idle");
        toast({ title: t("pay.saveFailed"), description: errorMessage(err, t("pay.saveFailedText")), variant: "destructive" });
        return null;
      } finally {
        busy.current = false;
      }
    },
    [qc, registrationId],
  );

  const reset = useCallback(() => {
    setStage("idle");
    setProgress(0);
  }, []);

  return { stage, progress, upload, reset };
}
