// Admin content: blog posts (incl. unpublished), gallery photos and the
// contact inbox (docs/admin-api.md "Contact messages, settings, content").
// Public blog/gallery caches are refreshed after writes so visitors on the
// same device see the change.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Photo } from "@/lib/types";
import type { AdminBlogPost, ContactMessage } from "@/admin/types";
import { ADMIN_STATS_KEY } from "./adminStats";

export const ADMIN_BLOG_KEY = ["/api/admin/blog"] as const;
export const ADMIN_PHOTOS_KEY = ["/api/admin/photos"] as const;
export const CONTACT_KEY = ["/api/contact"] as const;

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

function refreshPublic(qc: QueryClient, prefix: string) {
  return qc.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === "string" && (q.queryKey[0] as string).startsWith(prefix),
  });
}

export function useAdminBlog() {
  return useQuery<AdminBlogPost[]>({ queryKey: ADMIN_BLOG_KEY });
}

export function useSaveBlogPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: BlogInput }) =>
      id ? api.put<AdminBlogPost>(`${ADMIN_BLOG_KEY[0]}/${id}`, input) : api.post<AdminBlogPost>(ADMIN_BLOG_KEY[0], input),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }), refreshPublic(qc, "/api/blog")]),
  });
}

export function useDeleteBlogPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`${ADMIN_BLOG_KEY[0]}/${id}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }), refreshPublic(qc, "/api/blog")]),
  });
}

export function useAdminPhotos() {
  return useQuery<Photo[]>({ queryKey: ADMIN_PHOTOS_KEY });
}

export function useAddPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PhotoInput) => api.post<Photo>(ADMIN_PHOTOS_KEY[0], input),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ADMIN_PHOTOS_KEY }), refreshPublic(qc, "/api/photos")]),
  });
}

export function useDeletePhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`${ADMIN_PHOTOS_KEY[0]}/${id}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ADMIN_PHOTOS_KEY }), refreshPublic(qc, "/api/photos")]),
  });
}

export function useContactMessages() {
  return useQuery<ContactMessage[]>({ queryKey: CONTACT_KEY });
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
      return qc.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
    },
  });
}

export function useDeleteMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<{ message: string }>(`/api/admin/contact/${id}`),
    onSuccess: (_r, id) => {
      qc.setQueryData<ContactMessage[]>(CONTACT_KEY, (old) => old?.filter((m) => m.id !== id));
      return qc.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
    },
  });
}
