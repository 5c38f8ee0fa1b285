import { describe, expect, it } from 'vitest';
import { addDays, gmt8DayOf, gmt8DaysOf, gmt8Midnight, gmt8Span } from './gmt8.ts';

describe('GMT+8 calendar days', () => {
  it('puts an instant in its GMT+8 day: 16:00 UTC is already the next day there', () => {
    expect(gmt8DayOf(new Date('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24');
    expect(gmt8DayOf(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(gmt8DayOf(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('starts a day at its GMT+8 midnight', () => {
    expect(gmt8Midnight('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('counts days across month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('spans a range with `to` included', () => {
    const span = gmt8Span({ from: '2026-11-01', to: '2026-11-03' });
    expect(span.from.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(span.until.toISOString()).toBe('2026-11-03T16:00:00.000Z');
    expect(span.days).toBe(3);
    expect(gmt8DaysOf(span)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('tells a reversed range by its count and a non-day by NaN', () => {
    expect(gmt8Span({ from: '2026-11-03', to: '2026-11-01' }).days).toBe(-1);
    expect(gmt8Span({ from: 'yesterday', to: '2026-11-01' }).days).toBeNaN();
  });
});
