import { describe, expect, it } from 'vitest';
import { reportRange } from './report-range.ts';

// Wednesday 2026-03-04 at 01:30 in GMT+8 (still Tuesday the 3rd in UTC).
const now = new Date('2026-03-03T17:30:00Z');

describe('agent report presets', () => {
  it('count days in GMT+8, whatever the UTC date', () => {
    expect(reportRange('today', now)).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(reportRange('yesterday', now)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
  });

  it('start weeks on Monday', () => {
    expect(reportRange('thisWeek', now)).toEqual({ from: '2026-03-02', to: '2026-03-04' });
    expect(reportRange('lastWeek', now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    const sunday = new Date('2026-03-08T04:00:00Z');
    expect(reportRange('thisWeek', sunday)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });

  it('take whole calendar months, the last one across a year end too', () => {
    expect(reportRange('thisMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-04' });
    expect(reportRange('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportRange('lastMonth', new Date('2026-01-10T00:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});
