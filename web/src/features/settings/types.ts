// The shape of the club's settings (GET /api/settings, docs/api.md).

export const NEW_MEMBER_NUMBERS = ["automatic", "approval"] as const;
export type NewMemberNumbers = (typeof NEW_MEMBER_NUMBERS)[number];

export interface ClubSettings {
  clubName: string;
  shortName: string;
  contactPhone: string;
  contactEmail: string;
  contactHours: string;
  address: string;
  socialUrl: string;
  socialLabel: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  ewalletName: string;
  ewalletNumber: string;
  paymentQrUrl: string;
  vipPrice: number;
  membershipPrefix: string;
  /** Months payment slips are kept before the daily job deletes them; null: forever. */
  slipRetentionMonths: number | null;
  /** How a sign-up gets its membership number (and member rates): at once, or when the secretary approves it. */
  newMemberNumbers: NewMemberNumbers;
  /**
   * The privacy notice version sign-up expects; GET /api/settings carries
   * it, the settings inlined in the page shell and the admin's answers do not.
   */
  privacyNoticeVersion?: string;
}
