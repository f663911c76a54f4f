// The Content tab's blog posts: the list with a published switch, edit and
// delete, and the New Post button.
import { useState } from "react";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { formatDate } from "@/lib/format";
import { LoadError, SkeletonList } from "../LoadStates";
import { ConfirmDelete } from "../ConfirmDelete";
import { useAdminBlog, useDeleteBlogPost, useSaveBlogPost } from "@/features/content/api/adminContent";
import type { AdminBlogPost } from "@/admin/types";
import { BlogDialog } from "./BlogDialog";
import { toBlogInput } from "./contentForms";

export function BlogSection() {
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
