// The only script a prerendered page (home, /events, a member's dashboard) names in its HTML
// (web/scripts/prerender.mjs puts it in place of the app's script;
// docs/decisions/036-home-prerendered.md). The page's first screen is
// already in the HTML and needs only the CSS, the font and the hero
// photograph, so the app (~100 KB of script, and React's start-up on the
// main thread) waits:
//
//   - for a signed-in member, or an installed app, until the first screen
//     is on the phone's screen: a few tens of milliseconds later on a fast
//     link, while on a slow one the page shows about half a second sooner;
//   - for a visitor (the server marks the page data-start="interaction"),
//     until the visitor does something (touches, clicks, types, scrolls),
//     or until the part of the page that needs the app (the next events,
//     data-needs-app) is in view. Until then a budget phone's main thread
//     is free (docs/decisions/052-home-starts-on-interaction.md). The
//     app's scripts are fetched into the cache once the page has loaded,
//     so the first tap waits only for their evaluation, and the page view
//     is counted here, as the visitor may never do anything.
//
// Until the app runs, the page's links work as plain links, and a tap on a
// button is held and replayed once it has (holdTapsUntilReady).
//
// It imports only the page-view counter, so it stays a few hundred bytes.
// <script data-app="/assets/index-….js" data-preload="/assets/….js …"
// data-start="interaction">: the app's entry, and what the server would
// otherwise have preloaded for the page (internal/site/prerender.go
// deferModules): the translation runtime and catalog, fetched in parallel
// with the entry.
import { trackPageView } from "../shared/lib/analytics";

const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

/** React's chunk among the preloads (vite.config.ts names it). */
const REACT_CHUNK = /\/react-[\w-]+\.js$/;

/** How many preloads one task starts: each costs the main thread most of
 *  a millisecond (the request's start), and a page's forty-odd in one
 *  task made it a long one on a phone. */
const PRELOADS_PER_TASK = 8;

/** Appends a modulepreload for each of hrefs, PRELOADS_PER_TASK per task. */
function preloadModules(hrefs: string[]) {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preloadModules(hrefs.slice(PRELOADS_PER_TASK)), 0);
}

function startApp(app: string, hrefs: string[]) {
  // The app's entry with the rest, not after React's chunk has run.
  preloadModules([app, ...hrefs]);
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

/** The events that show a visitor is using the page. */
const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "wheel"] as const;

/** What marks a part of the prerendered page that shows nothing useful
 *  until the app runs (its data's skeleton). */
const NEEDS_APP = "[data-needs-app]";

/**
 * Calls start on the visitor's first interaction, or, once the first
 * screen is painted, when a part of the page that needs the app is in view
 * without one (a tall screen). A phone's scroll begins with a touch, and a
 * desktop's with the wheel, a key or the scroll bar, so the app starts
 * before such a part scrolls in. Meanwhile, once the page has loaded too,
 * the app's scripts (hrefs) are fetched into the HTTP cache without being
 * run (rel=prefetch, at the lowest priority), so that starting it costs no
 * round trip; until the first paint they would share a slow link with the
 * first screen. crossorigin as the module loader asks, so that its request
 * takes the cached answer.
 */
function startOnInteraction(start: () => void, hrefs: string[]) {
  let observer: IntersectionObserver | undefined;
  const go = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, go, true);
    observer?.disconnect();
    start();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, go, { capture: true, passive: true });
  const prefetch = () => {
    for (const href of hrefs) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.crossOrigin = "anonymous";
      link.href = href;
      document.head.append(link);
    }
  };
  let painted = false;
  afterFirstPaint(() => {
    if (painted) return;
    painted = true;
    if (document.readyState === "complete") prefetch();
    else window.addEventListener("load", prefetch, { once: true });
    const parts = document.querySelectorAll(NEEDS_APP);
    if (parts.length > 0 && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go());
      parts.forEach((part) => observer!.observe(part));
    }
  }, 3000);
}

/** Whether the page runs as the installed app, whose launch splash only
 *  the app removes. */
function installed(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia("(display-mode: standalone)").matches;
}

if (tag?.dataset.app) {
  const app = tag.dataset.app;
  const preloads = (tag.dataset.preload ?? "").split(" ").filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(app, preloads);
  };
  holdTapsUntilReady(start);
  if (tag.dataset.start === "interaction" && !installed()) {
    trackPageView(location.pathname);
    startOnInteraction(start, [app, ...preloads]);
  } else if (document.visibilityState === "hidden") {
    // A hidden page (opened in a background tab) paints nothing to wait for.
    start();
  } else {
    afterFirstPaint(start, 3000);
  }
}
