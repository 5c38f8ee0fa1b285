import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodOf } from './periods.ts';

describe('mission periods in GMT+8', () => {
  it('cuts days at GMT+8 midnight and weeks on Monday', () => {
    expect(periodOf('daily', new Date('2026-11-25T15:59:59Z')).start).toBe('2026-11-25');
    expect(periodOf('daily', new Date('2026-11-25T16:00:00Z')).start).toBe('2026-11-26');
    const week = periodOf('weekly', new Date('2026-11-29T15:59:59Z'));
    expect(week).toEqual({
      start: '2026-11-23',
      from: new Date('2026-11-22T16:00:00Z'),
      until: new Date('2026-11-29T16:00:00Z'),
    });
    expect(periodOf('weekly', new Date('2026-11-29T16:00:00Z')).start).toBe('2026-11-30');
    expect(periodOf('weekly', new Date('2027-01-01T00:00:00Z')).start).toBe('2026-12-28');
  });

  it('holds the instant it was asked for, starting on a Monday, for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('daily' as const, 'weekly' as const),
        (now, period) => {
          const { start, from, until } = periodOf(period, now);
          expect(from.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(until.getTime()).toBeGreaterThan(now.getTime());
          expect(from.toISOString()).toBe(new Date(`${start}T00:00:00+08:00`).toISOString());
          if (period === 'weekly') expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
        },
      ),
    );
  });
});
