/**
 * Calendar days on the site's clock, GMT+8 (the spec's; no daylight saving), for the web and the
 * server alike. A day travels as YYYY-MM-DD; a range of days is the instants [from, until).
 */

const GMT8_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The GMT+8 day (YYYY-MM-DD) an instant falls in. */
export function gmt8DayOf(instant: Date): string {
  return new Date(instant.getTime() + GMT8_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the GMT+8 day `day` (YYYY-MM-DD) starts at; an invalid date for what is not a day. */
export function gmt8Midnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The day `count` days after the day `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instants of the GMT+8 days `from` to `to`, both included, with how many days that is: zero or
 * less for a reversed range, NaN when either end is not a day.
 */
export function gmt8Span(days: { from: string; to: string }): { from: Date; until: Date; days: number } {
  const from = gmt8Midnight(days.from);
  const until = new Date(gmt8Midnight(days.to).getTime() + DAY_MS);
  return { from, until, days: (until.getTime() - from.getTime()) / DAY_MS };
}

/** Every GMT+8 day (YYYY-MM-DD) of a range of instants, oldest first. */
export function gmt8DaysOf(range: { from: Date; until: Date }): string[] {
  const days: string[] = [];
  for (let at = range.from.getTime(); at < range.until.getTime(); at += DAY_MS)
    days.push(gmt8DayOf(new Date(at)));
  return days;
}
