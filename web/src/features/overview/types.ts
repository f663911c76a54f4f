// The shapes of the admin overview (GET /api/admin/stats, docs/api.md).

export interface StatValue {
  value: number;
  previous: number;
  changePct: number | null;
}

export interface AdminStats {
  activeMembers: StatValue;
  upcomingEvents: StatValue;
  pendingPayments: StatValue;
  unreadMessages: StatValue;
  queue: AdminQueue;
}

/** The overview's action queue (docs/api.md). */
export interface AdminQueue {
  /** Registrations with a slip, not marked paid. */
  awaitingReview: number;
  /** Unpaid registrations of upcoming events; amount sums those with a price. */
  outstanding: { amount: number; registrations: number; unpriced: number };
  /** Events dated today to today+6 on the club's calendar. */
  week: { from: string; to: string; events: WeekEvent[] };
  /** Sign-ups waiting for the secretary to give them a membership number. */
  membershipRequests: number;
  /** Members' pending PDPA deletion requests; firstDue is the nearest answer deadline (21 days after the request). */
  deletionRequests: { pending: number; firstDue: string | null };
}

export interface WeekEvent {
  id: number;
  title: string;
  date: string;
  time: string;
  registered: number;
  capacity: number;
}

/** One backup attempt (GET /api/admin/backup, docs/api.md). */
export interface BackupResult {
  reason: "scheduled" | "manual" | "before-migrate";
  started: string;
  finished: string;
  ok: boolean;
  error?: string;
  name?: string;
  size: number;
  targets?: string[];
  pruned: number;
}

/** The backups' status (GET /api/admin/backup, docs/api.md). */
export interface BackupStatus {
  lastAttempt: BackupResult | null;
  lastSuccess: BackupResult | null;
  /** "HH:MM" on the club's clock, or "off". */
  schedule: string;
  nextRun: string | null;
  targets: string[];
  /** postgres: the database is the operator's pg_dump; the backup holds the uploads. */
  database: "sqlite" | "postgres";
  encrypted: boolean;
}
