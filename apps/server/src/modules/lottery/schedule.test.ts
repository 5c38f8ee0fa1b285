import { describe, expect, it } from 'vitest';
import { type DrawTiming, upcomingDraws } from './schedule.ts';

const elott = (intervalSeconds: number): DrawTiming => ({
  kind: 'ELOTT',
  intervalSeconds,
  scheduleTimes: [],
  scheduleWeekdays: [1, 2, 3, 4, 5, 6, 7],
  closeSeconds: 10,
});
const at = (text: string) => new Date(`${text}+08:00`);

describe('upcomingDraws', () => {
  it('numbers one-minute draws from GMT+8 midnight, the draw at midnight last of its day', () => {
    const draws = upcomingDraws(elott(60), at('2026-11-25T23:55:30'));
    expect(draws.map(({ period }) => period)).toEqual([
      '20261125-1436',
      '20261125-1437',
      '20261125-1438',
      '20261125-1439',
      '20261125-1440',
      '20261126-0001',
      '20261126-0002',
      '20261126-0003',
      '20261126-0004',
      '20261126-0005',
    ]);
    expect(draws[0]).toEqual({
      period: '20261125-1436',
      opensAt: at('2026-11-25T23:55:00'),
      closesAt: at('2026-11-25T23:55:50'),
      drawsAt: at('2026-11-25T23:56:00'),
    });
  });

  it('lays out at least the next draw of a long interval', () => {
    expect(upcomingDraws(elott(86_400), at('2026-11-25T08:00:00')).map(({ period }) => period)).toEqual([
      '20261125-0001',
    ]);
  });

  it('follows an official schedule of times and weekdays, opening at the draw before', () => {
    const draws = upcomingDraws(
      {
        kind: 'LOTT',
        intervalSeconds: null,
        scheduleTimes: ['21:30'],
        scheduleWeekdays: [2, 4, 6],
        closeSeconds: 900,
      },
      at('2026-11-25T12:00:00'),
    );
    // 2026-11-25 is a Wednesday: the next draws are Thursday, Saturday and Tuesday.
    expect(draws.map(({ period }) => period)).toEqual(['20261126-2130', '20261128-2130', '20261201-2130']);
    expect(draws[0]).toEqual({
      period: '20261126-2130',
      opensAt: at('2026-11-24T21:30:00'),
      closesAt: at('2026-11-26T21:15:00'),
      drawsAt: at('2026-11-26T21:30:00'),
    });
  });
});
