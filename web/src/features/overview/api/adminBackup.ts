// The backups' status (GET /api/admin/backup, docs/api.md): the last
// attempt, the last success, the schedule and the destinations.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BackupStatus } from "@/features/overview/types";

export const ADMIN_BACKUP_KEY = ["/api/admin/backup"] as const;

export const adminBackupQueries = {
  status: () => queryOptions<BackupStatus>({ queryKey: ADMIN_BACKUP_KEY }),
};

export function useBackupStatus() {
  return useQuery(adminBackupQueries.status());
}
