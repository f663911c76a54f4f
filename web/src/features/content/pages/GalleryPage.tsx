// /gallery (spec 1 §2 "Gallery"): photos by category, an enlarged view on
// click, and 'Load More Photos' for the next page.
import { ResponsiveImage } from "@/shared/ui/ResponsiveImage";
import { IMAGE_SIZES } from "@/shared/lib/images";
import { useMemo, useState } from "react";
import { ImageOffIcon, Loader2Icon, TriangleAlertIcon, ZoomInIcon } from "lucide-react";
import { FilterPills } from "@/shared/ui/FilterPills";
import { PageContainer, PageHeader, StateMessage } from "@/shared/ui/Page";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/shared/ui/dialog";
import { Skeleton } from "@/shared/ui/skeleton";
import { usePageMeta, PAGE_META } from "@/features/settings";
import { PHOTO_FILTERS, usePhotos, type PhotoFilter } from "@/features/content/api/photos";
import type { Photo } from "@/features/content/types";
import { useT, type MessageId } from "@/shared/i18n/i18n";

const CATEGORY_LABEL: Record<string, MessageId> = {
  all: "gallery.cat.all",
  tournaments: "gallery.cat.tournaments",
  social: "gallery.cat.social",
  course: "gallery.cat.course",
};

export default function GalleryPage() {
  const t = useT();
  usePageMeta(PAGE_META.gallery);
  const [category, setCategory] = useState<PhotoFilter>("all");
  const [selected, setSelected] = useState<Photo | null>(null);
  const photos = usePhotos(category);
  const list = useMemo(() => photos.data?.pages.flatMap((p) => p.photos) ?? [], [photos.data]);
  const total = photos.data?.pages[0]?.total;

  return (
    <>
      <PageHeader
        eyebrow={t("gallery.eyebrow")}
        title={t("gallery.title")}
        description={t("gallery.lead")}
      />
      <PageContainer className="space-y-6 py-8 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FilterPills label={t("gallery.filter")} options={PHOTO_FILTERS.map((o) => ({ key: o.key, label: t(CATEGORY_LABEL[o.key]) }))} value={category} onChange={setCategory} />
          {total !== undefined && total > 0 && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("ui.showingOf", { shown: list.length, total })}
            </p>
          )}
        </div>

        {photos.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" aria-busy="true" aria-label={t("ui.loadingPhotos")}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="aspect-square rounded-xl" />
            ))}
          </div>
        ) : photos.isError && list.length === 0 ? (
          <StateMessage
            tone="error"
            icon={TriangleAlertIcon}
            title={t("gallery.error")}
            description={t("gallery.errorText")}
          />
        ) : list.length === 0 ? (
          <StateMessage icon={ImageOffIcon} description={t("gallery.none")} />
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
              {list.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(p)}
                    className="group relative block aspect-square w-full overflow-hidden rounded-xl bg-muted shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                    aria-label={t("gallery.enlarge", { title: p.title })}
                    data-testid="gallery-photo"
                  >
                    <ResponsiveImage
                      src={p.url}
                      sizes={IMAGE_SIZES.galleryTile}
                      alt={p.title}
                      loading="lazy"
                      className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                    <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 via-black/30 to-transparent p-3 pt-8 text-left">
                      <span className="line-clamp-2 text-sm font-semibold text-white">{p.title}</span>
                    </span>
                    <span className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-black/35 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                      <ZoomInIcon className="size-4" aria-hidden="true" />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {photos.isFetchNextPageError && (
              <p role="alert" className="text-center text-sm text-destructive">
                {t("gallery.moreError")}
              </p>
            )}
            {photos.hasNextPage && (
              <div className="flex justify-center pt-2">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => void photos.fetchNextPage()}
                  disabled={photos.isFetchingNextPage}
                >
                  {photos.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                  {t("gallery.more")}
                </Button>
              </div>
            )}
          </>
        )}
      </PageContainer>

      <Dialog open={selected !== null} onOpenChange={(o) => !o && setSelected(null)}>
        <DialogContent
          className="max-w-4xl gap-0 overflow-x-hidden p-0 sm:p-0"
          closeClassName="bg-black/45 text-white hover:bg-black/65 hover:text-white"
        >
          {selected && (
            <>
              <div className="flex max-h-[70dvh] items-center justify-center bg-overlay">
                <ResponsiveImage
                  src={selected.url}
                  sizes={IMAGE_SIZES.galleryLarge}
                  alt={selected.title}
                  className="max-h-[70dvh] w-auto max-w-full object-contain"
                />
              </div>
              <div className="space-y-2 p-5 pr-12 sm:p-6">
                {CATEGORY_LABEL[selected.category] && (
                  <Badge variant="secondary">{t(CATEGORY_LABEL[selected.category])}</Badge>
                )}
                <DialogTitle>{selected.title}</DialogTitle>
                <DialogDescription className="whitespace-pre-line">
                  {selected.caption || t("gallery.noCaption")}
                </DialogDescription>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
