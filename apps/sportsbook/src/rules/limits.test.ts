import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookLimits,
  type Exposure,
  type LimitedBet,
  liabilityRoom,
  refusalsOf,
  withBet,
} from './limits.ts';

const NONE: Exposure = { events: new Map(), selections: new Map() };
const BOOK: BookLimits = {
  maxPayout: 1_000_000n,
  maxEventLiability: 500_000n,
  maxSelectionLiability: 200_000n,
};
const market = { minStake: 100n, maxStake: 50_000n };

const single = (selectionId: string, stake: bigint, price: bigint): LimitedBet => ({
  legs: [{ eventId: selectionId.split(':')[0] ?? '', selectionId, limits: market }],
  unitStake: stake,
  totalStake: stake,
  potentialReturn: (stake * price) / 1_000n,
});

describe('limits', () => {
  it("keeps a line's stake within its markets' limits, the tightest leg for a multiple", () => {
    expect(refusalsOf(single('e1:home', 99n, 2_000n), BOOK, NONE)).toEqual([
      { code: 'stake_below_minimum', limit: 100n },
    ]);
    expect(refusalsOf(single('e1:home', 50_001n, 2_000n), BOOK, NONE)).toEqual([
      { code: 'stake_above_maximum', limit: 50_000n },
    ]);
    const multiple: LimitedBet = {
      legs: [
        { eventId: 'e1', selectionId: 'e1:home', limits: market },
        { eventId: 'e2', selectionId: 'e2:over', limits: { minStake: 500n, maxStake: 2_000n } },
      ],
      unitStake: 3_000n,
      totalStake: 3_000n,
      potentialReturn: 12_000n,
    };
    expect(refusalsOf(multiple, BOOK, NONE)).toEqual([{ code: 'stake_above_maximum', limit: 2_000n }]);
    expect(refusalsOf({ ...multiple, unitStake: 400n }, BOOK, NONE)).toEqual([
      { code: 'stake_below_minimum', limit: 500n },
    ]);
  });

  it('refuses a bet returning more than the most one bet may pay', () => {
    expect(refusalsOf(single('e1:home', 50_000n, 30_000n), BOOK, NONE)).toContainEqual({
      code: 'payout_above_maximum',
      limit: 1_000_000n,
    });
  });

  it('stops taking a selection at its liability, and an event at its own', () => {
    let exposure = NONE;
    // 500.00 at 2.0 adds 500.00 of liability: four fit the selection's 2,000.00, the fifth does not.
    for (let count = 0; count < 4; count += 1) {
      expect(refusalsOf(single('e1:home', 50_000n, 2_000n), BOOK, exposure)).toEqual([]);
      exposure = withBet(exposure, single('e1:home', 50_000n, 2_000n));
    }
    expect(refusalsOf(single('e1:home', 50_000n, 2_000n), BOOK, exposure)).toEqual([
      { code: 'selection_liability', selectionId: 'e1:home' },
    ]);
    // The other side of the event still has room, but the event itself has 3,000.00 left.
    expect(refusalsOf(single('e1:away', 50_000n, 2_000n), BOOK, exposure)).toEqual([]);
    expect(refusalsOf(single('e1:away', 40_000n, 10_000n), BOOK, exposure)).toEqual([
      { code: 'event_liability', eventId: 'e1' },
      { code: 'selection_liability', selectionId: 'e1:away' },
    ]);
  });

  it('takes a bet exactly when it fits, and so never lets the book pass a limit, however bets arrive', () => {
    const bets = fc.array(
      fc.record({
        selection: fc.constantFrom('e1:home', 'e1:away', 'e2:home', 'e2:draw'),
        stake: fc.bigInt({ min: 1n, max: 60_000n }),
        price: fc.bigInt({ min: 1_010n, max: 40_000n }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(bets, (arrivals) => {
        let exposure = NONE;
        for (const { selection, stake, price } of arrivals) {
          const bet = single(selection, stake, price);
          const after = withBet(exposure, bet);
          const fits =
            stake >= market.minStake &&
            stake <= market.maxStake &&
            bet.potentialReturn <= BOOK.maxPayout &&
            [...after.events.values()].every((liability) => liability <= BOOK.maxEventLiability) &&
            [...after.selections.values()].every((liability) => liability <= BOOK.maxSelectionLiability);
          expect(refusalsOf(bet, BOOK, exposure).length === 0).toBe(fits);
          // The room the placement's statement takes a bet by says the same of the liability limits.
          const room = liabilityRoom(bet, BOOK);
          const [eventId = '', selectionId = ''] = [bet.legs[0]?.eventId, bet.legs[0]?.selectionId];
          const roomy =
            (exposure.events.get(eventId) ?? 0n) <= room.event &&
            (exposure.selections.get(selectionId) ?? 0n) <= room.selection;
          expect(refusalsOf(bet, BOOK, exposure).some(({ code }) => code.endsWith('_liability'))).toBe(
            !roomy,
          );
          if (fits) exposure = after;
        }
        for (const liability of exposure.events.values()) expect(liability).toBeLessThanOrEqual(500_000n);
        for (const liability of exposure.selections.values()) expect(liability).toBeLessThanOrEqual(200_000n);
      }),
    );
  });
});
