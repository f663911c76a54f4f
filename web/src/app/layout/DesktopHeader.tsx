import { Link } from "wouter";
import { RotateCwIcon, Share2Icon } from "lucide-react";
import { cn } from "@/shared/lib/utils";
import { IconActions, type IconAction } from "./IconActions";
import { Logo } from "./Logo";
import { MAIN_LINKS, isActive, reloadPage, shareApp } from "./nav";
import { paths } from "@/shared/lib/paths";
import { t, useT } from "@/shared/i18n/i18n";
import { LanguageSwitcher } from "@/features/auth/components/LanguageSwitcher";

function actions(clubName: string): IconAction[] {
  return [
    { label: t("nav.share"), icon: Share2Icon, onClick: () => void shareApp(clubName) },
    { label: t("nav.refresh"), icon: RotateCwIcon, onClick: reloadPage },
  ];
}

export function DesktopHeader({ path, clubName }: { path: string; clubName: string }) {
  useT();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:px-8">
        <Link href={paths.home} className="flex min-w-0 items-center gap-2.5 rounded-lg" aria-label={t("nav.homeOf", { name: clubName })}>
          <Logo />
          <span className="hidden truncate text-base font-bold tracking-tight text-primary-dark lg:inline">
            {clubName}
          </span>
        </Link>
        <nav aria-label={t("nav.main")} className="ml-auto">
          <ul className="flex items-center gap-0.5">
            {MAIN_LINKS.map((l) => {
              const active = isActive(l.href, path);
              return (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex h-9 items-center rounded-full px-3 text-sm font-medium transition-colors",
                      active
                        ? "bg-accent text-primary"
                        : "text-muted-foreground hover:bg-muted hover:text-foreground",
                    )}
                  >
                    {t(l.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <IconActions actions={actions(clubName)} className="flex items-center gap-1 border-l border-border pl-3" />
        <LanguageSwitcher className="border-l border-border pl-2" />
      </div>
    </header>
  );
}
