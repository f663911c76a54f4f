// The shapes of the admin's sign-in and two-factor set-up (docs/api.md).
// The member's session is shared/lib/types.ts's MemberProfile: several
// features read it.

export interface AdminSession {
  id: number;
  username: string;
  /** The admin signs in with an authenticator code too. */
  twoFactorEnabled?: boolean;
  /** The club requires two-factor sign-in and this admin has not set it up yet. */
  twoFactorSetupRequired?: boolean;
}

/** POST /api/admin/login: a session, or "now the code" (no session yet). */
export type AdminLoginAnswer = AdminSession | { twoFactorRequired: true };

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The club switch "require two-factor sign-in for admins". */
  required: boolean;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
  qrUrl: string;
}
