import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-format.ts';

describe('dateTimeFormat', () => {
  const day = new Date('2026-03-14T04:05:00.000Z');
  const options = { timeZone: 'Asia/Shanghai', dateStyle: 'long' } as const;

  it('writes Thai and Persian dates with Gregorian years, in their own words', () => {
    // Their default calendars would say 2569 (Buddhist) and 1404 (Persian).
    expect(new Intl.DateTimeFormat('th', options).format(day)).toContain('2569');
    // A long Thai date names the era (ค.ศ., AD), so no reader takes it for a Buddhist year.
    expect(dateTimeFormat('th', options).format(day)).toMatch(/^14 มีนาคม (ค\.ศ\. )?2026$/);
    expect(dateTimeFormat('fa', options).format(day)).toMatch(/۲۰۲۶|2026/);
  });

  it('leaves languages already on the Gregorian calendar as they were', () => {
    for (const locale of ['en', 'zh-CN', 'vi'])
      expect(dateTimeFormat(locale, options).format(day)).toBe(
        new Intl.DateTimeFormat(locale, options).format(day),
      );
  });
});
