import { describe, expect, it } from 'vitest';
import { drawPrize, periodKey, promotionStatus, type StatusInput } from './status.ts';

const now = new Date('2026-11-25T12:00:00Z');
const open = {
  kind: 'claim' as const,
  startsAt: new Date('2026-11-01Z'),
  endsAt: new Date('2026-12-01Z'),
  closedAt: null,
};
const input = (changes: Partial<StatusInput>): StatusInput => ({
  promotion: open,
  application: undefined,
  bonus: undefined,
  hasDrawn: false,
  now,
  ...changes,
});

describe('promotionStatus', () => {
  it('follows what the member did first, then the promotion’s window', () => {
    const apply = { ...open, kind: 'apply' as const };
    const raffle = { ...open, kind: 'raffle' as const };
    const cases: [Partial<StatusInput>, string][] = [
      [{}, 'claim'],
      [{ promotion: apply }, 'join'],
      [{ promotion: raffle }, 'claim'],
      [{ promotion: raffle, hasDrawn: true }, 'claimed'],
      [{ promotion: { ...open, startsAt: new Date('2026-11-26Z') } }, 'coming_soon'],
      [{ promotion: { ...open, closedAt: new Date('2026-11-20Z') } }, 'close'],
      [{ promotion: { ...open, endsAt: now } }, 'close'],
      [{ promotion: apply, application: { status: 'applying' } }, 'applying'],
      [{ promotion: apply, application: { status: 'rejected' } }, 'rejected'],
      [{ promotion: apply, application: { status: 'approved' } }, 'signed'],
      [{ promotion: apply, application: { status: 'approved' }, bonus: { releasedAt: null } }, 'process'],
      [{ promotion: apply, application: { status: 'approved' }, bonus: { releasedAt: now } }, 'issued'],
      [{ bonus: { releasedAt: null } }, 'process'],
      [{ bonus: { releasedAt: now }, promotion: { ...open, closedAt: now } }, 'claimed'],
    ];
    for (const [changes, status] of cases)
      expect(promotionStatus(input(changes)), JSON.stringify(changes)).toBe(status);
  });
});

describe('periodKey', () => {
  it('is the GMT+8 day, or the ISO week of the GMT+8 day', () => {
    expect(periodKey('once', now)).toBe('once');
    expect(periodKey('daily', new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(periodKey('daily', new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(periodKey('weekly', now)).toBe('2026-W48');
    // 1 January 2027 is a Friday: it belongs to week 53 of 2026; 4 January 2027 opens week 1.
    expect(periodKey('weekly', new Date('2027-01-01T04:00:00Z'))).toBe('2026-W53');
    expect(periodKey('weekly', new Date('2027-01-04T04:00:00Z'))).toBe('2027-W01');
    // Monday 00:00 GMT+8 is still Sunday in UTC.
    expect(periodKey('weekly', new Date('2026-11-29T16:00:00Z'))).toBe('2026-W49');
  });
});

describe('drawPrize', () => {
  it('gives each prize as many tickets as its weight', () => {
    const table = [{ weight: 1 }, { weight: 3 }, { weight: 2 }];
    const picks = Array.from({ length: 6 }, (_, ticket) => drawPrize(table, () => ticket));
    expect(picks).toEqual([0, 1, 1, 1, 2, 2]);
  });
});
