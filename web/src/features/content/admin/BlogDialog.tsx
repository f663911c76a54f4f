// Create or edit a blog post.
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { FormField } from "@/shared/ui/form";
import { ImageUpload } from "@/shared/ui/ImageUpload";
import { Input } from "@/shared/ui/input";
import { Switch } from "@/shared/ui/switch";
import { Textarea } from "@/shared/ui/textarea";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { FormDialogFooter } from "@/shared/ui/admin/FormDialogFooter";
import { useSaveBlogPost, type BlogInput } from "@/features/content/api/adminContent";
import type { AdminBlogPost } from "@/features/content/types";
import { blogDefaults, blogSchema, type BlogValues } from "./contentForms";
import { useT } from "@/shared/i18n/i18n";

export function BlogDialog({ open, onOpenChange, post }: { open: boolean; onOpenChange: (o: boolean) => void; post: AdminBlogPost | null }) {
  const t = useT();
  const save = useSaveBlogPost();
  const [uploading, setUploading] = useState(false);
  const form = useForm<BlogValues>({ resolver: zodResolver(blogSchema), defaultValues: blogDefaults(post) });
  const errors = form.formState.errors;
  useEffect(() => {
    if (open) form.reset(blogDefaults(post));
  }, [open, post, form]);

  const onSubmit = form.handleSubmit((v) => {
    const input: BlogInput = {
      title: v.title.trim(),
      content: v.content.trim(),
      image: v.image.trim(),
      category: v.category.trim() || "general",
      isPublished: v.isPublished,
    };
    save.mutate(
      { id: post?.id, input },
      {
        onSuccess: () => {
          toast({ title: post ? t("admin.content.postUpdated") : t("admin.content.postCreated"), description: input.title });
          onOpenChange(false);
        },
        onError: (err) =>
          toast({
            title: post ? t("admin.content.updateFailed") : t("admin.content.createFailed"),
            description: errorMessage(err, t("admin.content.tryAgain")),
            variant: "destructive",
          }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{post ? t("admin.content.editPost") : t("admin.content.newBlogPost")}</DialogTitle>
          <DialogDescription>{t("admin.content.dialogIntro")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={post ? t("admin.content.formEdit") : t("admin.content.formNew")}>
          <FormField label={t("admin.content.fieldTitle")} required error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <FormField
            label={t("admin.content.fieldContent")}
            required
            error={errors.content?.message}
            hint={t("admin.content.contentHint")}
          >
            <Textarea rows={8} {...form.register("content")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("admin.content.fieldCategory")} error={errors.category?.message}>
              <Input placeholder="general" {...form.register("category")} />
            </FormField>
            <FormField label={t("admin.content.fieldImage")} error={errors.image?.message}>
              {(p) => (
                <Controller
                  control={form.control}
                  name="image"
                  render={({ field }) => (
                    <ImageUpload value={field.value} onChange={field.onChange} onBusyChange={setUploading} controlProps={{ ...p }} />
                  )}
                />
              )}
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="isPublished"
            render={({ field }) => (
              <label className="flex items-center justify-between gap-4 rounded-xl border border-border bg-muted/40 p-3 text-sm">
                <span>
                  <span className="font-medium">{t("admin.content.published")}</span>
                  <span className="block text-xs text-muted-foreground">
                    {field.value ? t("admin.content.visible") : t("admin.content.draftHint")}
                  </span>
                </span>
                <Switch checked={field.value} onCheckedChange={field.onChange} aria-label={t("admin.content.published")} />
              </label>
            )}
          />
          <FormDialogFooter
            pending={save.isPending || uploading}
            submitLabel={post ? t("admin.content.saveChanges") : t("admin.content.createPost")}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
