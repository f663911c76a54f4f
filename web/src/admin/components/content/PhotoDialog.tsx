// Add a gallery photo by its address, with a preview.
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { useAddPhoto } from "@/features/content/api/adminContent";
import { PHOTO_CATEGORIES, PHOTO_DEFAULTS, photoSchema, type PhotoValues } from "./contentForms";

export function PhotoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
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
        toast({ title: "Photo added", description: input.title });
        onOpenChange(false);
      },
      onError: (err) => toast({ title: "Failed to add photo", description: errorMessage(err, "Please try again."), variant: "destructive" }),
    });
  });
  const previewable = /^(https?:\/\/|\/)\S+$/i.test(url.trim());

  return (
    <Dialog open={open} onOpenChange={(o) => !add.isPending && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Photo</DialogTitle>
          <DialogDescription>The photo appears in the gallery under its category.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add photo">
          <FormField label="Title" required error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <FormField label="Caption" error={errors.caption?.message}>
            <Textarea rows={2} {...form.register("caption")} />
          </FormField>
          <FormField label="Image URL" required error={errors.url?.message}>
            <Input type="url" inputMode="url" placeholder="https://…" {...form.register("url")} />
          </FormField>
          {previewable && (
            <img src={url.trim()} alt="Preview" className="max-h-40 w-full rounded-lg bg-muted object-contain" />
          )}
          <FormField label="Category" required error={errors.category?.message}>
            {(p) => (
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...p}>
                      <SelectValue placeholder="Choose a category" />
                    </SelectTrigger>
                    <SelectContent>
                      {PHOTO_CATEGORIES.map((c) => (
                        <SelectItem key={c.value} value={c.value}>
                          {c.label}
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
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Adding..." : "Add Photo"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
