import { Link } from "wouter";
import { RotateCwIcon } from "lucide-react";
import { cn } from "@/shared/lib/utils";
import { TAB_LINKS, isActive, reloadPage } from "./nav";
import { useT } from "@/shared/i18n/i18n";

const item =
  "flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg py-1.5 text-[10px] leading-tight tracking-[-0.01em] max-[359px]:text-[9px] font-medium transition-colors";

export function MobileTabBar({ path }: { path: string }) {
  const t = useT();
  return (
    <nav
      aria-label={t("nav.tabs")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 backdrop-blur pb-safe shadow-[0_-4px_16px_-8px_rgba(15,31,20,0.15)]"
    >
      <ul className="flex h-16 items-stretch px-0.5">
        {TAB_LINKS.map((l) => {
          const active = isActive(l.href, path);
          const Icon = l.icon;
          return (
            <li key={l.href} className="flex min-w-0 flex-1">
              <Link
                href={l.href}
                aria-current={active ? "page" : undefined}
                className={cn(item, active ? "text-primary" : "text-muted-foreground")}
              >
                <span
                  className={cn(
                    "flex h-7 w-10 items-center justify-center rounded-full transition-colors",
                    active && "bg-accent",
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" strokeWidth={active ? 2.4 : 2} />
                </span>
                <span className="max-w-full truncate">{t(l.label)}</span>
              </Link>
            </li>
          );
        })}
        <li className="flex min-w-0 flex-1">
          <button type="button" onClick={reloadPage} className={cn(item, "text-muted-foreground")}>
            <span className="flex h-7 w-10 items-center justify-center">
              <RotateCwIcon className="size-5" aria-hidden="true" />
            </span>
            <span className="max-w-full truncate">{t("nav.refresh")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
