// /blog (spec 1 §2 "Blog"): published posts as plain text, then the fixed
// launch article with links to /contact and /events.
import { ResponsiveImage } from "@/components/common/ResponsiveImage";
import { IMAGE_SIZES } from "@/lib/images";
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
import { PageContainer, PageHeader, StateMessage } from "@/components/layout/Page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useBlogPosts } from "@/features/content/api/blog";
import { usePageMeta } from "@/hooks/usePageMeta";
import { PAGE_META } from "@/hooks/pageMeta";
import { formatDate } from "@/lib/format";
import type { BlogPost } from "@/lib/types";
import { paths } from "@/paths";

export default function BlogPage() {
  usePageMeta(PAGE_META.blog);
  const posts = useBlogPosts();

  return (
    <>
      <PageHeader
        eyebrow="News from the clubhouse"
        title="Community Blog"
        description="Results, stories and announcements from our golf community."
      />
      <PageContainer className="py-8 sm:py-10">
        <div className="mx-auto max-w-3xl space-y-8">
          {posts.isPending ? (
            <div className="space-y-6" aria-busy="true" aria-label="Loading posts">
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
              title="Error Loading Blog"
              description="The blog posts could not be loaded. Please try again later."
            />
          ) : posts.data.length === 0 ? (
            <StateMessage icon={NewspaperIcon} description="No blog posts yet. Check back soon!" />
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
            {post.category && <Badge variant="secondary" className="capitalize">{post.category}</Badge>}
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
  { icon: CalendarDaysIcon, text: "Browse upcoming tournaments, social rounds and golf trips, and register in a few taps." },
  { icon: UsersRoundIcon, text: "See who else is playing and check your flight and tee time before the day." },
  { icon: CreditCardIcon, text: "Pay event fees by QR code or bank transfer and upload your payment reference." },
  { icon: BellRingIcon, text: "Get notified when fellow members join and when event details change." },
];

function LaunchArticle() {
  return (
    <Card className="overflow-hidden border-primary/20">
      <article>
        <div className="flex items-center gap-3 bg-primary-dark px-5 py-4 text-white sm:px-7">
          <SmartphoneIcon className="size-5 text-highlight" aria-hidden="true" />
          <p className="text-sm font-semibold tracking-wide uppercase">Club announcement</p>
        </div>
        <div className="space-y-4 p-5 sm:p-7">
          <h2 className="text-2xl font-bold tracking-tight text-primary-dark">Welcome to Our New Community App</h2>
          <p className="text-[15px] leading-relaxed text-foreground/85">
            Our golf community has grown from a handful of friends in 2021 to more than 300 active members. To keep
            everyone in the loop, we built this app: one place for events, flights, payments and club news — on your
            phone or computer. Add it to your home screen and it works like any other app, even with a weak
            signal on the course.
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {LAUNCH_FEATURES.map((f) => (
              <li key={f.text} className="flex gap-3 rounded-xl bg-accent/60 p-3 text-sm leading-relaxed">
                <f.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{f.text}</span>
              </li>
            ))}
          </ul>
          <p className="text-[15px] leading-relaxed text-foreground/85">
            Have an idea for the app or a story for the blog? We would love to hear from you.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link href={paths.events}>View Upcoming Events</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.contact}>Contact Us</Link>
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}
