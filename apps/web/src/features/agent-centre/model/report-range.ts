import { gmt8DayOf } from '@platform/contracts/gmt8';

/** The agent reports' date presets, as GMT+8 calendar days (weeks start on Monday). */
export const REPORT_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export type ReportRange = { from: string; to: string };

const DAY_MS = 86_400_000;

/** A GMT+8 calendar day as the API's YYYY-MM-DD; `day` is midnight UTC of that calendar date. */
const dayText = (day: Date) => day.toISOString().slice(0, 10);

/** The range of days a preset covers at `now`, `to` included. */
export function reportRange(preset: ReportPreset, now = new Date()): ReportRange {
  const today = new Date(`${gmt8DayOf(now)}T00:00:00Z`);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  // Monday is day 0 of the week.
  const weekday = (today.getUTCDay() + 6) % 7;
  const plus = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
  switch (preset) {
    case 'today':
      return { from: dayText(today), to: dayText(today) };
    case 'yesterday':
      return { from: dayText(plus(today, -1)), to: dayText(plus(today, -1)) };
    case 'thisWeek':
      return { from: dayText(plus(today, -weekday)), to: dayText(today) };
    case 'lastWeek':
      return { from: dayText(plus(today, -weekday - 7)), to: dayText(plus(today, -weekday - 1)) };
    case 'thisMonth':
      return { from: dayText(new Date(Date.UTC(year, month, 1))), to: dayText(today) };
    case 'lastMonth':
      return {
        from: dayText(new Date(Date.UTC(year, month - 1, 1))),
        to: dayText(new Date(Date.UTC(year, month, 0))),
      };
  }
}
