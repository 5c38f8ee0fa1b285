import { AppError } from './app-error.ts';

const DAY_MS = 86_400_000;

/** Midnight at the start of the GMT+8 day `date` (YYYY-MM-DD), as an instant. */
const gmt8Midnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

/**
 * The instants of a range of GMT+8 calendar days, `to` included, as [from, until); a range that is
 * backwards or longer than `maxDays` is records.range.invalid.
 */
export function gmt8DayRange(
  query: { from: string; to: string },
  maxDays: number,
): { from: Date; until: Date } {
  const from = gmt8Midnight(query.from);
  const until = new Date(gmt8Midnight(query.to).getTime() + DAY_MS);
  const days = (until.getTime() - from.getTime()) / DAY_MS;
  if (days < 1 || days > maxDays) throw new AppError('records.range.invalid', { params: { days: maxDays } });
  return { from, until };
}

/** Every GMT+8 day (YYYY-MM-DD) of the range, oldest first. */
export function gmt8Days(range: { from: Date; until: Date }): string[] {
  const days: string[] = [];
  for (let at = range.from.getTime(); at < range.until.getTime(); at += DAY_MS)
    days.push(new Date(at + 8 * 3_600_000).toISOString().slice(0, 10));
  return days;
}
