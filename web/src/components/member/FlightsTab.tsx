// Placeholder: the member flights tab is built with the member-area work.
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { MemberProfile } from "@/lib/types";

export function FlightsTab(_props: { member: MemberProfile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Flights</CardTitle>
        <CardDescription>This section is coming soon.</CardDescription>
      </CardHeader>
    </Card>
  );
}
