/**
 * Settlement periods on GMT+8 boundaries (the spec's clock; China has no daylight saving, so a fixed
 * offset is exact). A period is the half-open range [start, end): a bet settled at `end` belongs to the
 * next one.
 */
export type PeriodUnit = 'five_minutes' | 'hour' | 'day' | 'week' | 'semimonth' | 'month';
export type Period = { start: Date; end: Date };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = 8 * HOUR_MS;

/** The wall-clock fields in GMT+8 of an instant. */
function wallClock(at: Date) {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** The instant of a GMT+8 wall-clock midnight (Date.UTC carries day and month overflow). */
const midnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - OFFSET_MS);

/** The start of the period of `unit` that holds `at`. */
function periodStart(unit: PeriodUnit, at: Date): Date {
  const ms = at.getTime();
  const fixed =
    unit === 'five_minutes' ? 5 * MINUTE_MS : unit === 'hour' ? HOUR_MS : unit === 'day' ? DAY_MS : 0;
  // Five minutes, hours and days divide the day evenly, and GMT+8 is a whole number of hours.
  if (fixed > 0) return new Date(Math.floor((ms + OFFSET_MS) / fixed) * fixed - OFFSET_MS);
  const { year, month, day, weekday } = wallClock(at);
  switch (unit) {
    case 'week':
      // Weeks start on Monday.
      return midnight(year, month, day - ((weekday + 6) % 7));
    case 'semimonth':
      return midnight(year, month, day <= 15 ? 1 : 16);
    default:
      return midnight(year, month, 1);
  }
}

/** The start of the period after the one starting at `start`. */
function nextStart(unit: PeriodUnit, start: Date): Date {
  switch (unit) {
    case 'five_minutes':
      return new Date(start.getTime() + 5 * MINUTE_MS);
    case 'hour':
      return new Date(start.getTime() + HOUR_MS);
    case 'day':
      return new Date(start.getTime() + DAY_MS);
    case 'week':
      return new Date(start.getTime() + 7 * DAY_MS);
    default: {
      const { year, month, day } = wallClock(start);
      if (unit === 'semimonth' && day === 1) return midnight(year, month, 16);
      return midnight(year, month + 1, 1);
    }
  }
}

/** The period of `unit` that holds `at`. */
export function periodOf(unit: PeriodUnit, at: Date): Period {
  const start = periodStart(unit, at);
  return { start, end: nextStart(unit, start) };
}

/** The period right after `period`. */
export function followingPeriod(unit: PeriodUnit, period: Period): Period {
  return { start: period.end, end: nextStart(unit, period.end) };
}

/** The period right before the one that holds `at`. */
export function previousPeriod(unit: PeriodUnit, at: Date): Period {
  const current = periodStart(unit, at);
  return periodOf(unit, new Date(current.getTime() - 1));
}
