import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";

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
if (container.dataset.path === location.pathname && container.firstChild) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.textContent = "";
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// The service worker is registered once the page has loaded; its code is not
// needed before then, so it is not part of the home page's first script.
void import("./lib/serviceWorker").then((m) => m.registerServiceWorker());
