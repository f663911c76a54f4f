// The build's prerender (web/scripts/prerender.mjs) renders a page's
// first screen with this, in Node, from the same components the browser
// runs; the browser then hydrates that HTML (main.tsx) instead of painting
// nothing until its script has run. Never part of the browser's bundle.
//
// The build knows no club's data, so nothing in the HTML may come from it:
// the event lists render their loading skeletons (no query has an answer),
// on a public page nobody is signed in (the session is unknown), on the
// member's dashboard the member's name and number are markers, and the
// only settings shown on a first screen, the club's name and short name,
// are markers too. The server replaces them with the current values on
// every request (internal/site/prerender.go). The other settings are markers too, and the
// prerender fails if one of them reaches the HTML.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App, queryClient } from "./App";
import { setPrerenderLayout } from "../shared/hooks/useIsMobile";
import { SETTINGS_KEY } from "../features/settings/api/settings";
import type { ClubSettings } from "../features/settings/types";
import { PROFILE_KEY } from "../features/auth/api/auth";
import type { MemberProfile } from "../shared/lib/types";
import { paths } from "../shared/lib/paths";
import { startHydrating } from "../shared/lib/hydration";
import { loadCatalog, switchCatalog, type Locale } from "../shared/i18n/i18n";
import { messages as en } from "virtual:i18n-catalog/en";
import { messages as ms } from "virtual:i18n-catalog/ms";

/** The marker of a settings field: @@name@@. */
export const marker = (field: string) => `@@${field}@@`;

const markerSettings: ClubSettings = {
  clubName: marker("clubName"),
  shortName: marker("shortName"),
  contactPhone: marker("contactPhone"),
  contactEmail: marker("contactEmail"),
  contactHours: marker("contactHours"),
  address: marker("address"),
  socialUrl: marker("socialUrl"),
  socialLabel: marker("socialLabel"),
  bankName: marker("bankName"),
  bankAccountName: marker("bankAccountName"),
  bankAccountNumber: marker("bankAccountNumber"),
  ewalletName: marker("ewalletName"),
  ewalletNumber: marker("ewalletNumber"),
  paymentQrUrl: marker("paymentQrUrl"),
  vipPrice: 0,
  membershipPrefix: marker("membershipPrefix"),
  slipRetentionMonths: null,
  newMemberNumbers: "automatic",
};

/**
 * The signed-in member of the dashboard's prerender (paths.member), whose
 * name and membership number are markers the server fills with the
 * member's own (internal/site/prerender.go fillMember). The server serves
 * that page only to a signed-in member with a membership number and a
 * phone (dashboardFor), and the
 * browser hydrates it only once it has the same member's session
 * (main.tsx). The rest of the profile is not on the first screen.
 */
const markerMember: MemberProfile = {
  id: 0,
  name: marker("memberName"),
  preferredName: null,
  // Not shown, but a member with a phone has the notification bell.
  phone: marker("memberPhone"),
  email: null,
  membershipNumber: marker("membershipNumber"),
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
};

/**
 * The HTML inside #root for urlPath in one layout and language (call once
 * per process), drawn with catalog: the part of the language's catalog the
 * browser has when it hydrates the page (web/scripts/prerender.mjs), else
 * the whole of it.
 */
export async function render(
  urlPath: string,
  layout: "mobile" | "desktop",
  locale: Locale,
  catalog: Record<string, unknown> = locale === "ms" ? ms : en,
): Promise<string> {
  setPrerenderLayout(layout);
  loadCatalog(locale, catalog);
  switchCatalog(locale);
  queryClient.setQueryData(SETTINGS_KEY, markerSettings);
  if (urlPath === paths.member) queryClient.setQueryData(PROFILE_KEY, markerMember);
  startHydrating(urlPath);
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={urlPath}>
        <App />
      </Router>
    </StrictMode>,
    // React outlines a large Suspense boundary (the page under the router's)
    // into a hidden <div> moved in place by an inline script, which the
    // CSP forbids; one chunk keeps the HTML plain.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
