// A picture field of the admin forms: drop a picture or choose one (on a
// phone the picker offers the camera roll), watch the upload's progress,
// and see the stored picture before saving the form. The form keeps only
// the picture's address (value); the server makes its sizes.
import { useId, useRef, useState, type DragEvent } from "react";
import { ImagePlus, X } from "lucide-react";
import { ApiError } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { imageFileProblem, uploadImage, type UploadedImage } from "@/shared/lib/imageUpload";
import { uploadSrcSet } from "@/shared/lib/images";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { Button } from "./button";

type Translate = ReturnType<typeof useT>;

/** The text for a file refused before or by the upload, in the language in use. */
export function uploadProblemText(t: Translate, err: unknown): string {
  if (err instanceof ApiError) {
    const why = errorMessage(err, "").trim();
    return why ? t("admin.upload.failedWhy", { why }) : t("admin.upload.failed");
  }
  return t("admin.upload.failed");
}

function fileProblemText(t: Translate, file: File): string | null {
  switch (imageFileProblem(file)) {
    case "tooLarge":
      return t("admin.upload.tooLarge");
    case "heic":
      return t("admin.upload.heic");
    case "notImage":
      return t("admin.upload.notImage");
    default:
      return null;
  }
}

/** One file's upload: progress while it runs, its text if it fails. */
export function useImageUpload() {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  async function upload(file: File): Promise<UploadedImage | null> {
    const refused = fileProblemText(t, file);
    setProblem(refused);
    if (refused) return null;
    setName(file.name);
    setProgress(0);
    try {
      return await uploadImage(file, setProgress);
    } catch (err) {
      setProblem(uploadProblemText(t, err));
      return null;
    } finally {
      setProgress(null);
    }
  }
  return { upload, progress, name, problem, setProblem };
}

export function UploadProgress({ progress, name }: { progress: number; name: string }) {
  const t = useT();
  return (
    <div className="grid gap-1">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("admin.upload.uploading", { name })}
      </p>
      <div
        role="progressbar"
        aria-label={t("admin.upload.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Props FormField gives the focusable control (id, aria-*). */
  controlProps?: Record<string, unknown>;
}

/** The area a picture is dropped on, with the button that opens the picker. */
export function DropZone({ onFiles, multiple, disabled, controlProps }: DropZoneProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      data-testid="image-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center",
        over ? "border-primary bg-primary/5" : "border-input",
      )}
    >
      <ImagePlus className="size-6 text-muted-foreground" aria-hidden="true" />
      <p id={hintId} className="text-sm text-muted-foreground">
        {multiple ? t("admin.upload.dropMany") : t("admin.upload.drop")}
      </p>
      <Button type="button" variant="outline" className="min-h-11" disabled={disabled} onClick={() => input.current?.click()}>
        {multiple ? t("admin.upload.chooseMany") : t("admin.upload.choose")}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          if (files.length) onFiles(files);
        }}
        {...controlProps}
      />
    </div>
  );
}

interface ImageUploadProps {
  /** The picture's address; "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** Tells the form an upload is running, so it is not saved half-way. */
  onBusyChange?: (busy: boolean) => void;
  controlProps?: Record<string, unknown>;
}

/** A single picture: the preview of the one set, or the drop zone. */
export function ImageUpload({ value, onChange, onBusyChange, controlProps }: ImageUploadProps) {
  const t = useT();
  const { upload, progress, name, problem } = useImageUpload();
  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    onBusyChange?.(true);
    const up = await upload(file);
    onBusyChange?.(false);
    if (up) onChange(up.url);
  };
  return (
    <div className="grid gap-2">
      {value && progress === null && (
        <div className="relative">
          <img
            src={value}
            srcSet={uploadSrcSet(value) ?? undefined}
            sizes="(min-width: 640px) 480px, 100vw"
            alt={t("admin.upload.preview")}
            className="max-h-48 w-full rounded-lg bg-muted object-contain"
          />
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute right-2 top-2 size-11"
            aria-label={t("admin.upload.remove")}
            onClick={() => onChange("")}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      {progress !== null ? (
        <UploadProgress progress={progress} name={name} />
      ) : (
        <DropZone onFiles={onFiles} controlProps={controlProps} />
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
