// /blog (spec 1 §2 "Blog"): published posts as plain text, then the fixed
// launch article with links to /contact and /events.
import { ResponsiveImage } from "@/shared/ui/ResponsiveImage";
import { IMAGE_SIZES } from "@/shared/lib/images";
import { Link } from "wouter";
import {
  BellRingIcon,
  CalendarDaysIcon,
  CreditCardIcon,
  NewspaperIcon,
  SmartphoneIcon,
  TriangleAlertIcon,
  UsersRoundIcon,
} from "lucide-react";
import { PageContainer, PageHeader, StateMessage } from "@/shared/ui/Page";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { useBlogPosts } from "@/features/content/api/blog";
import { usePageMeta, PAGE_META } from "@/features/settings";
import { blogCategoryLabel } from "../blogCategory";
import { formatDate } from "@/shared/lib/format";
import type { BlogPost } from "@/features/content/types";
import { paths } from "@/shared/lib/paths";
import { useT, type MessageId } from "@/shared/i18n/i18n";

export default function BlogPage() {
  const t = useT();
  usePageMeta(PAGE_META.blog);
  const posts = useBlogPosts();

  return (
    <>
      <PageHeader
        eyebrow={t("blog.eyebrow")}
        title={t("blog.title")}
        description={t("blog.lead")}
      />
      <PageContainer className="py-8 sm:py-10">
        <div className="mx-auto max-w-3xl space-y-8">
          {posts.isPending ? (
            <div className="space-y-6" aria-busy="true" aria-label={t("ui.loadingPosts")}>
              {[0, 1].map((i) => (
                <Card key={i} className="overflow-hidden">
                  <Skeleton className="aspect-[2/1] rounded-none" />
                  <div className="space-y-3 p-6">
                    <Skeleton className="h-4 w-24" />
                    <Skeleton className="h-7 w-2/3" />
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-5/6" />
                  </div>
                </Card>
              ))}
            </div>
          ) : posts.isError ? (
            <StateMessage
              tone="error"
              icon={TriangleAlertIcon}
              title={t("blog.error")}
              description={t("blog.errorText")}
            />
          ) : posts.data.length === 0 ? (
            <StateMessage icon={NewspaperIcon} description={t("blog.none")} />
          ) : (
            <ul className="space-y-8">
              {posts.data.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          )}

          <LaunchArticle />
        </div>
      </PageContainer>
    </>
  );
}

function PostCard({ post }: { post: BlogPost }) {
  return (
    <Card className="overflow-hidden" data-testid="blog-post">
      <article>
        {post.image && (
          <ResponsiveImage
            src={post.image}
            sizes={IMAGE_SIZES.blogPost}
            alt=""
            loading="lazy"
            className="aspect-[2/1] w-full bg-muted object-cover"
            onError={(e) => {
              e.currentTarget.style.display = "none";
            }}
          />
        )}
        <div className="space-y-3 p-5 sm:p-7">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {post.category && <Badge variant="secondary" className="capitalize">{blogCategoryLabel(post.category)}</Badge>}
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          </div>
          <h2 className="text-2xl font-bold tracking-tight text-primary-dark">{post.title}</h2>
          {/* Plain text only: the content is never interpreted as HTML. */}
          <p className="text-[15px] leading-relaxed whitespace-pre-line text-foreground/85">{post.content}</p>
        </div>
      </article>
    </Card>
  );
}

const LAUNCH_FEATURES = [
  { icon: CalendarDaysIcon, text: "blog.launch.f1" as MessageId },
  { icon: UsersRoundIcon, text: "blog.launch.f2" as MessageId },
  { icon: CreditCardIcon, text: "blog.launch.f3" as MessageId },
  { icon: BellRingIcon, text: "blog.launch.f4" as MessageId },
];

function LaunchArticle() {
  const t = useT();
  return (
    <Card className="overflow-hidden border-primary/20">
      <article>
        <div className="flex items-center gap-3 bg-primary-dark px-5 py-4 text-white sm:px-7">
          <SmartphoneIcon className="size-5 text-highlight" aria-hidden="true" />
          <p className="text-sm font-semibold tracking-wide uppercase">{t("blog.launch.kicker")}</p>
        </div>
        <div className="space-y-4 p-5 sm:p-7">
          <h2 className="text-2xl font-bold tracking-tight text-primary-dark">{t("blog.launch.title")}</h2>
          <p className="text-[15px] leading-relaxed text-foreground/85">
            {t("blog.launch.text")}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {LAUNCH_FEATURES.map((f) => (
              <li key={f.text} className="flex gap-3 rounded-xl bg-accent/60 p-3 text-sm leading-relaxed">
                <f.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{t(f.text)}</span>
              </li>
            ))}
          </ul>
          <p className="text-[15px] leading-relaxed text-foreground/85">
            {t("blog.launch.idea")}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link href={paths.events}>{t("home.viewEvents")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.contact}>{t("contact.title")}</Link>
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}
