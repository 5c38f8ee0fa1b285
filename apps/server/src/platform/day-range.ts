import { AppError } from './app-error.ts';

const DAY_MS = 86_400_000;

/**
 * The instants of a GMT+8 day range (YYYY-MM-DD, `to` included), as the records pages ask for it;
 * an empty or reversed range, or one longer than `maxDays`, is records.range.invalid.
 */
export function gmt8DayRange(
  query: { from: string; to: string },
  maxDays: number,
): { from: Date; until: Date } {
  const from = new Date(`${query.from}T00:00:00+08:00`);
  const until = new Date(new Date(`${query.to}T00:00:00+08:00`).getTime() + DAY_MS);
  const days = (until.getTime() - from.getTime()) / DAY_MS;
  if (!(days >= 1 && days <= maxDays))
    throw new AppError('records.range.invalid', { params: { days: maxDays } });
  return { from, until };
}
