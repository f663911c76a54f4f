import { ChevronLeftIcon, MenuIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/shared/ui/button";
import { Logo } from "./Logo";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";
import { LanguageToggle } from "@/features/auth/components/LanguageSwitcher";

export function MobileHeader({
  title,
  showBack,
  onMenu,
  onMenuIntent,
}: {
  title: string;
  showBack: boolean;
  onMenu: () => void;
  /** The menu is about to be opened (pointer over or on the button, focus): load it. */
  onMenuIntent?: () => void;
}) {
  const t = useT();
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-primary-dark text-white shadow-md pt-safe">
      <div className="flex h-14 items-center gap-1 px-2">
        {showBack ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("nav.back")}
            className="text-white hover:bg-white/10 hover:text-white"
            onClick={() => window.history.back()}
          >
            <ChevronLeftIcon className="size-6" />
          </Button>
        ) : (
          <Link href={paths.home} aria-label={t("nav.home")} className="ml-1 inline-flex size-11 items-center justify-center rounded-lg">
            <Logo className="size-8 ring-1 ring-white/20 rounded-[9px]" />
          </Link>
        )}
        {/* Not a heading: the page under it has its own h1, and two on a
            phone's page would give a screen reader two top headings. */}
        <p className="min-w-0 flex-1 truncate px-1 text-[17px] font-semibold tracking-tight">{title}</p>
        <LanguageToggle />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("nav.openMenu")}
          className="text-white hover:bg-white/10 hover:text-white"
          onClick={onMenu}
          onPointerEnter={onMenuIntent}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
        >
          <MenuIcon className="size-6" />
        </Button>
      </div>
    </header>
  );
}
