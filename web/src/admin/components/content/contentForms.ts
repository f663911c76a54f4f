// The blog post and gallery photo forms of the Content tab: their rules
// and the values a form starts from.
import { z } from "@/lib/zod";
import type { BlogInput } from "@/features/content/api/adminContent";
import type { AdminBlogPost } from "@/admin/types";

export const blogSchema = z.object({
  title: z.string().trim().min(3, "Title must be at least 3 characters").max(200),
  content: z.string().trim().min(10, "Content must be at least 10 characters").max(50_000),
  image: z
    .string()
    .trim()
    .refine((v) => v === "" || /^(https?:\/\/|\/)\S+$/i.test(v), "Enter a web address (https://…) or a site path (/images/…)"),
  category: z.string().trim().max(50),
  isPublished: z.boolean(),
});
export type BlogValues = z.input<typeof blogSchema>;

export function blogDefaults(p?: AdminBlogPost | null): BlogValues {
  return {
    title: p?.title ?? "",
    content: p?.content ?? "",
    image: p?.image ?? "",
    category: p?.category ?? "general",
    isPublished: p?.isPublished ?? true,
  };
}

export function toBlogInput(p: AdminBlogPost, patch: Partial<BlogInput> = {}): BlogInput {
  return { title: p.title, content: p.content, image: p.image, category: p.category, isPublished: p.isPublished, ...patch };
}

export const PHOTO_CATEGORIES = [
  { value: "tournaments", label: "Tournaments" },
  { value: "social", label: "Social Events" },
  { value: "course", label: "Course Views" },
] as const;

export const photoSchema = z.object({
  title: z.string().trim().min(2, "Title must be at least 2 characters").max(200),
  caption: z.string().trim().max(500),
  url: z
    .string()
    .trim()
    .refine((v) => /^(https?:\/\/|\/)\S+$/i.test(v), "Enter the image address (https://… or /images/…)"),
  category: z.string().min(1, "Choose a category"),
});
export type PhotoValues = z.input<typeof photoSchema>;
export const PHOTO_DEFAULTS: PhotoValues = { title: "", caption: "", url: "", category: "tournaments" };
