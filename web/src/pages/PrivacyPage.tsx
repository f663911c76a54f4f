// /privacy: the club's PDPA 2010 privacy notice, public, in English and
// Bahasa Melayu (linked from the footer and the sign-up form).
import { Card, CardContent } from "@/components/ui/card";
import { PageContainer } from "@/components/layout/PageContainer";
import { PrivacyNotice } from "@/features/privacy/components/PrivacyNotice";

export default function PrivacyPage() {
  return (
    <PageContainer className="max-w-3xl py-8">
      <Card>
        <CardContent className="pt-6">
          <PrivacyNotice headingLevel={1} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
