// Who is registering: the signed-in member's name, phone and member ID.
import { IdCardIcon, PhoneIcon, UserIcon } from "lucide-react";
import type { MemberProfile } from "@/lib/types";
import { formatPhone } from "@/lib/format";

export function RegisteringAs({ member }: { member: MemberProfile }) {
  const number = member.membershipNumber?.trim();
  return (
    <section aria-label="Registering as" className="rounded-2xl border border-border p-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Registering as</h3>
      <dl className="mt-2 grid gap-1.5 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <UserIcon className="size-4 text-primary" aria-hidden="true" />
          <dt className="sr-only">Name</dt>
          <dd className="min-w-0 truncate font-semibold">{member.name}</dd>
        </div>
        <div className="flex items-center gap-2">
          <PhoneIcon className="size-4 text-primary" aria-hidden="true" />
          <dt className="sr-only">Phone</dt>
          <dd>{formatPhone(member.phone)}</dd>
        </div>
        {number && (
          <div className="flex items-center gap-2">
            <IdCardIcon className="size-4 text-primary" aria-hidden="true" />
            <dt className="sr-only">Member ID</dt>
            <dd>{number}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
