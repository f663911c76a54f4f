// Placeholder: the member dashboard tab is built with the member-area work.
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { MemberProfile } from "@/lib/types";

export function DashboardTab(_props: { member: MemberProfile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dashboard</CardTitle>
        <CardDescription>This section is coming soon.</CardDescription>
      </CardHeader>
    </Card>
  );
}
