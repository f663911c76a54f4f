// Add gallery photos: several pictures at once, each with its own caption;
// the title and category apply to all of them.
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { toast } from "@/shared/ui/use-toast";
import { DropZone, UploadProgress, useImageUpload } from "@/shared/ui/ImageUpload";
import { errorMessage } from "@/shared/lib/errorMessage";
import { uploadSrcSet } from "@/shared/lib/images";
import { useAddPhoto } from "@/features/content/api/adminContent";
import { PHOTO_CATEGORIES, PHOTO_DEFAULTS, photoSchema, type PhotoValues } from "./contentForms";
import { useT } from "@/shared/i18n/i18n";

/** An uploaded picture waiting to be saved as a photo. */
interface Pending {
  url: string;
  name: string;
  caption: string;
}

export function PhotoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useT();
  const add = useAddPhoto();
  const form = useForm<PhotoValues>({ resolver: zodResolver(photoSchema), defaultValues: PHOTO_DEFAULTS });
  const errors = form.formState.errors;
  const { upload, progress, name, problem, setProblem } = useImageUpload();
  const [photos, setPhotos] = useState<Pending[]>([]);
  const [saving, setSaving] = useState(false);
  const [noPhoto, setNoPhoto] = useState(false);
  useEffect(() => {
    if (open) {
      form.reset(PHOTO_DEFAULTS);
      setPhotos([]);
      setNoPhoto(false);
      setProblem(null);
    }
  }, [open, form, setProblem]);

  const uploading = progress !== null;
  const onFiles = async (files: File[]) => {
    // One at a time, so the progress bar tells of one file and a failure
    // names the picture it belongs to.
    for (const file of files) {
      const up = await upload(file);
      if (!up) break;
      setNoPhoto(false);
      setPhotos((list) => [...list, { url: up.url, name: file.name, caption: "" }]);
    }
  };

  const onSubmit = form.handleSubmit(async (v) => {
    if (photos.length === 0) {
      setNoPhoto(true);
      return;
    }
    setSaving(true);
    let saved = 0;
    try {
      for (const p of photos) {
        await add.mutateAsync({ title: v.title.trim(), caption: p.caption.trim(), url: p.url, category: v.category });
        saved++;
      }
      toast({ title: t("admin.content.photosAdded", { count: saved }), description: v.title.trim() });
      onOpenChange(false);
    } catch (err) {
      // The saved ones leave the list, so a retry adds only the rest.
      setPhotos((list) => list.slice(saved));
      toast({
        title: t("admin.content.photoAddFailed"),
        description: errorMessage(err, t("admin.content.tryAgain")),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  });
  const busy = saving || uploading;

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("admin.content.addPhoto")}</DialogTitle>
          <DialogDescription>{t("admin.content.photosIntro")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("admin.content.addPhotoForm")}>
          <FormField label={t("admin.content.fieldTitle")} required error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <FormField label={t("admin.content.fieldImage")} required error={noPhoto ? t("admin.content.photoAddress") : undefined}>
            {(p) => <DropZone multiple onFiles={onFiles} disabled={busy} controlProps={{ ...p }} />}
          </FormField>
          {uploading && <UploadProgress progress={progress} name={name} />}
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          {photos.length > 0 && (
            <ul className="grid gap-3" aria-label={t("admin.content.preview")}>
              {photos.map((p, i) => (
                <li key={p.url} className="grid grid-cols-[5rem_1fr_auto] items-center gap-3">
                  <img
                    src={p.url}
                    srcSet={uploadSrcSet(p.url) ?? undefined}
                    sizes="80px"
                    alt={t("admin.upload.preview")}
                    className="size-20 rounded-md bg-muted object-cover"
                  />
                  <FormField label={t("admin.content.captionFor", { name: p.name })}>
                    <Input
                      value={p.caption}
                      maxLength={500}
                      onChange={(e) => setPhotos((list) => list.map((q, j) => (j === i ? { ...q, caption: e.target.value } : q)))}
                    />
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("admin.upload.remove")}
                    onClick={() => setPhotos((list) => list.filter((_, j) => j !== i))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <FormField label={t("admin.content.fieldCategory")} required error={errors.category?.message}>
            {(p) => (
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...p}>
                      <SelectValue placeholder={t("admin.content.chooseCategory")} />
                    </SelectTrigger>
                    <SelectContent>
                      {PHOTO_CATEGORIES.map((c) => (
                        <SelectItem key={c.value} value={c.value}>
                          {t(c.label)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("admin.content.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {saving ? t("admin.content.adding") : photos.length > 1 ? t("admin.content.addPhotos", { count: photos.length }) : t("admin.content.addPhoto")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
