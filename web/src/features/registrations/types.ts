// The shape of the admin's registrations list (docs/api.md). The
// registration as every answer carries it, and the member's own, are
// shared/lib/types.ts's: several features show them.
import type { Registration } from "@/shared/lib/types";

/** A registration in the admin's list (GET /api/registrations/all). */
export interface AdminRegistration extends Registration {
  memberEmail: string | null;
  membershipNumber: string | null;
}
