// The live parts only a signed-in member has: the new-notification banner
// and the installed-app push prompt. A chunk of its own, loaded only once a
// member is signed in, so visitors never download it.
import { NotificationBanner } from "@/features/notifications/components/NotificationBanner";
import { usePushPrompt } from "@/features/push/usePush";
import { useEffect } from "react";

// Scores typed with no signal go out when the app opens and when the
// connection returns, whichever page the member is on; the queue's code is
// fetched only then.
function useScoreQueue() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import("@/features/scoring/offline/sync")
      .then((m) => {
        if (!gone) stop = m.startScoreSync();
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
}

export function MemberLive({ bannerClassName }: { bannerClassName?: string }) {
  usePushPrompt(true);
  useScoreQueue();
  return <NotificationBanner className={bannerClassName} />;
}
