// The query key of the admin session check, apart from adminSession.ts so
// the app shell can read whether an admin is signed in (RealtimeContext)
// without bundling the admin session code on the home page.
export const ADMIN_ME_KEY = ["/api/admin/session"] as const;
