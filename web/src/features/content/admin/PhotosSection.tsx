// The Content tab's gallery photos: a grid with add and delete.
import { ResponsiveImage } from "@/shared/ui/ResponsiveImage";
import { IMAGE_SIZES } from "@/shared/lib/images";
import { useState } from "react";
import { ImagePlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import type { Photo } from "@/features/content/types";
import { LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { DeleteItemConfirm } from "./DeleteItemConfirm";
import { useAdminPhotos, useDeletePhoto } from "@/features/content/api/adminContent";
import { PhotoDialog } from "./PhotoDialog";
import { PHOTO_CATEGORIES } from "./contentForms";
import { t as translate, useT } from "@/shared/i18n/i18n";

export function PhotosSection() {
  const t = useT();
  const photos = useAdminPhotos();
  const del = useDeletePhoto();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const list = photos.data ?? [];


  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{photos.isLoading ? t("admin.content.loading") : t("admin.content.photoCount", { count: list.length })}</p>
        <Button onClick={() => setOpen(true)}>
          <ImagePlusIcon aria-hidden="true" />
          {t("admin.content.addPhoto")}
        </Button>
      </div>
      {photos.isLoading ? (
        <SkeletonList
          count={8}
          itemClassName="aspect-[4/3] w-full rounded-xl"
          className="grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        />
      ) : photos.isError ? (
        <LoadError message={t("admin.content.photosLoadFailed")} onRetry={photos.refetch} />
      ) : list.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{t("admin.content.noPhotos")}</Card>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t("admin.content.galleryPhotos")}>
          {list.map((p) => (
            <li key={p.id}>
              <Card className="h-full overflow-hidden" data-testid="admin-photo">
                <ResponsiveImage src={p.url} sizes={IMAGE_SIZES.galleryTile} alt={p.title} className="aspect-[4/3] w-full bg-muted object-cover" loading="lazy" />
                <div className="grid flex-1 gap-1 p-3">
                  <p className="line-clamp-1 text-sm font-semibold" title={p.title}>
                    {p.title}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {categoryLabel(p.category)}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-1 justify-start px-2 text-destructive hover:bg-destructive/10 hover:text-destructive"
                    onClick={() => setDeleting(p)}
                    aria-label={t("admin.content.deletePhotoOf", { title: p.title })}
                  >
                    <Trash2Icon aria-hidden="true" />
                    {t("admin.content.delete")}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PhotoDialog open={open} onOpenChange={setOpen} />
      <DeleteItemConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => del.mutateAsync(id)}
        texts={{
          title: "admin.content.deletePhotoTitle",
          text: "admin.content.deletePhotoText",
          deleted: "admin.content.photoDeleted",
          failed: "admin.content.photoDeleteFailed",
        }}
      />
    </div>
  );
}

/** A known category's name in the language in use; any other as stored. */
function categoryLabel(category: string): string {
  const known = PHOTO_CATEGORIES.find((c) => c.value === category);
  return known ? translate(known.label) : category;
}
