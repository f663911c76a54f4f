// Create or edit a blog post.
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { FormDialogFooter } from "../FormDialogFooter";
import { useSaveBlogPost, type BlogInput } from "@/features/content/api/adminContent";
import type { AdminBlogPost } from "@/admin/types";
import { blogDefaults, blogSchema, type BlogValues } from "./contentForms";

export function BlogDialog({ open, onOpenChange, post }: { open: boolean; onOpenChange: (o: boolean) => void; post: AdminBlogPost | null }) {
  const save = useSaveBlogPost();
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
          toast({ title: post ? "Post updated" : "Post created", description: input.title });
          onOpenChange(false);
        },
        onError: (err) =>
          toast({
            title: post ? "Failed to update post" : "Failed to create post",
            description: errorMessage(err, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{post ? "Edit Post" : "New Blog Post"}</DialogTitle>
          <DialogDescription>Published posts appear on the Community Blog page.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={post ? "Edit blog post" : "New blog post"}>
          <FormField label="Title" required error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <FormField label="Content" required error={errors.content?.message} hint="Plain text; blank lines separate paragraphs.">
            <Textarea rows={8} {...form.register("content")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Category" error={errors.category?.message}>
              <Input placeholder="general" {...form.register("category")} />
            </FormField>
            <FormField label="Image URL" error={errors.image?.message}>
              <Input type="url" inputMode="url" placeholder="https://…" {...form.register("image")} />
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="isPublished"
            render={({ field }) => (
              <label className="flex items-center justify-between gap-4 rounded-xl border border-border bg-muted/40 p-3 text-sm">
                <span>
                  <span className="font-medium">Published</span>
                  <span className="block text-xs text-muted-foreground">
                    {field.value ? "Visible to everyone." : "Saved as a draft; only admins see it."}
                  </span>
                </span>
                <Switch checked={field.value} onCheckedChange={field.onChange} aria-label="Published" />
              </label>
            )}
          />
          <FormDialogFooter pending={save.isPending} submitLabel={post ? "Save Changes" : "Create Post"} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
