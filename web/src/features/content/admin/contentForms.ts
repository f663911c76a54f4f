// The blog post and gallery photo forms of the Content tab: their rules
// and the values a form starts from.
import { z } from "@/shared/lib/zod";
import type { BlogInput } from "@/features/content/api/adminContent";
import type { AdminBlogPost } from "@/features/content/types";
import type { MessageId } from "@/shared/i18n/i18n";
import { zodMessage } from "@/shared/lib/messages";

// Messages are built when a form is checked (zod calls `error`), so they are
// in the language in use then.

export const blogSchema = z.object({
  title: z.string().trim().min(3, zodMessage("admin.content.titleMin3")).max(200),
  content: z.string().trim().min(10, zodMessage("admin.content.contentMin10")).max(50_000),
  image: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\/(?!\/)\S*$/.test(v), zodMessage("admin.content.imageAddress")),
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

/** The gallery's categories; their names are the gallery page's (translated at render). */
export const PHOTO_CATEGORIES: readonly { value: string; label: MessageId }[] = [
  { value: "tournaments", label: "gallery.cat.tournaments" },
  { value: "social", label: "gallery.cat.social" },
  { value: "course", label: "gallery.cat.course" },
];

export const photoSchema = z.object({
  title: z.string().trim().min(2, zodMessage("admin.content.titleMin2")).max(200),
  caption: z.string().trim().max(500),
  category: z.string().min(1, zodMessage("admin.content.chooseCategory")),
});
export type PhotoValues = z.input<typeof photoSchema>;
export const PHOTO_DEFAULTS: PhotoValues = { title: "", caption: "", category: "tournaments" };
