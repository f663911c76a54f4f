// The page frame (spec 1 §2 "Shell and layout"). Desktop: sticky top bar
// and footer. Mobile (under 768 px or a mobile user agent): fixed header
// with a route title, back button and side-sheet menu, a bottom tab bar and
// pull-to-refresh. The top bar, footer and tab bar are hidden under /admin.
import { Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useIsMobile } from "@/shared/hooks/useIsMobile";
import { AfterFirstCommit } from "@/shared/hooks/useHydrated";
import { SITE_NAME } from "@/features/settings/usePageMeta";
import { useSettings } from "@/features/settings/api/settings";
import { cn } from "@/shared/lib/utils";
import { DesktopHeader } from "./DesktopHeader";
import { MobileHeader } from "./MobileHeader";
import { MobileTabBar } from "./MobileTabBar";
import { OfflineBanner } from "./OfflineBanner";
import { LiveLayer } from "./LiveLayer";
import { isAdminPath, mobileTitle, reloadPage } from "./nav";
import { paths } from "@/shared/lib/paths";
import { lazyNamed, preload, useIdlePreload } from "@/shared/lib/lazy";
import { useT } from "@/shared/i18n/i18n";
import { useMemberLocale } from "@/features/auth/components/LanguageSwitcher";

// The side menu (a Radix sheet) is a chunk of its own: fetched when the
// browser is idle or the pointer reaches the menu button, so the first tap
// finds it loaded.
const loadMobileMenu = () => import("./MobileMenu");
const MobileMenu = lazyNamed(loadMobileMenu, "MobileMenu");
const preloadMobileMenu = () => preload(loadMobileMenu);
// Only one layout needs each of these, neither for the first paint: the
// footer (desktop, below the fold) and pull-to-refresh (phones, a gesture).
const Footer = lazyNamed(() => import("./Footer"), "Footer");
const PullToRefresh = lazyNamed(() => import("./PullToRefresh"), "PullToRefresh");

/** Mobile pull-to-refresh reloads the page after about 1.5 s (spec 1 §9). */
export const PULL_RELOAD_DELAY_MS = 1500;

/** A signed-in member's language, adopted when the session arrives; a
 *  component of its own so that arrival re-renders nothing else. */
function MemberLocale() {
  useMemberLocale();
  return null;
}

export function AppShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const t = useT();
  const isMobile = useIsMobile();
  const { data: settings } = useSettings();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so it can animate its own closing.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  useIdlePreload(isMobile ? loadMobileMenu : null);
  const admin = isAdminPath(path);
  const clubName = settings?.clubName?.trim() || SITE_NAME;

  // A new page starts at its top; the menu never stays open across pages.
  useEffect(() => {
    window.scrollTo(0, 0);
    setMenuOpen(false);
  }, [path]);

  const onRefresh = useCallback((): Promise<unknown> => {
    // Home refetches every cached query instead of reloading (spec 1 §2).
    if (path === paths.home) return queryClient.invalidateQueries();
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        reloadPage();
        resolve();
      }, PULL_RELOAD_DELAY_MS),
    );
  }, [path, queryClient]);

  const skip = (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
    >
      {t("nav.skip")}
    </a>
  );

  // One tree for both layouts, with <main> always in the same place, so
  // crossing the 768 px breakpoint (rotating a tablet, resizing) swaps the
  // chrome around the page without remounting the page and losing its state.
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      {skip}
      <MemberLocale />
      {isMobile ? (
        <MobileHeader
          title={mobileTitle(path, settings?.shortName)}
          showBack={path !== paths.home}
          onMenu={() => setMenuOpen(true)}
          onMenuIntent={preloadMobileMenu}
        />
      ) : null}
      {isMobile && menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} path={path} clubName={clubName} />
        </Suspense>
      ) : null}
      {!isMobile && !admin ? <DesktopHeader path={path} clubName={clubName} /> : null}
      <OfflineBanner className={isMobile ? "top-[calc(env(safe-area-inset-top)+3.5rem)]" : admin ? "top-0" : "top-16"} />
      {!admin ? <LiveLayer bannerClassName={isMobile ? "top-[calc(env(safe-area-inset-top)+3.5rem)]" : "top-16"} /> : null}
      {isMobile && !admin ? (
        <Suspense fallback={null}>
          <PullToRefresh onRefresh={onRefresh} />
        </Suspense>
      ) : null}
      <main
        id="main"
        className={cn(
          "flex-1",
          isMobile && "pt-[calc(env(safe-area-inset-top)+3.5rem)]",
          isMobile && !admin && "pb-[calc(env(safe-area-inset-bottom)+4rem)]",
        )}
      >
        {children}
      </main>
      {isMobile && !admin ? <MobileTabBar path={path} /> : null}
      {/* The footer shows the club's contact settings, which a prerendered
          page (web/scripts/prerender.mjs) does not know: it is left out of
          that HTML and added once the page has hydrated (below the fold
          either way). */}
      {!isMobile && !admin ? (
        <AfterFirstCommit>
          <Suspense fallback={null}>
            <Footer settings={settings} clubName={clubName} />
          </Suspense>
        </AfterFirstCommit>
      ) : null}
    </div>
  );
}
