// The shape of the member's in-app notifications (docs/api.md).

/** The member's in-app notification (GET /api/notifications/{phone}, newest first). */
export interface Notification {
  id: number;
  /** FELLOW_MEMBER_JOINED, EVENT_UPDATE, or another kind. */
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  eventId: number | null;
  eventTitle: string | null;
  /** What the text is made of, per type (render.ts); absent on old rows. */
  params?: Record<string, unknown> | null;
}
