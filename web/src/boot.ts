// The only script a prerendered page (home) names in its HTML
// (web/scripts/prerender.mjs puts it in place of the app's script; README,
// "Lighthouse"). The page's first screen is already in the HTML and needs
// only the CSS, the font and the hero photograph; fetched alongside them,
// the app's ~100 KB of script took a phone's 4G link from them and its
// start-up took the main thread before the first paint. So the app is
// fetched once the first screen is on the phone's screen: a few tens of
// milliseconds later than before on a fast link, while on a slow one the
// page shows about half a second sooner (README, "Lighthouse"). Until the
// app runs, the page's links work as plain links.
//
// It imports nothing, so it stays a few hundred bytes of its own.
// <script data-app="/assets/index-….js" data-preload="/assets/….js …">:
// the app's entry, and what the server would otherwise have preloaded for
// the page (internal/api/prerender.go deferModules): the translation
// runtime and catalog, fetched in parallel with the entry.

const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

function startApp(app: string, preload: string) {
  for (const href of preload.split(" ")) {
    if (!href) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ app);
}

/** Calls start once the browser reports the page's first contentful paint
 *  (the time Lighthouse and a member's eye go by: the frame on screen, some
 *  milliseconds after the main thread drew it), or after `guardMs` in case
 *  it never does. */
function afterFirstPaint(start: () => void, guardMs: number) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) setTimeout(once, 0);
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, guardMs);
}

if (tag?.dataset.app) {
  const start = startApp.bind(null, tag.dataset.app, tag.dataset.preload ?? "");
  // A hidden page (opened in a background tab) paints nothing to wait for.
  if (document.visibilityState === "hidden") start();
  else afterFirstPaint(start, 3000);
}
