// Tells the member that the dashboard shows the copy saved on this device
// (offline, or the server out of reach), from when, and that actions which
// need the network wait until the connection is back.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CloudOffIcon } from "lucide-react";
import { MEMBER_FLIGHTS_KEY } from "@/features/flights";
import { MEMBER_REGISTRATIONS_KEY } from "@/features/registrations/api/registrations";
import { useOnlineStatus } from "@/shared/hooks/useOnlineStatus";
import { formatDateTime } from "@/shared/lib/format";
import { snapshotSavedAt, useShownFromSnapshot } from "@/features/offline";
import { t, useT } from "@/shared/i18n/i18n";


/** Whether actions that write to the server should be offered now. */
export function useNetworkActions(): { available: boolean; reason: string } {
  const { online } = useOnlineStatus();
  const shown = useShownFromSnapshot();
  const available = online && shown === null;
  return { available, reason: available ? "" : t("offline.needsConnection") };
}

export function SavedDataNotice({ memberId }: { memberId: number }) {
  const t = useT();
  const { online } = useOnlineStatus();
  const shownAt = useShownFromSnapshot();
  const queryClient = useQueryClient();
  // Back online while the saved copy is on screen: read the live answers.
  useEffect(() => {
    if (!online || shownAt === null) return;
    void queryClient.invalidateQueries({ queryKey: MEMBER_REGISTRATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: MEMBER_FLIGHTS_KEY });
  }, [online, shownAt, queryClient]);
  if (online && shownAt === null) return null;
  const savedAt = shownAt ?? snapshotSavedAt(memberId);
  return (
    <div
      role="status"
      data-testid="saved-data-notice"
      className="mb-5 flex items-start gap-3 rounded-xl border border-sand-foreground/20 bg-sand px-4 py-3 text-sm text-sand-foreground"
    >
      <CloudOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{online ? t("offline.unreachable") : t("offline.youreOffline")}</span>{" "}
        {savedAt ? t("offline.savedOn", { when: formatDateTime(savedAt) }) : t("offline.notSaved")} {t("offline.needsNetwork")}
      </p>
    </div>
  );
}
