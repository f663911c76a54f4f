// Every route of the app, spelled once: the router, links, redirects and
// page metadata all use these. Admin paths are relative to the /admin nest
// (wouter) and live in admin/paths.ts, so visitors never load them.
export const paths = {
  home: "/",
  events: "/events",
  eventRoute: "/events/:id",
  event: (id: number) => `/events/${id}`,
  scorecardRoute: "/events/:id/scorecard",
  scorecard: (eventId: number) => `/events/${eventId}/scorecard`,
  /** Today's scorecard, or the dashboard (the installed app's shortcut). */
  todayScorecard: "/scorecard",
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
  privacy: "/privacy",
  paymentRoute: "/payment/:eventId/:registrationId",
  payment: (eventId: number, registrationId: number) => `/payment/${eventId}/${registrationId}`,
  leaderboardRoute: "/events/:id/leaderboard",
  leaderboard: (id: number) => `/events/${id}/leaderboard`,
  /** The leaderboard for the clubhouse TV: large type, no site frame. */
  leaderboardTv: (id: number) => `/events/${id}/leaderboard?tv=1`,
  resultsRoute: "/events/:id/results",
  results: (id: number) => `/events/${id}/results`,
  orderOfMerit: "/order-of-merit",
  admin: "/admin",
  notFound: "/404",
} as const;
