// The admin's settings tab: the club's settings, then the signed-in
// admin's two-factor sign-in, which belongs to the account (features/auth).
import SettingsTab from "@/features/settings/admin/SettingsTab";
import { TwoFactorSection } from "@/features/auth/admin/TwoFactorSection";

export default function SettingsPanel() {
  return <SettingsTab security={<TwoFactorSection />} />;
}
