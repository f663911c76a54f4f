// The pages only members and admins load, as source files relative to web/:
// no chunk a visitor's pages load may hold their code. Read by the build's
// check (vite.config.ts, keep-private-code-private) and by the browser test
// that watches a visitor's requests (e2e/static-files.spec.ts); the app
// itself never imports it.
export const PRIVATE_PAGE_SOURCES = [
  "src/app/pages/MemberDashboardPage.tsx",
  "src/features/payments/pages/PaymentPage.tsx",
  "src/features/scoring/components/ScorecardPage.tsx",
  "src/features/scoring/components/TodayScorecardPage.tsx",
  "src/app/admin/AdminApp.tsx",
  "src/app/MemberLive.tsx",
] as const;
