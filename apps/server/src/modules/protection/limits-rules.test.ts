import { LIMIT_RAISE_COOLDOWN_HOURS } from '@platform/contracts/protection/profiles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIMIT_PERIODS,
  type LimitEvent,
  type LimitState,
  localDayOf,
  NO_LIMIT,
  nextLimitState,
  passedLimit,
  periodOf,
} from './limits-rules.ts';

const HOUR_MS = 3_600_000;
const START = Date.UTC(2026, 0, 1);

const arbitraryEvent: fc.Arbitrary<LimitEvent> = fc.oneof(
  fc.record({ type: fc.constant('set' as const), amount: fc.option(fc.bigInt({ min: 1n, max: 1000n })) }),
  fc.constant({ type: 'confirm' as const }),
  fc.constant({ type: 'cancel' as const }),
  fc.record({ type: fc.constant('tighten' as const), amount: fc.bigInt({ min: 1n, max: 1000n }) }),
);

/** A limit's amount as a number to compare, none being above every amount. */
const height = (amount: bigint | null) => (amount === null ? Number.POSITIVE_INFINITY : Number(amount));

describe('a limit change', () => {
  it('loosens only through a confirmation made a full cooldown after the player asked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbitraryEvent, fc.integer({ min: 0, max: 30 })), { maxLength: 40 }),
        (steps) => {
          let state: LimitState = NO_LIMIT;
          let now = START;
          // When the player last asked to loosen, as the model sees it.
          let askedAt: number | null = null;
          for (const [event, hours] of steps) {
            now += hours * HOUR_MS;
            const result = nextLimitState(state, event, new Date(now));
            if (!result.ok) continue;
            const next = result.state;
            if (next.pending && next.pending !== state.pending) askedAt = now;
            if (height(next.amount) > height(state.amount)) {
              expect(event.type).toBe('confirm');
              expect(askedAt).not.toBeNull();
              expect(now - (askedAt ?? now)).toBeGreaterThanOrEqual(LIMIT_RAISE_COOLDOWN_HOURS * HOUR_MS);
            }
            if (event.type === 'set' && event.amount !== null && height(event.amount) <= height(state.amount))
              expect(next).toEqual({ amount: event.amount, pending: null });
            if (event.type === 'tighten') expect(next.amount).toBe(event.amount);
            state = next;
          }
        },
      ),
    );
  });

  it('keeps the old limit while a raise waits, and refuses an early confirmation', () => {
    const now = new Date(START);
    const raised = nextLimitState({ amount: 100n, pending: null }, { type: 'set', amount: 500n }, now);
    if (!raised.ok) throw new Error('a raise is accepted');
    expect(raised.state.amount).toBe(100n);
    const early = new Date(START + (LIMIT_RAISE_COOLDOWN_HOURS * HOUR_MS) / 2);
    expect(nextLimitState(raised.state, { type: 'confirm' }, early)).toEqual({
      ok: false,
      code: 'protection.limit.not.due',
    });
    const due = new Date(START + LIMIT_RAISE_COOLDOWN_HOURS * HOUR_MS);
    expect(nextLimitState(raised.state, { type: 'confirm' }, due)).toEqual({
      ok: true,
      state: { amount: 500n, pending: null },
    });
    expect(nextLimitState(raised.state, { type: 'tighten', amount: 100n }, due)).toEqual({
      ok: false,
      code: 'protection.limit.not.lower',
    });
  });
});

const ZONES = ['Asia/Shanghai', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC'];

describe('periods in the brand zone', () => {
  it('contain the moment, and reset exactly when the zone starts the next one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: START, max: START + 3 * 365 * 24 * HOUR_MS }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...LIMIT_PERIODS),
        (ms, zone, period) => {
          const at = new Date(ms);
          const { firstDay, lastDay, startsAt, resetsAt } = periodOf(period, at, zone);
          const today = localDayOf(at, zone);
          expect(firstDay <= today && today <= lastDay).toBe(true);
          expect(startsAt.getTime()).toBeLessThanOrEqual(ms);
          expect(localDayOf(startsAt, zone)).toBe(firstDay);
          expect(localDayOf(new Date(startsAt.getTime() - 1), zone) < firstDay).toBe(true);
          expect(resetsAt.getTime()).toBeGreaterThan(ms);
          expect(localDayOf(new Date(resetsAt.getTime() - 1), zone)).toBe(lastDay);
          expect(localDayOf(resetsAt, zone) > lastDay).toBe(true);
          expect(periodOf(period, resetsAt, zone).firstDay).toBe(localDayOf(resetsAt, zone));
        },
      ),
    );
  });

  it('start weeks on Monday', () => {
    // Sunday 2026-03-08, 23:30 in Shanghai.
    const at = new Date('2026-03-08T15:30:00Z');
    expect(periodOf('week', at, 'Asia/Shanghai')).toEqual({
      firstDay: '2026-03-02',
      lastDay: '2026-03-08',
      startsAt: new Date('2026-03-01T16:00:00Z'),
      resetsAt: new Date('2026-03-08T16:00:00Z'),
    });
  });
});

describe('the limit a stake would pass', () => {
  it('is none exactly when every period has room, and else the one that frees the player last', () => {
    const arbitraryLimit = fc.option(fc.bigInt({ min: 1n, max: 500n }));
    fc.assert(
      fc.property(
        fc.record({ day: arbitraryLimit, week: arbitraryLimit, month: arbitraryLimit }),
        fc.record({
          day: fc.bigInt({ min: 0n, max: 500n }),
          week: fc.bigInt({ min: 0n, max: 500n }),
          month: fc.bigInt({ min: 0n, max: 500n }),
        }),
        fc.bigInt({ min: 0n, max: 200n }),
        (limits, usage, amount) => {
          const at = new Date('2026-03-10T12:00:00Z');
          const passed = passedLimit('wager', limits, usage, amount, at, 'UTC');
          const over = LIMIT_PERIODS.filter((period) => {
            const limit = limits[period];
            return limit !== null && usage[period] + amount > limit;
          });
          if (over.length === 0) expect(passed).toBeNull();
          else expect(passed?.period).toBe(over.at(-1));
        },
      ),
    );
  });
});
