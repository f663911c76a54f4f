// Every route of the app, spelled once: the router, links, redirects and
// page metadata all use these. Admin paths are relative to the /admin nest
// (wouter); from inside the nest a link to an absolute path starts with "~".
export const paths = {
  home: "/",
  events: "/events",
  gallery: "/gallery",
  blog: "/blog",
  contact: "/contact",
  membership: "/membership",
  member: "/member",
  memberLogin: "/member/login",
  /** The login page opened from a password-reset link. */
  memberLoginReset: "/member/login?reset=1",
  memberRegister: "/member/register",
  loginExample: "/login-example",
  paymentRoute: "/payment/:eventId/:registrationId",
  payment: (eventId: number, registrationId: number) => `/payment/${eventId}/${registrationId}`,
  admin: "/admin",
  notFound: "/404",
} as const;

/** Inside the /admin nest. */
export const adminPaths = {
  root: "/",
  login: "/login",
  loginThenBack: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  dashboard: "/dashboard",
  dashboardWith: (query: string) => `/dashboard${query ? `?${query}` : ""}`,
  paymentReferences: "/payment-references",
  flightSheetRoute: "/flights/:id",
  /** Absolute links from inside the nest. */
  site: "~/",
  paymentReferencesLink: "~/admin/payment-references",
  flightSheetLink: (id: number) => `~/admin/flights/${id}`,
  paymentsTabLink: "~/admin/dashboard?tab=payments",
} as const;
