// Everything live that sits above the pages, mounted once in the app shell:
// the celebration overlay, the new-notification banner (members), the
// installed-app push prompt and push-click navigation.
import { useLocation } from "wouter";
import { useAuth } from "@/features/auth/api/auth";
import { NotificationBanner } from "@/features/notifications/components/NotificationBanner";
import { usePushPrompt, useServiceWorkerNavigation } from "@/features/push/usePush";
import { CelebrationHost } from "./CelebrationOverlay";

export function LiveLayer({ bannerClassName }: { bannerClassName?: string }) {
  const { member } = useAuth();
  const [, navigate] = useLocation();
  usePushPrompt(member !== null);
  useServiceWorkerNavigation(navigate);
  return (
    <>
      <CelebrationHost />
      {member && <NotificationBanner className={bannerClassName} />}
    </>
  );
}
