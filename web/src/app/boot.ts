// The only script a prerendered page (home) names in its HTML
// (web/scripts/prerender.mjs puts it in place of the app's script;
// docs/decisions/036-home-prerendered.md). The page's first screen is
// already in the HTML and needs
// only the CSS, the font and the hero photograph; fetched alongside them,
// the app's ~100 KB of script would take a phone's 4G link from them and
// its start-up the main thread before the first paint. So the app is
// fetched once the first screen is on the phone's screen: a few tens of
// milliseconds later on a fast link, while on a slow one the page shows
// about half a second sooner (docs/decisions/036-home-prerendered.md). Until the
// app runs, the page's links work as plain links, and a tap on a button is
// held and replayed once it has (holdTapsUntilReady).
//
// It imports nothing, so it stays a few hundred bytes of its own.
// <script data-app="/assets/index-….js" data-preload="/assets/….js …">:
// the app's entry, and what the server would otherwise have preloaded for
// the page (internal/site/prerender.go deferModules): the translation
// runtime and catalog, fetched in parallel with the entry.

const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

/** React's chunk among the preloads (vite.config.ts names it). */
const REACT_CHUNK = /\/react-[\w-]+\.js$/;

function startApp(app: string, preload: string) {
  const hrefs = preload.split(" ").filter(Boolean);
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  // A module and all it imports are evaluated in one task: React's chunk
  // first, on its own, then the app's, so that the page's longest task is
  // half as long. Should React's chunk fail, the app's import fails and
  // says why.
  const react = hrefs.find((href) => REACT_CHUNK.test(href));
  const first = react ? import(/* @vite-ignore */ react).catch(() => undefined) : Promise.resolve();
  void first
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import(/* @vite-ignore */ app));
}

/** Calls start once the browser reports the page's first contentful paint
 *  (the time Lighthouse and a member's eye go by: the frame on screen, some
 *  milliseconds after the main thread drew it), or after `guardMs` in case
 *  it never does. start must tolerate a second call. */
function afterFirstPaint(start: () => void, guardMs: number) {
  let observer: PerformanceObserver | undefined;
  const go = () => {
    observer?.disconnect();
    start();
  };
  if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) setTimeout(go, 0);
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(go, 0));
  }
  setTimeout(go, guardMs);
}

/** What the app dispatches on document once it has taken over the page
 *  (App.tsx PageReady: the page hydrated, not only the shell). */
const APP_READY = "golfclub:app-ready";

/** The controls whose tap does nothing until the app runs; links are left
 *  alone, as the browser follows them by itself. */
const CONTROLS = "button, [role=button], summary";

/**
 * A tap on a button before the app has taken over the page (the login
 * button, the menu) would be lost: it is held, the app is started if it
 * has not been, and the tap is replayed on the same element once the app
 * is ready (hydration keeps the page's elements). Only the last is kept.
 */
function holdTapsUntilReady(start: () => void) {
  let held: HTMLElement | null = null;
  const hold = (e: MouseEvent) => {
    const control = e.target instanceof Element ? e.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || control.closest("a[href]")) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held = control;
    start();
  };
  document.addEventListener("click", hold, true);
  document.addEventListener(
    APP_READY,
    () => {
      document.removeEventListener("click", hold, true);
      if (held?.isConnected) held.click();
      held = null;
    },
    { once: true },
  );
}

if (tag?.dataset.app) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(tag.dataset.app!, tag.dataset.preload ?? "");
  };
  holdTapsUntilReady(start);
  // A hidden page (opened in a background tab) paints nothing to wait for.
  if (document.visibilityState === "hidden") start();
  else afterFirstPaint(start, 3000);
}
