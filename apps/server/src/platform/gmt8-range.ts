import { gmt8Span } from '@platform/contracts/gmt8';
import { AppError } from './app-error.ts';

/**
 * The instants of a range of GMT+8 calendar days, `to` included, as [from, until); a range that is
 * empty, backwards, longer than `maxDays` or not of days is records.range.invalid.
 */
export function gmt8DayRange(
  query: { from: string; to: string },
  maxDays: number,
): { from: Date; until: Date } {
  const { from, until, days } = gmt8Span(query);
  if (!(days >= 1 && days <= maxDays))
    throw new AppError('records.range.invalid', { params: { days: maxDays } });
  return { from, until };
}
