// A blog post's category is a stored word ("news"); its chip shows the
// word in the language in use when the catalog knows it, else as stored.
import { t, type MessageId } from "@/shared/i18n/i18n";

export const BLOG_CATEGORIES: Record<string, MessageId> = {
  general: "blog.cat.general",
  news: "blog.cat.news",
  tips: "blog.cat.tips",
  tournament: "blog.cat.tournament",
};

export function blogCategoryLabel(category: string): string {
  const id = BLOG_CATEGORIES[category.trim().toLowerCase()];
  return id ? t(id) : category;
}
