// Everything live that sits above the pages, mounted once in the app shell:
// the celebration overlay, the new-notification banner (members), the
// installed-app push prompt and push-click navigation. The overlay and the
// member parts are chunks of their own: the overlay is fetched when the
// browser is idle (or by the first celebration), the member parts only for
// a signed-in member.
import { Suspense, useState } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/features/auth/api/auth";
import { useServiceWorkerNavigation } from "@/features/push/useServiceWorkerNavigation";
import { lazyNamed, useIdlePreload } from "@/lib/lazy";
import { useRealtimeContext } from "./RealtimeContext";

const loadCelebrations = () => import("./CelebrationOverlay");
const CelebrationHost = lazyNamed(loadCelebrations, "CelebrationHost");
const MemberLive = lazyNamed(() => import("./MemberLive"), "MemberLive");

export function LiveLayer({ bannerClassName }: { bannerClassName?: string }) {
  const { member } = useAuth();
  const [, navigate] = useLocation();
  useServiceWorkerNavigation(navigate);
  useIdlePreload(loadCelebrations);
  // Mounted from the first celebration on; it then runs the queue itself.
  const queued = useRealtimeContext().celebrations.length > 0;
  const [celebrated, setCelebrated] = useState(false);
  if (queued && !celebrated) setCelebrated(true);
  return (
    <>
      {celebrated && (
        <Suspense fallback={null}>
          <CelebrationHost />
        </Suspense>
      )}
      {member && (
        <Suspense fallback={null}>
          <MemberLive bannerClassName={bannerClassName} />
        </Suspense>
      )}
    </>
  );
}
