import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('places the decimal point by currency without floating point', () => {
    expect(formatMoney(123456789012345678n, 'USD', 'en')).toBe('1,234,567,890,123,456.78 USD');
    expect(formatMoney('-5', 'usd', 'en')).toBe('-0.05 USD');
    expect(formatMoney(1500n, 'JPY', 'en')).toBe('1,500 JPY');
    expect(formatMoney(0n, 'CNY', 'zh-CN')).toBe('0.00 CNY');
  });
});

describe('formatDateTime', () => {
  it('formats an instant and leaves an invalid one empty', () => {
    expect(formatDateTime('2026-01-02T03:04:05Z', 'en')).toMatch(/2026/);
    expect(formatDateTime('not a date', 'en')).toBe('');
    // Thai's own calendar would say 2569: staff read the years members see.
    expect(formatDateTime('2026-01-02T03:04:05Z', 'th')).toMatch(/2026/);
    expect(formatDateTime('2026-01-02T03:04:05Z', 'th')).not.toMatch(/2569/);
  });
});
