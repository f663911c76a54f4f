// Content (DESIGN.md deviation: admin screens for the blog and gallery).
// Blog posts, published or not, with create/edit/delete and a published
// switch; gallery photos as a grid with add and delete.
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { FileTextIcon, ImageIcon, ImagePlusIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadError, SkeletonList } from "@/admin/components/LoadStates";
import { FormDialogFooter } from "@/admin/components/FormDialogFooter";
import { Card } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import type { Photo } from "@/lib/types";
import { ConfirmDelete } from "../components/ConfirmDelete";
import {
  useAddPhoto,
  useAdminBlog,
  useAdminPhotos,
  useDeleteBlogPost,
  useDeletePhoto,
  useSaveBlogPost,
  type BlogInput,
} from "@/features/content/api/adminContent";
import type { AdminBlogPost } from "../types";

export default function ContentTab() {
  const [section, setSection] = useState("blog");
  return (
    <section aria-labelledby="content-heading" className="grid gap-4">
      <div>
        <h2 id="content-heading" className="text-xl font-semibold">
          Content
        </h2>
        <p className="text-sm text-muted-foreground">The community blog and the photo gallery.</p>
      </div>
      <Tabs value={section} onValueChange={setSection}>
        <TabsList aria-label="Content type" className="w-full sm:w-fit">
          <TabsTrigger value="blog">
            <FileTextIcon aria-hidden="true" />
            Blog posts
          </TabsTrigger>
          <TabsTrigger value="photos">
            <ImageIcon aria-hidden="true" />
            Gallery photos
          </TabsTrigger>
        </TabsList>
        <TabsContent value="blog">
          <BlogSection />
        </TabsContent>
        <TabsContent value="photos">
          <PhotosSection />
        </TabsContent>
      </Tabs>
    </section>
  );
}

// ---------------------------------------------------------------- blog

const blogSchema = z.object({
  title: z.string().trim().min(3, "Title must be at least 3 characters").max(200),
  content: z.string().trim().min(10, "Content must be at least 10 characters").max(50_000),
  image: z
    .string()
    .trim()
    .refine((v) => v === "" || /^(https?:\/\/|\/)\S+$/i.test(v), "Enter a web address (https://…) or a site path (/images/…)"),
  category: z.string().trim().max(50),
  isPublished: z.boolean(),
});
type BlogValues = z.input<typeof blogSchema>;

function blogDefaults(p?: AdminBlogPost | null): BlogValues {
  return {
    title: p?.title ?? "",
    content: p?.content ?? "",
    image: p?.image ?? "",
    category: p?.category ?? "general",
    isPublished: p?.isPublished ?? true,
  };
}

function toBlogInput(p: AdminBlogPost, patch: Partial<BlogInput> = {}): BlogInput {
  return { title: p.title, content: p.content, image: p.image, category: p.category, isPublished: p.isPublished, ...patch };
}

function BlogSection() {
  const posts = useAdminBlog();
  const save = useSaveBlogPost();
  const del = useDeleteBlogPost();
  const [editing, setEditing] = useState<AdminBlogPost | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  const list = posts.data ?? [];

  const togglePublished = (p: AdminBlogPost, isPublished: boolean) =>
    save.mutate(
      { id: p.id, input: toBlogInput(p, { isPublished }) },
      {
        onSuccess: () => toast({ title: isPublished ? "Post published" : "Post unpublished", description: p.title }),
        onError: (err) => toast({ title: "Failed to update post", description: errorMessage(err, "Please try again."), variant: "destructive" }),
      },
    );

  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await del.mutateAsync(deleting.id);
      toast({ title: "Post deleted", description: deleting.title });
      return true;
    } catch (err) {
      toast({ title: "Failed to delete post", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return false;
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {posts.isLoading ? "Loading…" : `${list.length} posts · ${list.filter((p) => p.isPublished).length} published`}
        </p>
        <Button
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          <PlusIcon aria-hidden="true" />
          New Post
        </Button>
      </div>
      {posts.isLoading ? (
        <SkeletonList count={3} itemClassName="h-24 w-full rounded-xl" />
      ) : posts.isError ? (
        <LoadError message="Failed to load blog posts" onRetry={posts.refetch} />
      ) : list.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">No blog posts yet.</Card>
      ) : (
        <ul className="grid gap-3" aria-label="Blog posts">
          {list.map((p) => (
            <li key={p.id}>
              <Card className="flex-row gap-4 p-4" data-testid="admin-blog-post">
                {p.image ? (
                  <img src={p.image} alt="" className="hidden size-20 shrink-0 rounded-lg object-cover sm:block" loading="lazy" />
                ) : null}
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold leading-snug">{p.title}</p>
                    {!p.isPublished && <Badge variant="outline">Draft</Badge>}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    <span className="capitalize">{p.category || "general"}</span> · {formatDate(p.createdAt)}
                  </p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{p.content}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
                    <label className="inline-flex items-center gap-2 text-sm font-medium">
                      <Switch
                        checked={p.isPublished}
                        onCheckedChange={(v) => togglePublished(p, v)}
                        disabled={save.isPending}
                        aria-label={`Published: ${p.title}`}
                      />
                      Published
                    </label>
                    <div className="ml-auto flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          setEditing(p);
                          setOpen(true);
                        }}
                        aria-label={`Edit ${p.title}`}
                      >
                        <PencilIcon aria-hidden="true" />
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                        onClick={() => setDeleting(p)}
                        aria-label={`Delete ${p.title}`}
                      >
                        <Trash2Icon aria-hidden="true" />
                        Delete
                      </Button>
                    </div>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <BlogDialog open={open} onOpenChange={setOpen} post={editing} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete blog post?"
        description={deleting ? `"${deleting.title}" will be removed from the blog. This action cannot be undone.` : ""}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function BlogDialog({ open, onOpenChange, post }: { open: boolean; onOpenChange: (o: boolean) => void; post: AdminBlogPost | null }) {
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

// -------------------------------------------------------------- photos

export const PHOTO_CATEGORIES = [
  { value: "tournaments", label: "Tournaments" },
  { value: "social", label: "Social Events" },
  { value: "course", label: "Course Views" },
] as const;

const photoSchema = z.object({
  title: z.string().trim().min(2, "Title must be at least 2 characters").max(200),
  caption: z.string().trim().max(500),
  url: z
    .string()
    .trim()
    .refine((v) => /^(https?:\/\/|\/)\S+$/i.test(v), "Enter the image address (https://… or /images/…)"),
  category: z.string().min(1, "Choose a category"),
});
type PhotoValues = z.input<typeof photoSchema>;
const PHOTO_DEFAULTS: PhotoValues = { title: "", caption: "", url: "", category: "tournaments" };

function PhotosSection() {
  const photos = useAdminPhotos();
  const del = useDeletePhoto();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const list = photos.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await del.mutateAsync(deleting.id);
      toast({ title: "Photo deleted", description: deleting.title });
      return true;
    } catch (err) {
      toast({ title: "Failed to delete photo", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return false;
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{photos.isLoading ? "Loading…" : `${list.length} photos`}</p>
        <Button onClick={() => setOpen(true)}>
          <ImagePlusIcon aria-hidden="true" />
          Add Photo
        </Button>
      </div>
      {photos.isLoading ? (
        <SkeletonList
          count={8}
          itemClassName="aspect-[4/3] w-full rounded-xl"
          className="grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        />
      ) : photos.isError ? (
        <LoadError message="Failed to load photos" onRetry={photos.refetch} />
      ) : list.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">No photos in the gallery yet.</Card>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Gallery photos">
          {list.map((p) => (
            <li key={p.id}>
              <Card className="h-full overflow-hidden" data-testid="admin-photo">
                <img src={p.url} alt={p.title} className="aspect-[4/3] w-full bg-muted object-cover" loading="lazy" />
                <div className="grid flex-1 gap-1 p-3">
                  <p className="line-clamp-1 text-sm font-semibold" title={p.title}>
                    {p.title}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {PHOTO_CATEGORIES.find((c) => c.value === p.category)?.label ?? p.category}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-1 justify-start px-2 text-destructive hover:bg-destructive/10 hover:text-destructive"
                    onClick={() => setDeleting(p)}
                    aria-label={`Delete photo ${p.title}`}
                  >
                    <Trash2Icon aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PhotoDialog open={open} onOpenChange={setOpen} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete photo?"
        description={deleting ? `"${deleting.title}" will be removed from the gallery. This action cannot be undone.` : ""}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function PhotoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
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
