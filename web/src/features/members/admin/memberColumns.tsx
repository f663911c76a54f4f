// The admin members list's columns (table and phone card) and its badges.
import { t, useT } from "@/shared/i18n/i18n";
import { MailIcon, PhoneIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { formatDate, formatIndex } from "@/shared/lib/format";
import type { AdminMember } from "@/features/members/types";
import { subscriptionBadge } from "./memberUtils";
import type { AdminColumn } from "@/shared/ui/admin/table/AdminTable";

const DASH = <span className="text-muted-foreground">—</span>;
const CONTACT_LINK = "inline-flex min-h-11 min-w-0 items-center gap-2 text-foreground hover:text-primary";

/** The columns; `_locale` only tells a caller's useMemo to rebuild them on a language switch. */
export function memberColumns(today: string, _locale?: string): AdminColumn<AdminMember>[] {
  return [
    { id: "name", header: t("admin.members.colName"), className: "font-medium", cell: (m) => m.name, card: "title" },
    {
      id: "phone",
      header: t("admin.members.colPhone"),
      className: "whitespace-nowrap tabular-nums",
      cell: (m) => m.phone,
      cardCell: (m) => (
        <a href={`tel:${m.phone}`} className={CONTACT_LINK}>
          <PhoneIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {m.phone}
        </a>
      ),
    },
    {
      id: "email",
      header: t("admin.members.colEmail"),
      className: "max-w-[16rem] truncate",
      cell: (m) => (m.email ? <span title={m.email}>{m.email}</span> : DASH),
      cardCell: (m) =>
        m.email ? (
          <a href={`mailto:${m.email}`} className={CONTACT_LINK}>
            <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="truncate">{m.email}</span>
          </a>
        ) : (
          DASH
        ),
    },
    {
      id: "number",
      header: t("admin.members.colNumber"),
      cell: (m) => m.membershipNumber || DASH,
      card: "subtitle",
      cardCell: (m) => (m.membershipNumber ? t("admin.members.memberNo", { number: m.membershipNumber }) : t("admin.members.noNumber")),
    },
    {
      id: "handicap",
      header: t("admin.members.colHandicap"),
      className: "whitespace-nowrap tabular-nums",
      cell: (m) => (m.handicapIndex == null ? DASH : formatIndex(m.handicapIndex)),
      card: "field",
    },
    { id: "status", header: t("admin.members.colStatus"), cell: (m) => <StatusBadge active={m.isActive} />, card: "aside" },
    { id: "subscription", header: t("admin.members.colSubscription"), cell: (m) => <SubscriptionCell member={m} today={today} /> },
  ];
}

function StatusBadge({ active }: { active: boolean }) {
  const t = useT();
  return active ? (
    <Badge variant="success">{t("admin.members.active")}</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      {t("admin.members.inactive")}
    </Badge>
  );
}

function ExpiryBadge({ expiry, today }: { expiry: string | null; today: string }) {
  useT();
  const b = subscriptionBadge(expiry, today);
  if (!b) return null;
  return b.tone === "expired" ? <Badge variant="destructive">{b.label}</Badge> : <Badge variant="sand">{b.label}</Badge>;
}

function SubscriptionCell({ member, today }: { member: AdminMember; today: string }) {
  const t = useT();
  if (!member.subscriptionExpiryDate) return DASH;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="whitespace-nowrap text-sm">{t("admin.members.until", { date: formatDate(member.subscriptionExpiryDate) })}</span>
      <ExpiryBadge expiry={member.subscriptionExpiryDate} today={today} />
    </div>
  );
}
