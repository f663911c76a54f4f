// The club's calendar date, apart from the display formatters (format.ts):
// the home page's script needs these two and none of the formatters.

// Made once, on first use: a formatter with a time zone is costly to build
// (a profile of the first render on a slowed phone CPU showed it), and
// isUpcoming asks for today once per event.
let clubDateFmt: Intl.DateTimeFormat | undefined;

/** The club's calendar date today (Asia/Kuala_Lumpur), as YYYY-MM-DD. */
export function clubToday(now: Date = new Date()): string {
  clubDateFmt ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kuala_Lumpur",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return clubDateFmt.format(now);
}

/** Ongoing means dated today or later (spec 1 §4). */
export function isUpcoming(isoDate: string, today: string = clubToday()): boolean {
  return isoDate >= today;
}


