import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Leg, potentialReturn, SYSTEMS } from './bets.ts';
import { cashOutValue, type LegState, partialCashOut } from './cash-out.ts';
import { leg, placed } from './test-bets.ts';

const states =
  (byEvent: Record<string, LegState>) =>
  (of: Leg): LegState =>
    byEvent[of.eventId] ?? { kind: 'open', currentPrice: null };

describe('cash-out', () => {
  it('offers stake × placed price ÷ current price less the margin, rounded down', () => {
    const single = placed({ kind: 'single' }, [leg('a', 2_500n)], 1_000n);
    // 10.00 at 2.5 now priced 2.0: 12.50 fair, 12.125 after 3%.
    expect(cashOutValue(single, states({ a: { kind: 'open', currentPrice: 2_000n } }), 300)).toBe(1_212n);
    // Drifted to 5.0: 5.00 fair.
    expect(cashOutValue(single, states({ a: { kind: 'open', currentPrice: 5_000n } }), 0)).toBe(500n);
  });

  it('values an accumulator leg by leg: a won leg at its return, the open ones at their price ratios', () => {
    const legs = [leg('a', 2_000n), leg('b', 3_000n), leg('c', 2_000n)];
    const bet = placed({ kind: 'accumulator' }, legs, 1_000n);
    const now = states({
      a: { kind: 'graded', outcome: { kind: 'win' } },
      b: { kind: 'open', currentPrice: 1_500n },
      c: { kind: 'open', currentPrice: 2_000n },
    });
    expect(cashOutValue(bet, now, 0)).toBe(4_000n);
    const halfLost = states({
      a: { kind: 'graded', outcome: { kind: 'half_lose' } },
      b: { kind: 'open', currentPrice: 1_500n },
      c: { kind: 'open', currentPrice: 2_000n },
    });
    expect(cashOutValue(bet, halfLost, 0)).toBe(1_000n);
  });

  it('offers nothing while a leg is unpriced, once a leg has lost the bet, or when nothing is open', () => {
    const bet = placed({ kind: 'accumulator' }, [leg('a', 2_000n), leg('b', 3_000n)], 1_000n);
    expect(cashOutValue(bet, states({ a: { kind: 'open', currentPrice: 1_500n } }), 0)).toBeNull();
    const lost = states({
      a: { kind: 'graded', outcome: { kind: 'lose' } },
      b: { kind: 'open', currentPrice: 2_000n },
    });
    expect(cashOutValue(bet, lost, 0)).toBeNull();
    const done = states({
      a: { kind: 'graded', outcome: { kind: 'win' } },
      b: { kind: 'graded', outcome: { kind: 'win' } },
    });
    expect(cashOutValue(bet, done, 0)).toBeNull();
  });

  it('closes part of the stake and leaves the rest open', () => {
    const bet = placed({ kind: 'single' }, [leg('a', 2_500n)], 1_000n);
    const now = states({ a: { kind: 'open', currentPrice: 2_000n } });
    const answer = partialCashOut(bet, now, 300, 400n);
    expect(answer).toEqual({ ok: true, paid: 485n, remaining: { ...bet, unitStake: 600n } });
    expect(partialCashOut(bet, now, 300, 0n)).toEqual({ ok: false, problem: 'part_out_of_range' });
    expect(partialCashOut(bet, now, 300, 1_000n)).toEqual({ ok: false, problem: 'part_out_of_range' });
    const suspended = states({ a: { kind: 'open', currentPrice: null } });
    expect(partialCashOut(bet, suspended, 300, 400n)).toEqual({ ok: false, problem: 'not_offered' });
  });

  it('values open accumulators as the product of the price ratios, and parts add up to the whole', () => {
    const price = fc.bigInt({ min: 1_010n, max: 20_000n });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(price, price), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 2n, max: 10n ** 8n }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (prices, unitStake, margin, share) => {
          const legs = prices.map(([placedPrice], index) => leg(`e${index}`, placedPrice));
          const bet = placed(
            legs.length === 1 ? { kind: 'single' } : { kind: 'accumulator' },
            legs,
            unitStake,
          );
          const now = (of: Leg): LegState => ({
            kind: 'open',
            currentPrice: prices[legs.indexOf(of)]?.[1] ?? null,
          });
          const [top, bottom] = prices.reduce<[bigint, bigint]>(
            ([n, d], [placedPrice, currentPrice]) => [n * placedPrice, d * currentPrice],
            [unitStake * BigInt(10_000 - margin), 10_000n],
          );
          const full = cashOutValue(bet, now, margin);
          expect(full ?? 0n).toBe(top / bottom);
          if (full === null) return;
          // Never more than the bet returns if it wins: every current price is above 1, so the fair
          // value is below it, and rounded down both may meet (2 at 1.01 is worth 2 and returns 2).
          expect(full).toBeLessThanOrEqual(potentialReturn(bet));
          const part = 1n + BigInt(Math.floor(share * Number(unitStake - 2n)));
          const partial = partialCashOut(bet, now, margin, part);
          const rest = partial.ok ? cashOutValue(partial.remaining, now, margin) : null;
          if (!partial.ok) return;
          // Each part is rounded down on its own: together they fall short of the whole by a unit at most.
          const sum = partial.paid + (rest ?? 0n);
          expect(sum <= full && full - sum <= 1n).toBe(true);
        },
      ),
    );
  });

  it("values a system as the sum of its lines, each its legs' price ratios, listed one by one", () => {
    const price = fc.bigInt({ min: 1_010n, max: 20_000n });
    const systems = fc.constantFrom(...Object.entries(SYSTEMS).filter(([, system]) => system.legs <= 6));
    fc.assert(
      fc.property(
        systems.chain(([name, system]) =>
          fc.record({
            name: fc.constant(name),
            prices: fc.array(fc.tuple(price, price), { minLength: system.legs, maxLength: system.legs }),
          }),
        ),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        fc.integer({ min: 0, max: 2_000 }),
        ({ name, prices }, unitStake, margin) => {
          const legs = prices.map(([placedPrice], index) => leg(`e${index}`, placedPrice));
          const bet = placed({ kind: 'system', name }, legs, unitStake);
          const now = (of: Leg): LegState => ({
            kind: 'open',
            currentPrice: prices[legs.indexOf(of)]?.[1] ?? null,
          });
          // Every line by bit mask, over one common denominator: the product of all current prices.
          const common = prices.reduce((product, [, currentPrice]) => product * currentPrice, 1n);
          let numerator = 0n;
          for (let mask = 1; mask < 1 << prices.length; mask += 1) {
            if (!bet.system.sizes.includes(prices.filter((_, index) => mask & (1 << index)).length)) continue;
            numerator += prices.reduce(
              (product, [placedPrice, currentPrice], index) =>
                product * (mask & (1 << index) ? placedPrice : currentPrice),
              1n,
            );
          }
          const expected = (unitStake * numerator * BigInt(10_000 - margin)) / (common * 10_000n);
          expect(cashOutValue(bet, now, margin) ?? 0n).toBe(expected);
        },
      ),
    );
  });
});
