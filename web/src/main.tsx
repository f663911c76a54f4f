import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";

// The first render as a transition: React then renders in slices of a few
// milliseconds and lets the browser in between, instead of one task that
// blocks a phone's main thread for the whole first page.
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker is registered once the page has loaded; its code is not
// needed before then, so it is not part of the home page's first script.
void import("./lib/serviceWorker").then((m) => m.registerServiceWorker());
