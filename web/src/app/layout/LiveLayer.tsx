// Everything live that sits above the pages, mounted once in the app shell:
// the celebration overlay, the new-notification banner (members), the
// installed-app push prompt and push-click navigation. The overlay and the
// member parts are chunks of their own: the overlay is fetched when the
// browser is idle (or by the first celebration), the member parts only for
// a signed-in member.
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { readLocalProfile, useAuth } from "@/features/auth";
import { useServiceWorkerNavigation } from "@/features/push/useServiceWorkerNavigation";
import { lazyNamed, preload, useIdlePreload, withLazyBase } from "@/shared/lib/lazy";
import { useRealtimeContext } from "@/features/realtime";

const loadCelebrations = () => import("@/features/realtime/CelebrationOverlay");
const CelebrationHost = lazyNamed(loadCelebrations, "CelebrationHost");
const loadMemberLive = () => import("../MemberLive");
const MemberLive = lazyNamed(loadMemberLive, "MemberLive");

export function LiveLayer({ bannerClassName }: { bannerClassName?: string }) {
  const { member } = useAuth();
  const [, navigate] = useLocation();
  useServiceWorkerNavigation(navigate);
  useIdlePreload(loadCelebrations);
  // Whoever was signed in on this browser last time most likely still is:
  // their banner's chunk is fetched alongside the session check, not after
  // it, so a notification that arrives early is not kept waiting.
  useEffect(() => {
    if (readLocalProfile()) preload(withLazyBase(loadMemberLive));
  }, []);
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
