import { describe, expect, it } from 'vitest';
import { termsOf } from './contract-terms.ts';

describe('contract terms of the offer form', () => {
  it('keep the fields of the kind only, counts as numbers and money as typed', () => {
    expect(
      termsOf('daily_salary', {
        rate: '1.5',
        dailyBetVolume: '1000.00',
        minActiveMembers: '3',
        period: 'weekly',
      }),
    ).toEqual({
      kind: 'daily_salary',
      rate: '1.5',
      dailyBetVolume: '1000.00',
      minActiveMembers: 3,
      endsAt: null,
    });
  });

  it('fill a field left empty with its neutral value', () => {
    expect(termsOf('dividend', { rate: '20' })).toEqual({
      kind: 'dividend',
      rate: '20',
      period: 'monthly',
      minBet: '0',
      minProfitLoss: '0',
      minActiveMembers: 0,
      endsAt: null,
    });
  });

  it('read the end time as GMT+8, the site clock, and leave it empty for a contract without end', () => {
    expect(termsOf('realtime_salary', {}, '2026-12-31T23:30').endsAt).toBe('2026-12-31T15:30:00.000Z');
    expect(termsOf('realtime_salary', {}, '').endsAt).toBeNull();
    expect(termsOf('realtime_salary', {}, '2026-13-01T00:00').endsAt).toBeNull();
  });
});
