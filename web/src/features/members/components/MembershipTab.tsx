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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { MemberProfile } from "@/lib/types";
import { paths } from "@/paths";
import { formatPhone } from "@/lib/format";
import { PreferredNameForm } from "./PreferredNameForm";
import { VipSubscriptionStatus } from "./VipSubscriptionStatus";

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: PercentIcon, title: "Member-only rates", text: "Lower fees for tournaments and social events." },
  { icon: CalendarCheckIcon, title: "Priority event registration", text: "Secure your place before events fill up." },
  { icon: UsersIcon, title: "Flight arrangement preferences", text: "Tell us who you like to play with." },
  { icon: TrophyIcon, title: "Tournament eligibility", text: "Compete in club tournaments." },
  { icon: LayoutDashboardIcon, title: "Member dashboard access", text: "Registrations, flights and payments in one place." },
  { icon: BellRingIcon, title: "Push notifications", text: "Event updates straight to your phone." },
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
  const number = member.membershipNumber?.trim() || "";
  const isMember = number !== "";
  const details: { icon: LucideIcon; label: string; value: string | null | undefined; empty: string }[] = [
    { icon: UserIcon, label: "Name", value: member.name, empty: "Not specified" },
    { icon: PhoneIcon, label: "Phone", value: formatPhone(member.phone), empty: "Not specified" },
    { icon: MailIcon, label: "Email", value: member.email, empty: "Not specified" },
    { icon: IdCardIcon, label: "Membership ID", value: number, empty: "No membership ID assigned" },
  ];

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Membership Details</CardTitle>
          <CardDescription>Your profile as the club has it.</CardDescription>
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
          <CardTitle>Membership Status</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {isMember ? (
            <div className="flex items-center gap-3 rounded-xl bg-accent p-4" data-testid="membership-status">
              <BadgeCheckIcon className="size-8 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <Badge variant="success">Active Member</Badge>
                <p className="mt-1 text-sm text-accent-foreground">Eligible for member rates</p>
              </div>
            </div>
          ) : (
            <>
              <div className="flex items-center gap-3 rounded-xl bg-muted p-4" data-testid="membership-status">
                <UserIcon className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div>
                  <Badge variant="sand">Guest Access</Badge>
                  <p className="mt-1 text-sm text-muted-foreground">Contact admin for membership</p>
                </div>
              </div>
              <div className="rounded-xl border border-gold/40 bg-sand p-4 text-sand-foreground">
                <h4 className="font-semibold">Need a Membership ID?</h4>
                <p className="mt-1 text-sm">
                  A membership ID unlocks member rates for events. Ask the club admin to assign one to your account.
                </p>
                <Button asChild size="sm" className="mt-3">
                  <Link href={paths.contact}>Contact Admin</Link>
                </Button>
              </div>
            </>
          )}
          <VipSubscriptionStatus member={member} />
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Member Benefits</CardTitle>
          <CardDescription>
            {isMember ? "Everything included with your membership." : "What a membership ID gives you."}
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
                    {title}
                    {isMember && <CheckIcon className="size-3.5 text-success" aria-label="included" />}
                  </p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
