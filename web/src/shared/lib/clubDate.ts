// The club's calendar date, apart from the display formatters (format.ts):
// the home page's script needs these two and none of the formatters.

// Malaysia has kept UTC+8 all year since 1982 (no daylight saving), so the
// club's date is UTC's date eight hours on. An Intl.DateTimeFormat with
// timeZone "Asia/Kuala_Lumpur" gives the same answer, but building one was
// the costliest single call of the home page's first render on a slowed
// phone CPU (it loads the time zone data); clubDate.test.ts checks the two
// agree.
const CLUB_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The club's calendar date today (Asia/Kuala_Lumpur), as YYYY-MM-DD. */
export function clubToday(now: Date = new Date()): string {
  return new Date(now.getTime() + CLUB_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Ongoing means dated today or later (spec 1 §4). */
export function isUpcoming(isoDate: string, today: string = clubToday()): boolean {
  return isoDate >= today;
}
