// /member (spec 1 §2 "Member dashboard"). Signed out: the Member Access
// card, whose button opens the login dialog. Signed in: a welcome header
// with Logout and the tabs Dashboard, Flights, Membership.
import { AfterFirstCommit } from "@/shared/hooks/useHydrated";
import { CalendarDaysIcon, IdCardIcon, LayoutDashboardIcon, LockKeyholeIcon, LogOutIcon, UsersIcon } from "lucide-react";
import { Suspense, useDeferredValue, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/shared/ui/card";
import { Skeleton } from "@/shared/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/shared/ui/tabs";
import { useLoginDialog } from "@/features/auth/components/LoginDialogContext";
import { DashboardTab } from "@/features/registrations/components/DashboardTab";
import { NotificationBell } from "@/features/notifications/components/NotificationBell";
import { CalendarFeedCard } from "@/features/calendar/CalendarFeedCard";
import { PushSettingsCard } from "@/features/push/components/PushSettingsCard";
import { SavedDataNotice } from "@/features/registrations/components/SavedDataNotice";
import { greetingName, useAuth } from "@/features/auth/api/auth";
import { useLogout } from "@/features/auth/api/authActions";
import type { MemberProfile } from "@/shared/lib/types";
import { usePageMeta } from "@/features/settings/usePageMeta";
import { PAGE_META } from "@/features/settings/pageMeta";
import { paths } from "@/shared/lib/paths";
import { doneHydrating, isHydrating } from "@/shared/lib/hydration";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { lazyNamed, useIdlePreload } from "@/shared/lib/lazy";
import { MyRoundsCard, ScorecardTodayCard } from "@/features/scoring";
import { MyWaitlistsCard } from "@/features/waitlist";

// The Flights and Membership tabs are chunks of their own: the dashboard's
// first view (the Dashboard tab) draws without them, and they are fetched
// once the browser is idle, or at once when their tab opens first.
const loadFlightsTab = () => import("@/features/registrations/components/MemberFlightsTab");
const MemberFlightsTab = lazyNamed(loadFlightsTab, "MemberFlightsTab");
const loadMembershipTab = () => import("@/features/members/components/MembershipTabContent");
const MembershipTabContent = lazyNamed(loadMembershipTab, "MembershipTabContent");
const loadOtherTabs = () => Promise.all([loadFlightsTab(), loadMembershipTab()]);

export default function MemberDashboardPage() {
  const auth = useAuth();
  // The signed-in dashboard is the page's largest render. Deferred, it
  // follows the session's answer as a transition, which React renders in
  // slices of a few milliseconds: as an urgent update it was one task of
  // ~200 ms on a phone's CPU (Lighthouse's TBT, docs/decisions/036-home-prerendered.md).
  // The page mounts with the skeleton (the initial values) for the same
  // reason: it mounts in the render the session's answer starts, which
  // React runs at once, and the dashboard then followed in that one task.
  // Hydrated from the server's HTML (docs/decisions/053-member-dashboard-prerendered.md),
  // it mounts with what that HTML holds: the member's dashboard, whose
  // session main.tsx has in hand before it hydrates.
  const [hydrating] = useState(() => isHydrating(paths.member));
  useEffect(doneHydrating, []);
  const member = useDeferredValue(auth.member, hydrating ? auth.member : null);
  const isLoading = useDeferredValue(auth.isLoading, hydrating ? auth.isLoading : true);
  // Its own title, not the one of the page the member came from.
  usePageMeta(PAGE_META.member);
  if (isLoading) return <DashboardSkeleton />;
  if (!member) return <MemberAccess />;
  return <SignedIn member={member} />;
}

const TABS = ["dashboard", "flights", "membership"] as const;
type Tab = (typeof TABS)[number];

/** The tab named by ?tab= (a push for a flight change links to ?tab=flights). */
export function tabFromSearch(search: string): Tab {
  const t = new URLSearchParams(search).get("tab");
  return (TABS as readonly string[]).includes(t ?? "") ? (t as Tab) : "dashboard";
}

function SignedIn({ member }: { member: MemberProfile }) {
  const t = useT();
  const logout = useLogout();
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(search);
  useIdlePreload(loadOtherTabs);
  // The tab lives in the URL, so a link or push can open it and Back returns to the last one.
  const onTab = (next: string) => navigate(next === "dashboard" ? paths.member : `${paths.member}?tab=${next}`, { replace: true });
  // A tab opens on a click too, not only on Radix's mousedown: a tap made
  // while the page hydrates reaches it as the click boot.ts replays.
  const openOnClick = (next: Tab) => () => next !== tab && onTab(next);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-6 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">{t("home.dashboard")}</p>
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {t("dash.welcomeBack", { name: greetingName(member) })}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {member.membershipNumber ? t("dash.membershipId", { number: member.membershipNumber }) : t("dash.guest")}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <NotificationBell member={member} />
          <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending} className="max-sm:px-3">
            <LogOutIcon aria-hidden="true" />
            {logout.isPending ? t("dash.loggingOut") : t("dash.logout")}
          </Button>
        </div>
      </header>

      <SavedDataNotice memberId={member.id} />

      <Tabs value={tab} onValueChange={onTab} className="min-w-0">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="dashboard" className="px-2 sm:px-5" onClick={openOnClick("dashboard")}>
            <LayoutDashboardIcon aria-hidden="true" className="max-[359px]:hidden" />
            {t("dash.tab.dashboard")}
          </TabsTrigger>
          <TabsTrigger value="flights" className="px-2 sm:px-5" onClick={openOnClick("flights")}>
            <UsersIcon aria-hidden="true" className="max-[359px]:hidden" />
            {t("dash.tab.flights")}
          </TabsTrigger>
          <TabsTrigger value="membership" className="px-2 sm:px-5" onClick={openOnClick("membership")}>
            <IdCardIcon aria-hidden="true" className="max-[359px]:hidden" />
            {t("dash.tab.membership")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard" className="grid gap-4">
          {/* The tab's content commits after the header and the tabs, and
              the cards below the first screen after it, so that no one
              commit (with its effects: each card's queries start there)
              is a long task. The tab panel's first commit makes the
              browser work out the page's styles at once (Radix's
              Presence reads its animation), which with the whole tab in
              it took most of that commit. */}
          <AfterFirstCommit fallback={<TabLoading />}>
            <ScorecardTodayCard />
            <DashboardTab member={member} />
            <AfterFirstCommit>
              <MyWaitlistsCard />
              <MyRoundsCard />
              <CalendarFeedCard />
              {member.phone && <PushSettingsCard />}
            </AfterFirstCommit>
          </AfterFirstCommit>
        </TabsContent>
        <TabsContent value="flights">
          <Suspense fallback={<TabLoading />}>
            <MemberFlightsTab member={member} />
          </Suspense>
        </TabsContent>
        <TabsContent value="membership" className="grid gap-4">
          <Suspense fallback={<TabLoading />}>
            <MembershipTabContent member={member} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function MemberAccess() {
  const t = useT();
  const { openLogin } = useLoginDialog();
  const perks: { icon: typeof CalendarDaysIcon; text: MessageId }[] = [
    { icon: CalendarDaysIcon, text: "dash.perk.registrations" },
    { icon: UsersIcon, text: "dash.perk.flights" },
    { icon: IdCardIcon, text: "dash.perk.membership" },
  ];
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="text-center">
        <CardHeader className="items-center">
          <div className="mb-1 flex size-14 items-center justify-center rounded-full bg-accent text-primary">
            <LockKeyholeIcon className="size-7" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("auth.memberAccess")}</h1>
          <CardDescription>{t("dash.accessText")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ul className="grid gap-2.5 text-left text-sm">
            {perks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 rounded-xl bg-muted/70 px-3 py-2.5">
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {t(text)}
              </li>
            ))}
          </ul>
          <Button size="lg" className="w-full" onClick={() => openLogin()}>
            {t("home.login")}
          </Button>
          <p className="text-sm text-muted-foreground">
            {t("dash.newToClub")}{" "}
            <Link href={paths.memberRegister} className="tap-inline font-semibold text-primary underline-offset-4 hover:underline">
              {t("dash.createAccount")}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/** A lazily loaded tab's place while its chunk arrives. */
function TabLoading() {
  const t = useT();
  return (
    <div role="status" className="grid gap-4" aria-busy="true" aria-label={t("dash.loadingTab")}>
      <Skeleton className="h-40" />
      <Skeleton className="h-28" />
    </div>
  );
}

function DashboardSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10" aria-busy="true" aria-label={t("dash.loadingDashboard")}>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-2 h-8 w-72 max-w-full" />
      <Skeleton className="mt-6 h-11 w-80 max-w-full" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    </div>
  );
}
