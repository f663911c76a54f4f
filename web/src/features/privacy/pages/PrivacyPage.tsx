// /privacy: the club's PDPA 2010 privacy notice, public, in English and
// Bahasa Melayu (linked from the footer and the sign-up form).
import { Card, CardContent } from "@/shared/ui/card";
import { PageContainer } from "@/shared/ui/PageContainer";
import { PrivacyNotice } from "@/features/privacy/components/PrivacyNotice";
import { translatedMeta, usePageMeta } from "@/features/settings";
import { paths } from "@/shared/lib/paths";

// Here rather than in PAGE_META, which the home page's script carries.
const META = translatedMeta("title.privacy", "title.privacyText", {
  keywords: "privacy notice, PDPA 2010, notis privasi, golf club",
  path: paths.privacy,
});

export default function PrivacyPage() {
  usePageMeta(META);
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
