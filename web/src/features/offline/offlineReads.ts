// The query functions of the member's own registrations and flights: a live
// answer is saved for offline use, and when the network is missing the
// saved copy of the signed-in member answers instead (see memberSnapshot).
import { ApiError, api } from "@/shared/lib/api";
import { readLocalProfile } from "@/features/auth";
import { clearMemberSnapshot, markShownFromSnapshot, readSnapshot, saveSnapshot, type SnapshotKind, type SnapshotParts } from "./memberSnapshot";

export function savedRead<K extends SnapshotKind>(url: string, kind: K): () => Promise<SnapshotParts[K]> {
  return async () => {
    const memberId = readLocalProfile()?.id;
    try {
      const data = await api.get<SnapshotParts[K]>(url);
      if (typeof memberId === "number" && Array.isArray(data)) saveSnapshot(memberId, kind, data);
      markShownFromSnapshot(kind, null);
      return data;
    } catch (err) {
      if (err instanceof ApiError) {
        // The server answered: no copy stands in for a real answer, and
        // "no session" means the copy must go.
        if (err.status === 401 || err.status === 403) clearMemberSnapshot();
        throw err;
      }
      const saved = typeof memberId === "number" ? readSnapshot(memberId, kind) : null;
      if (!saved) throw err;
      markShownFromSnapshot(kind, saved.savedAt);
      return saved.data;
    }
  };
}
