// Column and row-action definitions of the admin table. One definition
// drives both layouts: the desktop table and the phone card (spec 1 §2:
// phones get cards instead of wide tables).
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

/**
 * Where a column shows on the phone card:
 * - title: the card's first line (one per table);
 * - subtitle: small muted lines under the title;
 * - aside: top right, next to the title (badges);
 * - field: a label/value row (the label is cardLabel or the header);
 * - footer: a full-width block under the fields (e.g. a checkbox);
 * - none: not on the card.
 */
export type CardSlot = "title" | "subtitle" | "aside" | "field" | "footer" | "none";

export interface AdminColumn<T> {
  id: string;
  /** The table header text. */
  header: string;
  /** The table cell. */
  cell: (row: T) => ReactNode;
  /** Classes of the table cell and header (alignment, widths). */
  className?: string;
  headClassName?: string;
  /** Leave the column out of the desktop table (card-only lines). */
  tableHidden?: boolean;
  card?: CardSlot;
  /** The field label on the card; defaults to the header. */
  cardLabel?: string;
  /** A different rendering on the card; defaults to cell. */
  cardCell?: (row: T) => ReactNode;
}

export interface RowAction {
  id: string;
  /** The short visible text ("Edit"); the tooltip on the desktop icon button. */
  label: string;
  /** The accessible name naming the row ("Edit Monthly Medal"). */
  ariaLabel: string;
  icon: LucideIcon;
  /** primary: a filled button with its text on desktop too; destructive: red. */
  tone?: "default" | "primary" | "destructive";
  onClick?: () => void;
  /** A link instead of a button (wouter path). */
  href?: string;
  disabled?: boolean;
  /** Shown instead of label while the action runs ("Preparing…"). */
  busyLabel?: string;
  busy?: boolean;
  testId?: string;
}
