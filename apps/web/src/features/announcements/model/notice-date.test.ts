import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from './notice-date.ts';

describe('formatNoticeDate', () => {
  it('shows UTC times in GMT+8, moving past midnight into the next day', () => {
    expect(formatNoticeDate('2026-03-14T17:30:00.000Z', 'en')).toBe('03/15/2026, 01:30');
  });

  it('writes the date the way the language does', () => {
    expect(formatNoticeDate('2026-03-14T04:05:00.000Z', 'vi')).toBe('12:05 14/03/2026');
    expect(formatNoticeDate('2026-03-14T04:05:00.000Z', 'zh-CN')).toBe('2026/03/14 12:05');
    // Thai writes its own way, with the Gregorian year every other language shows (not 2569).
    expect(formatNoticeDate('2026-03-14T04:05:00.000Z', 'th')).toBe('14/03/2026 12:05');
  });
});
