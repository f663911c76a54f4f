// /admin/dashboard (spec 2 §2): verifies the admin session on load (any
// failure → /admin/login), a compact header with the welcome line, a real
// Online/Offline indicator and Logout, and the tabs. The selected tab lives
// in the URL (?tab=members) so a reload or a shared link keeps it. Each
// tab mounts only while selected, so it loads its data when first opened.
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { LanguageSwitcher } from "@/features/auth/components/LanguageSwitcher";
import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { Link, useLocation, useSearch } from "wouter";
import {
  BarChart3Icon,
  CalendarDaysIcon,
  ClipboardListIcon,
  ExternalLinkIcon,
  FileTextIcon,
  FlagIcon,
  LogOutIcon,
  MailIcon,
  SettingsIcon,
  TrendingUpIcon,
  UsersIcon,
  WalletIcon,
} from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/shared/ui/tabs";
import { toast } from "@/shared/ui/use-toast";
import { useIsMobile } from "@/shared/hooks/useIsMobile";
import { useOnlineStatus } from "@/shared/hooks/useOnlineStatus";
import { errorMessage } from "@/shared/lib/errorMessage";
import { cn } from "@/shared/lib/utils";
import { AdminLoading } from "@/shared/ui/admin/AdminLoading";
import { useAdminStats } from "@/features/overview/api/adminStats";
import { useAdminLogout, useAdminSession } from "@/features/auth/api/adminSession";
import OverviewTab from "@/features/overview/admin/OverviewTab";
import { adminPaths } from "@/shared/lib/adminPaths";

const MembersTab = lazy(() => import("@/features/members/admin/MembersTab"));
const EventsTab = lazy(() => import("@/features/events/admin/EventsTab"));
const RegistrationsTab = lazy(() => import("@/features/registrations/admin/RegistrationsTab"));
const FlightsTab = lazy(() => import("@/features/flights/admin/FlightsTab"));
const PaymentsTab = lazy(() => import("@/features/payments/admin/PaymentsTab"));
const ContentTab = lazy(() => import("@/features/content/admin/ContentTab"));
const MessagesTab = lazy(() => import("@/features/content/admin/MessagesTab"));
const InsightsTab = lazy(() => import("@/features/analytics/admin/InsightsTab"));
const SettingsPanel = lazy(() => import("./SettingsPanel"));

export const ADMIN_TABS = [
  { value: "overview", label: "admin.nav.overview", icon: BarChart3Icon },
  { value: "members", label: "admin.nav.members", icon: UsersIcon },
  { value: "events", label: "admin.nav.events", icon: CalendarDaysIcon },
  { value: "registrations", label: "admin.nav.registrations", icon: ClipboardListIcon },
  { value: "flights", label: "admin.nav.flights", icon: FlagIcon },
  { value: "payments", label: "admin.nav.payments", icon: WalletIcon },
  { value: "content", label: "admin.nav.content", icon: FileTextIcon },
  { value: "messages", label: "admin.nav.messages", icon: MailIcon },
  { value: "insights", label: "admin.nav.insights", icon: TrendingUpIcon },
  { value: "settings", label: "admin.nav.settings", icon: SettingsIcon },
] as const satisfies readonly { value: string; label: MessageId; icon: unknown }[];

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

const PANELS: Record<Exclude<AdminTab, "overview">, ComponentType> = {
  members: MembersTab,
  events: EventsTab,
  registrations: RegistrationsTab,
  flights: FlightsTab,
  payments: PaymentsTab,
  content: ContentTab,
  messages: MessagesTab,
  insights: InsightsTab,
  settings: SettingsPanel,
};

export function tabFromSearch(search: string): AdminTab {
  const t = new URLSearchParams(search).get("tab");
  return ADMIN_TABS.some((x) => x.value === t) ? (t as AdminTab) : "overview";
}

export default function AdminDashboard() {
  const session = useAdminSession();
  const [, navigate] = useLocation();
  const signedOut = !session.isLoading && !session.data;
  // The club requires two-factor sign-in and this admin has not set it up:
  // every admin call would answer 403, so setup comes first.
  const mustEnrol = !!session.data?.twoFactorSetupRequired;

  useEffect(() => {
    if (signedOut) navigate(adminPaths.login, { replace: true });
    else if (mustEnrol) navigate(adminPaths.twoFactorSetup, { replace: true });
  }, [signedOut, mustEnrol, navigate]);

  const t = useT();
  const title = t("admin.pageTitle");
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!session.data || mustEnrol) return <AdminLoading />;
  return <Dashboard username={session.data.username} />;
}

function Dashboard({ username }: { username: string }) {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const isMobile = useIsMobile();
  const tab = tabFromSearch(search);
  const listRef = useRef<HTMLDivElement>(null);
  const stats = useAdminStats();
  const unread = stats.data?.unreadMessages.value ?? 0;
  // What waits on the Members tab: sign-ups to approve and deletion requests.
  const memberTasks = (stats.data?.queue.membershipRequests ?? 0) + (stats.data?.queue.deletionRequests.pending ?? 0);

  const setTab = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === "overview") params.delete("tab");
    else params.set("tab", next);
    const q = params.toString();
    navigate(adminPaths.dashboardWith(q), { replace: true });
  };

  // Keep the selected tab visible in the sideways-scrolling list on phones.
  useEffect(() => {
    const el = listRef.current?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    el?.scrollIntoView?.({ block: "nearest", inline: "center", behavior: "smooth" });
  }, [tab]);

  return (
    <div className="min-h-dvh bg-background">
      <AdminHeader username={username} />
      <Tabs value={tab} onValueChange={setTab} className="gap-0">
        <div
          className={cn(
            "sticky z-30 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80",
            isMobile ? "top-[calc(env(safe-area-inset-top)+3.5rem)]" : "top-0",
          )}
        >
          <div className="mx-auto max-w-7xl px-3 py-2 sm:px-6">
            <TabsList
              ref={listRef}
              aria-label={t("admin.nav.sections")}
              className="h-11 w-full sm:w-fit"
              listClassName="justify-start [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
            >
              {ADMIN_TABS.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value} data-tab={value} className="flex-none px-3">
                  <Icon aria-hidden="true" />
                  {t(label)}
                  {value === "messages" && unread > 0 && (
                    <span
                      className="ml-0.5 rounded-full bg-destructive px-1.5 text-[11px] leading-5 font-semibold text-destructive-foreground"
                      aria-label={t("admin.nav.unread", { count: unread })}
                    >
                      {unread > 99 ? "99+" : unread}
                    </span>
                  )}
                  {value === "members" && memberTasks > 0 && (
                    <span
                      className="ml-0.5 rounded-full bg-destructive px-1.5 text-[11px] leading-5 font-semibold text-destructive-foreground"
                      aria-label={t("admin.nav.memberTasks", { count: memberTasks })}
                      data-testid="members-tab-badge"
                    >
                      {memberTasks > 99 ? "99+" : memberTasks}
                    </span>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
        </div>
        <div className="mx-auto w-full max-w-7xl px-3 py-4 sm:px-6 sm:py-6">
          <TabsContent value="overview">
            <OverviewTab onOpenTab={setTab} />
          </TabsContent>
          {(Object.keys(PANELS) as (keyof typeof PANELS)[]).map((key) => {
            const Panel = PANELS[key];
            return (
              <TabsContent key={key} value={key}>
                <Suspense fallback={<AdminLoading label={t("admin.common.loading")} />}>
                  <Panel />
                </Suspense>
              </TabsContent>
            );
          })}
        </div>
      </Tabs>
    </div>
  );
}

function AdminHeader({ username }: { username: string }) {
  const t = useT();
  const isMobile = useIsMobile();
  const [, navigate] = useLocation();
  const { online } = useOnlineStatus();
  const logout = useAdminLogout();
  const doLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t("admin.nav.loggedOut"), description: t("admin.nav.loggedOutText") });
        navigate(adminPaths.login, { replace: true });
      },
      onError: (err) => toast({ title: t("admin.nav.logoutFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" }),
    });

  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-3 sm:px-6">
        <img src="/icons/icon.svg" alt="" className="hidden size-9 rounded-lg sm:block" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold sm:text-lg">{t("admin.nav.welcome", { username })}</h1>
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5" role="status" aria-live="polite" data-testid="online-indicator">
              <span
                className={cn("size-2 rounded-full", online ? "bg-success" : "bg-destructive")}
                aria-hidden="true"
              />
              {online ? t("admin.nav.online") : t("admin.nav.offline")}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span className="hidden sm:inline">{t("admin.nav.clubAdmin")}</span>
          </div>
        </div>
        {/* On phones the app's own header (with its language toggle) stays above. */}
        {!isMobile && <LanguageSwitcher />}
        <Button variant="ghost" size="sm" asChild className="hidden sm:inline-flex">
          <Link href={adminPaths.site}>
            <ExternalLinkIcon aria-hidden="true" />
            {t("admin.nav.viewSite")}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={doLogout} disabled={logout.isPending}>
          <LogOutIcon aria-hidden="true" />
          {logout.isPending ? t("admin.nav.signingOut") : t("admin.nav.logout")}
        </Button>
      </div>
    </header>
  );
}
