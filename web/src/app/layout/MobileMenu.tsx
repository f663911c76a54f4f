import { Link } from "wouter";
import { RotateCwIcon, Share2Icon, ShieldCheckIcon } from "lucide-react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/shared/ui/sheet";
import { cn } from "@/shared/lib/utils";
import { Logo } from "./Logo";
import { MENU_LINKS, isActive, reloadPage, shareApp } from "./nav";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";
import { LanguageSwitcher } from "@/features/auth/components/LanguageSwitcher";

export function MobileMenu({
  open,
  onOpenChange,
  path,
  clubName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  path: string;
  clubName: string;
}) {
  const t = useT();
  const row =
    "flex h-12 w-full items-center gap-3 rounded-xl px-3 text-[15px] font-medium transition-colors hover:bg-muted";
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="gap-0">
        <SheetHeader className="border-b border-border bg-accent/60 pt-[calc(env(safe-area-inset-top)+1.25rem)]">
          <div className="flex items-center gap-3">
            <Logo className="size-10" />
            <div className="min-w-0">
              <SheetTitle className="truncate">{clubName}</SheetTitle>
              <SheetDescription>{t("nav.since")}</SheetDescription>
            </div>
          </div>
        </SheetHeader>
        <nav aria-label={t("nav.menu")} className="p-3">
          <ul className="space-y-1">
            {MENU_LINKS.map((l) => {
              const active = isActive(l.href, path);
              const Icon = l.icon;
              return (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    aria-current={active ? "page" : undefined}
                    onClick={() => onOpenChange(false)}
                    className={cn(row, active ? "bg-accent text-primary" : "text-foreground")}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                    {t(l.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto space-y-1 border-t border-border p-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)]">
          {/* The phone has no footer: the notice is reachable from here. */}
          <Link
            href={paths.privacy}
            aria-current={isActive(paths.privacy, path) ? "page" : undefined}
            onClick={() => onOpenChange(false)}
            className={cn(row, "text-foreground")}
          >
            <ShieldCheckIcon className="size-5" aria-hidden="true" />
            {t("footer.privacy")}
          </Link>
          <button
            type="button"
            className={row}
            onClick={() => {
              onOpenChange(false);
              void shareApp(clubName);
            }}
          >
            <Share2Icon className="size-5" aria-hidden="true" />
            {t("nav.share")}
          </button>
          <button type="button" className={row} onClick={reloadPage}>
            <RotateCwIcon className="size-5" aria-hidden="true" />
            {t("nav.refresh")}
          </button>
          <LanguageSwitcher className="gap-1 px-1 pt-1" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
