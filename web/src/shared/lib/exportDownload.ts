// File downloads for the admin exports (spreadsheets). The export
// endpoints need the admin cookie; like every download in the app they are
// fetched as a blob and saved (lib/download.ts), so a failure is a toast.
import { toast } from "@/shared/ui/use-toast";
import { filenameFromDisposition, saveBlob } from "@/shared/lib/download";
import { t, type MessageId } from "@/shared/i18n/i18n";

/** The failure toast's title of each export kind the tabs pass (one sentence each). */
const FAILED: Record<string, MessageId> = {
  members: "admin.export.failedMembers",
  registrations: "admin.export.failedRegistrations",
  events: "admin.export.failedEvents",
  flights: "admin.export.failedFlights",
  payments: "admin.export.failedPayments",
};

/** 'Failed to export {kindLabel}' in the language in use. */
export function exportFailedTitle(kindLabel: string): string {
  const id = Object.hasOwn(FAILED, kindLabel) ? FAILED[kindLabel] : undefined;
  return id ? t(id) : t("admin.export.failed", { kind: kindLabel });
}

/**
 * Fetches an export with the admin cookie and saves it. On failure shows
 * the toast 'Failed to export {kindLabel}' (spec 2 §8) and resolves false.
 */
export async function downloadExport(path: string, kindLabel: string): Promise<boolean> {
  try {
    const res = await fetch(path, { credentials: "include" });
    if (!res.ok) {
      let msg = "";
      try {
        const body = (await res.json()) as { message?: string };
        msg = body.message ?? "";
      } catch {
        // not JSON
      }
      throw new Error(msg || `${res.status}: ${res.statusText}`);
    }
    const blob = await res.blob();
    const fallback = path.split("/").filter(Boolean).slice(-2).join("-") + ".xlsx";
    saveBlob(blob, filenameFromDisposition(res.headers.get("Content-Disposition")) ?? fallback);
    return true;
  } catch (err) {
    toast({
      title: exportFailedTitle(kindLabel),
      description: err instanceof Error ? err.message : undefined,
      variant: "destructive",
    });
    return false;
  }
}
