// The public blog (GET /api/blog: published posts, newest first).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPost } from "@/features/content/types";

export const BLOG_KEY = ["/api/blog"] as const;

export const blogQueries = {
  list: () => queryOptions<BlogPost[]>({ queryKey: BLOG_KEY }),
};

export function useBlogPosts() {
  return useQuery(blogQueries.list());
}
