// The Content tab's gallery photos: a grid with add and delete.
import { useState } from "react";
import { ImagePlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import type { Photo } from "@/lib/types";
import { LoadError, SkeletonList } from "../LoadStates";
import { ConfirmDelete } from "../ConfirmDelete";
import { useAdminPhotos, useDeletePhoto } from "@/features/content/api/adminContent";
import { PhotoDialog } from "./PhotoDialog";
import { PHOTO_CATEGORIES } from "./contentForms";

export function PhotosSection() {
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
