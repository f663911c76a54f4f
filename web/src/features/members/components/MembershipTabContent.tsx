// The dashboard's Membership tab: the member's details, notification
// choices and personal data. A chunk of its own, loaded when the tab opens
// (or once the browser is idle), so the dashboard's first view does not
// wait for its forms.
import { MembershipTab } from "@/features/members/components/MembershipTab";
import { NotificationPreferencesCard } from "@/features/notifications";
import { MyDataCard } from "@/features/privacy";
import { HandicapCard } from "@/features/scoring";
import type { MemberProfile } from "@/shared/lib/types";

export function MembershipTabContent({ member }: { member: MemberProfile }) {
  return (
    <>
      <MembershipTab member={member} />
      <HandicapCard />
      <NotificationPreferencesCard />
      <MyDataCard />
    </>
  );
}
