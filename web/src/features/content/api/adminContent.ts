// Admin content: blog posts (incl. unpublished), gallery photos and the
// contact inbox (docs/api.md "Contact messages, settings, content").
// Public blog/gallery caches are refreshed after writes so visitors on the
// same device see the change (features/invalidation.ts).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AdminBlogPost, ContactMessage, Photo } from "@/features/content/types";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api } from "@/shared/lib/api";

export const ADMIN_BLOG_KEY = ["/api/admin/blog"] as const;
export const ADMIN_PHOTOS_KEY = ["/api/admin/photos"] as const;
export const CONTACT_KEY = ["/api/contact"] as const;

export const adminContentQueries = {
  blog: () => queryOptions<AdminBlogPost[]>({ queryKey: ADMIN_BLOG_KEY }),
  photos: () => queryOptions<Photo[]>({ queryKey: ADMIN_PHOTOS_KEY }),
  messages: () => queryOptions<ContactMessage[]>({ queryKey: CONTACT_KEY }),
};

export interface BlogInput {
  title: string;
  content: string;
  image: string;
  category: string;
  isPublished: boolean;
}

export interface PhotoInput {
  title: string;
  caption: string;
  url: string;
  category: string;
}

export function useAdminBlog() {
  return useQuery(adminContentQueries.blog());
}

export function useSaveBlogPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: BlogInput }) =>
      id ? api.put<AdminBlogPost>(`${ADMIN_BLOG_KEY[0]}/${id}`, input) : api.post<AdminBlogPost>(ADMIN_BLOG_KEY[0], input),
    onSuccess: () => invalidateAfter(qc, "blog"),
  });
}

export function useDeleteBlogPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`${ADMIN_BLOG_KEY[0]}/${id}`),
    onSuccess: () => invalidateAfter(qc, "blog"),
  });
}

export function useAdminPhotos() {
  return useQuery(adminContentQueries.photos());
}

export function useAddPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PhotoInput) => api.post<Photo>(ADMIN_PHOTOS_KEY[0], input),
    onSuccess: () => invalidateAfter(qc, "photo"),
  });
}

export function useDeletePhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`${ADMIN_PHOTOS_KEY[0]}/${id}`),
    onSuccess: () => invalidateAfter(qc, "photo"),
  });
}

export function useContactMessages() {
  return useQuery(adminContentQueries.messages());
}

function patchMessage(qc: QueryClient, updated: ContactMessage) {
  qc.setQueryData<ContactMessage[]>(CONTACT_KEY, (old) => old?.map((m) => (m.id === updated.id ? updated : m)));
}

export function useMarkMessageRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      api.patch<ContactMessage>(`/api/admin/contact/${id}`, { isRead }),
    onSuccess: (m) => {
      if (m) patchMessage(qc, m);
      return invalidateAfter(qc, "message");
    },
  });
}

export function useDeleteMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`/api/admin/contact/${id}`),
    onSuccess: (_r, id) => {
      qc.setQueryData<ContactMessage[]>(CONTACT_KEY, (old) => old?.filter((m) => m.id !== id));
      return invalidateAfter(qc, "message");
    },
  });
}
