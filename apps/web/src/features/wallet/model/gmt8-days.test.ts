import { describe, expect, it } from 'vitest';
import { dayOf, gmt8Today, rangeQuery } from './gmt8-days.ts';

describe('GMT+8 days', () => {
  it('takes today from the GMT+8 clock: 20:00 UTC is already the next day there', () => {
    expect(dayOf(gmt8Today(new Date('2026-11-24T20:00:00Z')))).toBe('2026-11-25');
    expect(dayOf(gmt8Today(new Date('2026-11-24T15:59:59Z')))).toBe('2026-11-24');
  });

  it('sends a picked range as YYYY-MM-DD days', () => {
    expect(rangeQuery({ from: new Date(2026, 0, 5), to: new Date(2026, 10, 24) })).toEqual({
      from: '2026-01-05',
      to: '2026-11-24',
    });
  });
});
