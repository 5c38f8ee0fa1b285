import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAfter, placeReaching, type Stake, type StakePlace, stakesFrom } from './stake-order.ts';

const T0 = Date.UTC(2026, 10, 28);

/** Stakes of two sources settled at a handful of instants, so many share one: ties decide the order. */
const stakes = fc
  .array(
    fc.record({
      source: fc.constantFrom(1, 2),
      tick: fc.integer({ min: 0, max: 5 }),
      amount: fc.bigInt({ min: 0n, max: 1_000n }),
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map(
      (row, index): Stake => ({
        at: new Date(T0 + row.tick),
        source: row.source,
        // Ids are unique within a source and not in time order, as ids of rounds closed out of order.
        id: BigInt((index * 7919) % 1_000) + BigInt(index) * 1_000n,
        amount: row.amount,
      }),
    ),
  );

const inOrder = (rows: readonly Stake[]) => [...rows].sort((a, b) => (isAfter(a, b) ? 1 : -1));

/** Each source's first `pageSize` stakes after a place, as its repository reads them. */
const pagesOf = (rows: readonly Stake[], pageSize: number) => async (after: StakePlace) =>
  [1, 2].map((source) =>
    inOrder(rows.filter((stake) => stake.source === source && isAfter(stake, after))).slice(0, pageSize),
  );

describe('placeReaching', () => {
  it('finds the stake a plain walk over all stakes in order finds, however the sources are paged', async () => {
    await fc.assert(
      fc.asyncProperty(
        stakes,
        fc.integer({ min: 1, max: 6 }),
        fc.bigInt({ min: 1n, max: 20_000n }),
        fc.nat(),
        async (rows, pageSize, amount, start) => {
          const ordered = inOrder(rows);
          // Start before everything, at an instant, or right after one of the stakes.
          const after =
            start % 3 === 0 || ordered.length === 0
              ? stakesFrom(new Date(T0))
              : start % 3 === 1
                ? stakesFrom(new Date(T0 + (start % 6)))
                : (ordered[start % ordered.length] as Stake);
          let sum = 0n;
          const expected = ordered
            .filter((stake) => isAfter(stake, after))
            .find((stake) => {
              sum += stake.amount;
              return sum >= amount;
            });
          const found = await placeReaching(pagesOf(rows, pageSize), pageSize, after, amount);
          expect(found).toEqual(expected && { at: expected.at, source: expected.source, id: expected.id });
        },
      ),
    );
  });

  it('counts a stake settled at the starting instant, and none before it', async () => {
    const at = new Date(T0 + 3);
    const rows: Stake[] = [
      { at: new Date(T0 + 2), source: 2, id: 9n, amount: 500n },
      { at, source: 2, id: 1n, amount: 200n },
      { at, source: 1, id: 5n, amount: 300n },
    ];
    expect(await placeReaching(pagesOf(rows, 1), 1, stakesFrom(at), 500n)).toEqual({ at, source: 2, id: 1n });
    expect(await placeReaching(pagesOf(rows, 1), 1, stakesFrom(at), 501n)).toBeUndefined();
  });
});
