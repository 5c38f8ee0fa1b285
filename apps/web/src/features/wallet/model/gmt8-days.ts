import type { DateRange } from '../../../shared/ui/date-presets.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's calendar day in GMT+8 (the site's clock), as a local date for the date picker. */
export function gmt8Today(now = new Date()): Date {
  const shifted = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}

/** A picked calendar day as the API's YYYY-MM-DD (the server reads it as a GMT+8 day). */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The API's from and to of a picked range. */
export function rangeQuery(range: DateRange): { from: string; to: string } {
  return { from: dayOf(range.from), to: dayOf(range.to) };
}
