import { afterEach, describe, expect, it } from 'vitest';
import {
  dayOf,
  formatGmt8,
  formatInZone,
  gmt8InputToIso,
  gmt8InputValue,
  gmt8Today,
  rangeQuery,
} from './gmt8-time.ts';

const originalZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalZone;
});

describe('formatInZone', () => {
  it('shows the instant in the zone with its offset then, and an unknown zone as GMT+8', () => {
    const instant = new Date('2026-11-21T23:59:58Z');
    expect(formatInZone(instant, 'Asia/Ho_Chi_Minh')).toEqual({ text: '2026-11-22 06:59:58', zone: 'GMT+7' });
    expect(formatInZone(instant, 'Asia/Kolkata', { withSeconds: false })).toEqual({
      text: '2026-11-22 05:29',
      zone: 'GMT+5:30',
    });
    expect(formatInZone(instant, 'Not/A_Zone')).toEqual({ text: '2026-11-22 07:59:58', zone: 'GMT+8' });
  });
});

describe('formatGmt8', () => {
  it('shows the instant in GMT+8, crossing the date line when it must', () => {
    expect(formatGmt8(new Date('2026-11-21T12:34:56Z'))).toBe('2026-11-21 20:34:56');
    expect(formatGmt8(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
    expect(formatGmt8(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01 23:59:59');
  });

  it.each([
    ['America/New_York', 240],
    ['Europe/London', -60],
    ['Asia/Kolkata', -330],
    ['Pacific/Auckland', -720],
    ['UTC', 0],
  ])('gives the same text when the device is in %s', (zone, offsetMinutes) => {
    process.env.TZ = zone;
    const instant = new Date('2026-07-01T00:00:00Z');
    // Proves the device zone really changed for this case.
    expect(instant.getTimezoneOffset()).toBe(offsetMinutes);
    expect(formatGmt8(instant)).toBe('2026-07-01 08:00:00');
  });

  it('drops the seconds on request and never shows hour 24', () => {
    expect(formatGmt8(new Date('2026-05-01T16:05:09Z'), { withSeconds: false })).toBe('2026-05-02 00:05');
  });
});

describe('GMT+8 datetime-local values', () => {
  it('read and write the site clock whatever the device zone', () => {
    process.env.TZ = 'America/New_York';
    expect(gmt8InputToIso('2027-01-01T00:00')).toBe('2026-12-31T16:00:00.000Z');
    expect(gmt8InputValue(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01T00:00');
  });

  it('answer null for what is not a whole minute of a real day', () => {
    expect(gmt8InputToIso('')).toBeNull();
    expect(gmt8InputToIso('2027-02-30T10:00')).toBeNull();
    expect(gmt8InputToIso('2027-01-01T10:00:00')).toBeNull();
  });
});

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
