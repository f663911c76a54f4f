import "./react";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, queryClient } from "./App";
import "./index.css";
import { activateLocale, isLocale } from "../shared/i18n/i18n";
import { initialLocale } from "../shared/i18n/locale";
import { startLaunch } from "./launch";
import { authQueries } from "../features/auth/api/auth";
import { paths } from "../shared/lib/paths";
import { startHydrating } from "../shared/lib/hydration";

startLaunch();

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page's first screen may come prerendered in the HTML
// (web/scripts/prerender.mjs; the server says for which path): React
// hydrates it. Anything else (another page, or the service worker's offline
// copy of a page shell served for a different path) is cleared and rendered
// from scratch. Either way as a transition: React then works in slices of a
// few milliseconds and lets the browser in between, instead of one task that
// blocks a phone's main thread for the whole first page.
// The first render waits for the language's catalog (a chunk of its own,
// docs/features.md "Translations"). A prerendered page is in the language the server
// chose (internal/site/prerender.go; <html lang>), which hydration must
// match; it is the visitor's own choice unless the server could not see it.
const servedPath = container.dataset.path === location.pathname && container.firstChild !== null ? container.dataset.path : undefined;
const served = document.documentElement.lang;
const locale = servedPath && isLocale(served) ? served : initialLocale();

/**
 * Whether the served HTML can be hydrated. The member's dashboard was
 * drawn for the member whose session came with the request (the server
 * serves it only to a member with a membership number): it is hydrated
 * once the app has that session, whose answer the page preloads, and
 * rendered afresh if the session has ended since. The events list was
 * drawn for a visitor (the server serves a member the plain shell): it is
 * hydrated once the app knows there is no session, so that the answer
 * cannot change the page while React is still hydrating its lazily loaded
 * part (React would then throw the drawn HTML away and render it afresh),
 * and rendered afresh for a member.
 */
async function canHydrate(): Promise<boolean> {
  const signedIn = () => queryClient.fetchQuery(authQueries.profile()).catch(() => null);
  switch (servedPath) {
    case undefined:
      return false;
    case paths.member: {
      if (location.search !== "") return false; // another tab than the one drawn
      const member = await signedIn();
      return member !== null && !!member.membershipNumber;
    }
    case paths.events:
      return (await signedIn()) === null;
    default:
      return true;
  }
}

void Promise.all([canHydrate(), activateLocale(locale)]).then(([hydrate]) => {
  if (hydrate) {
    startHydrating(servedPath!);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.textContent = "";
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  if (locale !== initialLocale()) void activateLocale(initialLocale());
});

// The service worker is registered once the page has loaded; its code is not
// needed before then, so it is not part of the home page's first script.
void import("../shared/lib/serviceWorker").then((m) => m.registerServiceWorker());
