// Radix Toast also puts a screen-reader copy of each toast's text in a live
// region outside the toast list for about a second, so a text query over the
// whole page can find a toast twice. Tests look for toasts in their list.
import { screen, within } from "@testing-library/react";

/** Queries scoped to the toast list (the "Notifications (F8)" region). An
 *  open modal dialog hides the rest of the page from the accessibility tree,
 *  the toast list included, so hidden elements count. */
export function toasts() {
  return within(screen.getByRole("region", { name: /^Notifications/, hidden: true }));
}
