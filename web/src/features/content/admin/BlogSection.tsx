// The Content tab's blog posts: the list with a published switch, edit and
// delete, and the New Post button.
import { ResponsiveImage } from "@/shared/ui/ResponsiveImage";
import { useState } from "react";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Switch } from "@/shared/ui/switch";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDate } from "@/shared/lib/format";
import { LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { DeleteItemConfirm } from "./DeleteItemConfirm";
import { useAdminBlog, useDeleteBlogPost, useSaveBlogPost } from "@/features/content/api/adminContent";
import type { AdminBlogPost } from "@/features/content/types";
import { BlogDialog } from "./BlogDialog";
import { toBlogInput } from "./contentForms";
import { useT } from "@/shared/i18n/i18n";

export function BlogSection() {
  const t = useT();
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
        onSuccess: () =>
          toast({ title: isPublished ? t("admin.content.postPublished") : t("admin.content.postUnpublished"), description: p.title }),
        onError: (err) =>
          toast({
            title: t("admin.content.updateFailed"),
            description: errorMessage(err, t("admin.content.tryAgain")),
            variant: "destructive",
          }),
      },
    );


  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {posts.isLoading
            ? t("admin.content.loading")
            : t("admin.content.postsSummary", { count: list.length, published: list.filter((p) => p.isPublished).length })}
        </p>
        <Button
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t("admin.content.newPost")}
        </Button>
      </div>
      {posts.isLoading ? (
        <SkeletonList count={3} itemClassName="h-24 w-full rounded-xl" />
      ) : posts.isError ? (
        <LoadError message={t("admin.content.postsLoadFailed")} onRetry={posts.refetch} />
      ) : list.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{t("admin.content.noPosts")}</Card>
      ) : (
        <ul className="grid gap-3" aria-label={t("admin.content.blogPosts")}>
          {list.map((p) => (
            <li key={p.id}>
              <Card className="flex-row gap-4 p-4" data-testid="admin-blog-post">
                {p.image ? (
                  <ResponsiveImage src={p.image} sizes="80px" alt="" className="hidden size-20 shrink-0 rounded-lg object-cover sm:block" loading="lazy" />
                ) : null}
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold leading-snug">{p.title}</p>
                    {!p.isPublished && <Badge variant="outline">{t("admin.content.draft")}</Badge>}
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
                        aria-label={t("admin.content.publishedOf", { title: p.title })}
                      />
                      {t("admin.content.published")}
                    </label>
                    <div className="ml-auto flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          setEditing(p);
                          setOpen(true);
                        }}
                        aria-label={t("admin.content.editOf", { title: p.title })}
                      >
                        <PencilIcon aria-hidden="true" />
                        {t("admin.content.edit")}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                        onClick={() => setDeleting(p)}
                        aria-label={t("admin.content.deleteOf", { title: p.title })}
                      >
                        <Trash2Icon aria-hidden="true" />
                        {t("admin.content.delete")}
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
      <DeleteItemConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => del.mutateAsync(id)}
        texts={{
          title: "admin.content.deletePostTitle",
          text: "admin.content.deletePostText",
          deleted: "admin.content.postDeleted",
          failed: "admin.content.postDeleteFailed",
        }}
      />
    </div>
  );
}
