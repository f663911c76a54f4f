// Fallback for unknown paths (spec 1 §2 route list).
import { Link } from "wouter";
import { HomeIcon } from "lucide-react";
import { PageContainer } from "@/shared/ui/Page";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { usePageMeta } from "@/features/settings/usePageMeta";
import { PAGE_META } from "@/features/settings/pageMeta";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";

export default function NotFoundPage() {
  const t = useT();
  usePageMeta(PAGE_META.notFound);
  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center py-12">
      <Card className="w-full max-w-md items-center gap-4 p-8 text-center">
        <svg viewBox="0 0 120 80" className="h-20 w-32" aria-hidden="true">
          <ellipse cx="60" cy="66" rx="52" ry="10" className="fill-accent" />
          <ellipse cx="60" cy="66" rx="9" ry="3" className="fill-primary-dark" opacity=".7" />
          <path d="M60 64V12" className="stroke-primary" strokeWidth="3" strokeLinecap="round" />
          <path d="M61.5 12l26 9-26 9z" className="fill-highlight" />
          <circle cx="28" cy="58" r="6" className="fill-white stroke-input" />
        </svg>
        <h1 className="text-2xl font-bold tracking-tight text-primary-dark">{t("notFound.title")}</h1>
        <p className="text-sm text-muted-foreground">
          {t("notFound.text")}
        </p>
        <Button asChild>
          <Link href={paths.home}>
            <HomeIcon aria-hidden="true" />
            {t("notFound.back")}
          </Link>
        </Button>
      </Card>
    </PageContainer>
  );
}
