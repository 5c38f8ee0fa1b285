import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followingPeriod, type PeriodUnit, periodOf, previousPeriod } from './periods.ts';

const UNITS: PeriodUnit[] = ['five_minutes', 'hour', 'day', 'week', 'semimonth', 'month'];
/** 2000 to 2100: leap years, the 2100 non-leap year, every month end. */
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** The GMT+8 wall clock of an instant, read by the platform's own formatter rather than by offset arithmetic. */
function shanghai(at: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: Number(part('day')),
    weekday: part('weekday'),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
    ms: at.getUTCMilliseconds(),
  };
}

/** Whether `start` is where a period of `unit` begins on the GMT+8 clock. */
function isBoundary(unit: PeriodUnit, start: Date): boolean {
  const clock = shanghai(start);
  if (clock.second !== 0 || clock.ms !== 0) return false;
  if (unit === 'five_minutes') return clock.minute % 5 === 0;
  if (clock.minute !== 0) return false;
  if (unit === 'hour') return true;
  if (clock.hour !== 0) return false;
  if (unit === 'day') return true;
  if (unit === 'week') return clock.weekday === 'Mon';
  if (unit === 'semimonth') return clock.day === 1 || clock.day === 16;
  return clock.day === 1;
}

describe('settlement periods', () => {
  it('hold the instant, start and end on GMT+8 boundaries, and follow each other without gap', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNITS), instant, (unit, at) => {
        const period = periodOf(unit, at);
        expect(period.start <= at && at < period.end).toBe(true);
        expect(isBoundary(unit, period.start)).toBe(true);
        expect(isBoundary(unit, period.end)).toBe(true);
        const next = followingPeriod(unit, period);
        expect(next).toEqual(periodOf(unit, period.end));
        expect(previousPeriod(unit, at)).toEqual(periodOf(unit, new Date(period.start.getTime() - 1)));
        // No boundary inside the period: one minute before its end is still in it.
        expect(periodOf(unit, new Date(period.end.getTime() - 60_000)).start).toEqual(period.start);
      }),
    );
  });

  it('cut months and half months at GMT+8 midnights, leap days included', () => {
    expect(periodOf('month', new Date('2028-02-29T15:59:59.999Z'))).toEqual({
      start: new Date('2028-01-31T16:00:00Z'),
      end: new Date('2028-02-29T16:00:00Z'),
    });
    // 00:00 on 1 March in GMT+8 is still 29 February in UTC.
    expect(periodOf('month', new Date('2028-02-29T16:00:00Z')).start).toEqual(
      new Date('2028-02-29T16:00:00Z'),
    );
    expect(periodOf('semimonth', new Date('2026-12-31T15:59:59Z'))).toEqual({
      start: new Date('2026-12-15T16:00:00Z'),
      end: new Date('2026-12-31T16:00:00Z'),
    });
    expect(periodOf('semimonth', new Date('2026-02-15T15:59:59Z'))).toEqual({
      start: new Date('2026-01-31T16:00:00Z'),
      end: new Date('2026-02-15T16:00:00Z'),
    });
    expect(periodOf('week', new Date('2026-11-25T12:00:00Z'))).toEqual({
      start: new Date('2026-11-22T16:00:00Z'),
      end: new Date('2026-11-29T16:00:00Z'),
    });
    expect(periodOf('five_minutes', new Date('2026-11-25T12:04:59Z'))).toEqual({
      start: new Date('2026-11-25T12:00:00Z'),
      end: new Date('2026-11-25T12:05:00Z'),
    });
  });
});
