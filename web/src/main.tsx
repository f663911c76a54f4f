import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker is registered once the page has loaded; its code is not
// needed before then, so it is not part of the home page's first script.
void import("./lib/serviceWorker").then((m) => m.registerServiceWorker());
