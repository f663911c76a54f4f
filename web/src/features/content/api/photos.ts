// Gallery pages (GET /api/photos?category=&offset=&limit=), loaded one page
// at a time with "Load More Photos".
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { PhotoPage } from "@/features/content/types";

export const PHOTO_PAGE_SIZE = 12;

export const PHOTO_FILTERS = [
  { key: "all", label: "All Photos" },
  { key: "tournaments", label: "Tournaments" },
  { key: "social", label: "Social Events" },
  { key: "course", label: "Course Views" },
] as const;

export type PhotoFilter = (typeof PHOTO_FILTERS)[number]["key"];

export function photosUrl(category: PhotoFilter, offset: number, limit = PHOTO_PAGE_SIZE): string {
  const q = new URLSearchParams({ category, offset: String(offset), limit: String(limit) });
  return `/api/photos?${q.toString()}`;
}

export const photoQueries = {
  gallery: (category: PhotoFilter) =>
    infiniteQueryOptions({
      queryKey: ["/api/photos", category],
      queryFn: ({ pageParam }) => api.get<PhotoPage>(photosUrl(category, pageParam)),
      initialPageParam: 0,
      getNextPageParam: (last) => last.nextOffset ?? undefined,
    }),
};

export function usePhotos(category: PhotoFilter) {
  return useInfiniteQuery(photoQueries.gallery(category));
}
