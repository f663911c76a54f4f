import "./react";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";
import { activateLocale, isLocale } from "../shared/i18n/i18n";
import { initialLocale } from "../shared/i18n/locale";
import { startLaunch } from "./launch";

startLaunch();

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page's first screen comes prerendered in the HTML
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
const hydrate = container.dataset.path === location.pathname && container.firstChild !== null;
const served = document.documentElement.lang;
const locale = hydrate && isLocale(served) ? served : initialLocale();
void activateLocale(locale).then(() => {
  if (hydrate) {
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
