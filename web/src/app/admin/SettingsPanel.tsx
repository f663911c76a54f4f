// The admin's settings tab: the club's settings, the courses and the Order
// of Merit (the round of golf's settings), then the signed-in admin's
// two-factor sign-in, which belongs to the account (features/auth).
import SettingsTab from "@/features/settings/admin/SettingsTab";
import { TwoFactorSection } from "@/features/auth/admin/TwoFactorSection";
import { CoursesSection, MeritSettingsSection } from "@/features/scoring/admin";

export default function SettingsPanel() {
  return (
    <SettingsTab
      security={
        <>
          <CoursesSection />
          <MeritSettingsSection />
          <TwoFactorSection />
        </>
      }
    />
  );
}
