// Membership tab of /member (spec 1 §2): the member's details, status and
// benefits. A membership number means member rates ('Active Member');
// without one the member has 'Guest Access' and is pointed to the admin.
// Signing up gives everyone a number, so the paid VIP subscription is shown
// as its own status beside it, never as the way to get member rates.
import { Link } from "wouter";
import {
  BadgeCheckIcon,
  BellRingIcon,
  CalendarCheckIcon,
  CheckIcon,
  HourglassIcon,
  IdCardIcon,
  LayoutDashboardIcon,
  MailIcon,
  PercentIcon,
  PhoneIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import type { MemberProfile } from "@/shared/lib/types";
import { paths } from "@/shared/lib/paths";
import { formatPhone } from "@/shared/lib/format";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { PreferredNameForm } from "./PreferredNameForm";
import { VipSubscriptionStatus } from "./VipSubscriptionStatus";

const BENEFITS: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: PercentIcon, title: "profile.b.rates", text: "profile.b.ratesText" },
  { icon: CalendarCheckIcon, title: "profile.b.priority", text: "profile.b.priorityText" },
  { icon: UsersIcon, title: "profile.b.flights", text: "profile.b.flightsText" },
  { icon: TrophyIcon, title: "profile.b.tournaments", text: "profile.b.tournamentsText" },
  { icon: LayoutDashboardIcon, title: "profile.b.dashboard", text: "profile.b.dashboardText" },
  { icon: BellRingIcon, title: "profile.b.push", text: "profile.b.pushText" },
];

function Detail({ icon: Icon, label, value, muted }: { icon: LucideIcon; label: string; value: string; muted: boolean }) {
  return (
    // dt/dd sit directly in this div (the only wrapper a dl allows), so the
    // icon is placed absolutely instead of in a flex row.
    <div className="relative min-h-[3.75rem] min-w-0 rounded-xl border border-border/70 p-3 pl-15">
      <span className="absolute top-3 left-3 flex size-9 items-center justify-center rounded-lg bg-accent text-primary" aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={muted ? "text-sm text-muted-foreground italic" : "text-sm font-semibold [overflow-wrap:anywhere]"}>{value}</dd>
    </div>
  );
}

export function MembershipTab({ member }: { member: MemberProfile }) {
  const t = useT();
  const number = member.membershipNumber?.trim() || "";
  const isMember = number !== "";
  const details: { icon: LucideIcon; label: string; value: string | null | undefined; empty: string }[] = [
    { icon: UserIcon, label: t("profile.name"), value: member.name, empty: t("profile.notSpecified") },
    { icon: PhoneIcon, label: t("profile.phone"), value: formatPhone(member.phone), empty: t("profile.notSpecified") },
    { icon: MailIcon, label: t("profile.email"), value: member.email, empty: t("profile.notSpecified") },
    { icon: IdCardIcon, label: t("profile.membershipId"), value: number, empty: t("profile.noMembershipId") },
  ];

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t("profile.details")}</CardTitle>
          <CardDescription>{t("profile.detailsText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {details.map((d) => (
              <Detail key={d.label} icon={d.icon} label={d.label} value={d.value?.trim() || d.empty} muted={!d.value?.trim()} />
            ))}
          </dl>
          <div className="mt-3">
            <PreferredNameForm member={member} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("profile.status")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {isMember ? (
            <div className="flex items-center gap-3 rounded-xl bg-accent p-4" data-testid="membership-status">
              <BadgeCheckIcon className="size-8 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <Badge variant="success">{t("profile.activeMember")}</Badge>
                <p className="mt-1 text-sm text-accent-foreground">{t("profile.eligible")}</p>
              </div>
            </div>
          ) : member.membershipPending ? (
            <div className="flex items-center gap-3 rounded-xl bg-sand p-4 text-sand-foreground" data-testid="membership-status">
              <HourglassIcon className="size-8 shrink-0" aria-hidden="true" />
              <div>
                <Badge variant="sand">{t("profile.pending")}</Badge>
                <p className="mt-1 text-sm">{t("profile.pendingText")}</p>
              </div>
            </div>
          ) : (
            <>
              <div className="flex items-center gap-3 rounded-xl bg-muted p-4" data-testid="membership-status">
                <UserIcon className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div>
                  <Badge variant="sand">{t("profile.guest")}</Badge>
                  <p className="mt-1 text-sm text-muted-foreground">{t("profile.contactForMembership")}</p>
                </div>
              </div>
              <div className="rounded-xl border border-gold/40 bg-sand p-4 text-sand-foreground">
                <h4 className="font-semibold">{t("profile.needId")}</h4>
                <p className="mt-1 text-sm">{t("profile.needIdText")}</p>
                <Button asChild size="sm" className="mt-3">
                  <Link href={paths.contact}>{t("profile.contactAdmin")}</Link>
                </Button>
              </div>
            </>
          )}
          <VipSubscriptionStatus member={member} />
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t("profile.benefits")}</CardTitle>
          <CardDescription>
            {isMember ? t("profile.benefitsIncluded") : t("profile.benefitsWithId")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div>
                  <p className="flex items-center gap-1 text-sm font-semibold">
                    {t(title)}
                    {isMember && <CheckIcon className="size-3.5 text-success" aria-label={t("profile.included")} />}
                  </p>
                  <p className="text-sm text-muted-foreground">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
