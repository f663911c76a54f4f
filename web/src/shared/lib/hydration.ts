// Which page the app is hydrating from the server's HTML (or, in the
// build's prerender, drawing as that HTML), until that page has mounted. A page that renders differently on its own first mount
// (the member's dashboard shows its skeleton first, then the member's
// dashboard as a transition) must render on that mount what the HTML
// holds instead, or React throws the HTML away with an error.

let hydratingPath: string | null = null;

/** Called by main.tsx before it hydrates urlPath's HTML, and by the
 *  build's prerender (entry-server.tsx) before it draws that HTML. */
export function startHydrating(urlPath: string): void {
  hydratingPath = urlPath;
}

/** Whether urlPath's page is being hydrated and has not mounted yet. */
export function isHydrating(urlPath: string): boolean {
  return hydratingPath === urlPath;
}

/** Called by the hydrated page once it has mounted. */
export function doneHydrating(): void {
  hydratingPath = null;
}
