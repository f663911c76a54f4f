// The build's prerender (web/scripts/prerender.mjs) renders a public page's
// first screen with this, in Node, from the same components the browser
// runs; the browser then hydrates that HTML (main.tsx) instead of painting
// nothing until its script has run. Never part of the browser's bundle.
//
// The build knows no club's data, so nothing in the HTML may come from it:
// the event lists render their loading skeletons (no query has an answer),
// nobody is signed in (the session is unknown), and the only settings shown
// on a first screen, the club's name and short name, are markers the
// server replaces with the current values on every request
// (internal/site/prerender.go). The other settings are markers too, and the
// prerender fails if one of them reaches the HTML.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App, queryClient } from "./App";
import { setPrerenderLayout } from "../shared/hooks/useIsMobile";
import { SETTINGS_KEY } from "../features/settings/api/settings";
import type { ClubSettings } from "../features/settings/types";
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
