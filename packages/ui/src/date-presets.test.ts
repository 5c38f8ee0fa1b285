import { describe, expect, it } from 'vitest';
import { matchPreset, presetRange } from './date-presets.ts';

/** Local calendar day, as the picker works in the visitor's days. */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);
// Mid-afternoon, to show the time of day is dropped.
const today = new Date(2026, 2, 15, 15, 42);

describe('presetRange', () => {
  it('counts today as the first of the next 7 and 30 days', () => {
    expect(presetRange('next7', today)).toEqual({ from: day(2026, 3, 15), to: day(2026, 3, 21) });
    expect(presetRange('next30', today)).toEqual({ from: day(2026, 3, 15), to: day(2026, 4, 13) });
  });

  it('counts today as the last of the past 7 and 30 days', () => {
    expect(presetRange('past7', today)).toEqual({ from: day(2026, 3, 9), to: day(2026, 3, 15) });
    expect(presetRange('past30', today)).toEqual({ from: day(2026, 2, 14), to: day(2026, 3, 15) });
  });

  it('crosses month and year ends and leap days', () => {
    expect(presetRange('past7', day(2026, 1, 3))).toEqual({ from: day(2025, 12, 28), to: day(2026, 1, 3) });
    expect(presetRange('next7', day(2028, 2, 26))).toEqual({ from: day(2028, 2, 26), to: day(2028, 3, 3) });
  });
});

describe('matchPreset', () => {
  it('recognises a preset whatever the time of day, and nothing else', () => {
    expect(matchPreset({ from: new Date(2026, 2, 9, 8), to: new Date(2026, 2, 15, 23) }, today)).toBe(
      'past7',
    );
    expect(matchPreset(presetRange('next30', today), today)).toBe('next30');
    expect(matchPreset({ from: day(2026, 3, 1), to: day(2026, 3, 15) }, today)).toBeUndefined();
  });
});
