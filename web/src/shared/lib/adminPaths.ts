// Admin routes, relative to the /admin nest (wouter; see App.tsx and
// AdminApp.tsx). From inside the nest a link to an absolute path starts
// with "~". Kept apart from src/shared/lib/paths.ts so the visitor bundle stays small.
export const adminPaths = {
  root: "/",
  login: "/login",
  loginThenBack: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  dashboard: "/dashboard",
  /** Where an admin the club requires to use two-factor sign-in sets it up. */
  twoFactorSetup: "/two-factor-setup",
  dashboardWith: (query: string) => `/dashboard${query ? `?${query}` : ""}`,
  paymentReferences: "/payment-references",
  flightSheetRoute: "/flights/:id",
  /** One event's round: golf settings, cards, finalising. */
  scoringRoute: "/events/:id/scoring",
  /** Absolute links from inside the nest. */
  site: "~/",
  paymentReferencesLink: "~/admin/payment-references",
  /** The payment references opened on one filter ("awaiting", "unpaid", …). */
  paymentReferencesFilterLink: (filter: string) => `~/admin/payment-references?filter=${encodeURIComponent(filter)}`,
  flightSheetLink: (id: number) => `~/admin/flights/${id}`,
  scoringLink: (id: number) => `~/admin/events/${id}/scoring`,
  paymentsTabLink: "~/admin/dashboard?tab=payments",
  flightsTabLink: "~/admin/dashboard?tab=flights",
  loginLink: "~/admin/login",
} as const;
