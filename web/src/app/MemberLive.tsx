// The live parts only a signed-in member has: the new-notification banner
// and the installed-app push prompt. A chunk of its own, loaded only once a
// member is signed in, so visitors never download it.
import { NotificationBanner } from "@/features/notifications/components/NotificationBanner";
import { usePushPrompt } from "@/features/push/usePush";

export function MemberLive({ bannerClassName }: { bannerClassName?: string }) {
  usePushPrompt(true);
  return <NotificationBanner className={bannerClassName} />;
}
