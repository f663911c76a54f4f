// The change of an event's start that its flights' tee times should follow,
// read as the server reads a time of day (eventdate.Clock): the first
// "7:30", "07:30" or "7:30 AM" in the free text, 24-hour without am/pm.

const CLOCK = /\b([01]?\d|2[0-3]):([0-5]\d)(?:\s*([ap])\.?\s*m\b\.?)?/i;

/** Minutes after midnight of the first time of day in text, or null. */
export function clockMinutes(text: string): number | null {
  const m = CLOCK.exec(text);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  const half = m[3]?.toLowerCase();
  if (half) {
    if (h < 1 || h > 12) return null;
    if (half === "a" && h === 12) h = 0;
    if (half === "p" && h < 12) h += 12;
  }
  return h * 60 + min;
}

/** How far the start moved from before to after, in minutes; null when either has no time of day or it did not move. */
export function startShift(before: string, after: string): number | null {
  const a = clockMinutes(before);
  const b = clockMinutes(after);
  if (a === null || b === null || a === b) return null;
  return b - a;
}
