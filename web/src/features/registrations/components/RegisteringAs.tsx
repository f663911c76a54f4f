// Who is registering: the signed-in member's name, phone and member ID.
import { IdCardIcon, PhoneIcon, UserIcon } from "lucide-react";
import type { MemberProfile } from "@/shared/lib/types";
import { formatPhone } from "@/shared/lib/format";
import { useT } from "@/shared/i18n/i18n";

export function RegisteringAs({ member }: { member: MemberProfile }) {
  const t = useT();
  const number = member.membershipNumber?.trim();
  return (
    <section aria-label={t("reg.registeringAs")} className="rounded-2xl border border-border p-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("reg.registeringAs")}</h3>
      <dl className="mt-2 grid gap-1.5 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <UserIcon className="size-4 text-primary" aria-hidden="true" />
          <dt className="sr-only">{t("reg.name")}</dt>
          <dd className="min-w-0 truncate font-semibold">{member.name}</dd>
        </div>
        <div className="flex items-center gap-2">
          <PhoneIcon className="size-4 text-primary" aria-hidden="true" />
          <dt className="sr-only">{t("reg.phone")}</dt>
          <dd>{formatPhone(member.phone)}</dd>
        </div>
        {number && (
          <div className="flex items-center gap-2">
            <IdCardIcon className="size-4 text-primary" aria-hidden="true" />
            <dt className="sr-only">{t("dash.stat.memberId")}</dt>
            <dd>{number}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
