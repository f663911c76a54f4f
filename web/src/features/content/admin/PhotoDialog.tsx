// Add a gallery photo by its address, with a preview.
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { Textarea } from "@/shared/ui/textarea";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useAddPhoto } from "@/features/content/api/adminContent";
import { PHOTO_CATEGORIES, PHOTO_DEFAULTS, photoSchema, type PhotoValues } from "./contentForms";
import { useT } from "@/shared/i18n/i18n";

export function PhotoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useT();
  const add = useAddPhoto();
  const form = useForm<PhotoValues>({ resolver: zodResolver(photoSchema), defaultValues: PHOTO_DEFAULTS });
  const errors = form.formState.errors;
  const url = form.watch("url");
  useEffect(() => {
    if (open) form.reset(PHOTO_DEFAULTS);
  }, [open, form]);

  const onSubmit = form.handleSubmit((v) => {
    const input = { title: v.title.trim(), caption: v.caption.trim(), url: v.url.trim(), category: v.category };
    add.mutate(input, {
      onSuccess: () => {
        toast({ title: t("admin.content.photoAdded"), description: input.title });
        onOpenChange(false);
      },
      onError: (err) =>
        toast({
          title: t("admin.content.photoAddFailed"),
          description: errorMessage(err, t("admin.content.tryAgain")),
          variant: "destructive",
        }),
    });
  });
  const previewable = /^(https?:\/\/|\/)\S+$/i.test(url.trim());

  return (
    <Dialog open={open} onOpenChange={(o) => !add.isPending && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("admin.content.addPhoto")}</DialogTitle>
          <DialogDescription>{t("admin.content.photoIntro")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("admin.content.addPhotoForm")}>
          <FormField label={t("admin.content.fieldTitle")} required error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <FormField label={t("admin.content.fieldCaption")} error={errors.caption?.message}>
            <Textarea rows={2} {...form.register("caption")} />
          </FormField>
          <FormField label={t("admin.content.fieldImage")} required error={errors.url?.message}>
            <Input type="url" inputMode="url" placeholder="https://…" {...form.register("url")} />
          </FormField>
          {previewable && (
            <img src={url.trim()} alt={t("admin.content.preview")} className="max-h-40 w-full rounded-lg bg-muted object-contain" />
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
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={add.isPending}>
              {t("admin.content.cancel")}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t("admin.content.adding") : t("admin.content.addPhoto")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
