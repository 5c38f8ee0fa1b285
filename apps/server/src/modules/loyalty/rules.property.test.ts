import { GAME_TYPES, RATE_SCALE } from '@platform/contracts/loyalty/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areLevelsValid, type GameType, type LevelRule, levelFor, rebateFor } from './rules.ts';

/** The reference level: the members' list read from the top, the first level both thresholds reach. */
function referenceLevel(levels: readonly LevelRule[], deposit: bigint, bet: bigint): number {
  const fromTop = [...levels].sort((a, b) => b.level - a.level);
  for (const rule of fromTop) if (deposit >= rule.minDeposit && bet >= rule.minBet) return rule.level;
  return -1;
}

/** The reference rebate: whole minor units per type, the remainder of the division dropped. */
function referenceRebate(
  rates: Partial<Record<GameType, number>>,
  bets: Partial<Record<GameType, bigint>>,
): bigint {
  let sum = 0n;
  for (const type of GAME_TYPES) {
    const exact = (bets[type] ?? 0n) * BigInt(rates[type] ?? 0);
    sum += (exact - (exact % BigInt(RATE_SCALE))) / BigInt(RATE_SCALE);
  }
  return sum;
}

const amount = fc.bigInt({ min: 0n, max: 10n ** 12n });
const rates = fc.record(
  Object.fromEntries(GAME_TYPES.map((type) => [type, fc.integer({ min: 0, max: RATE_SCALE })])) as Record<
    GameType,
    fc.Arbitrary<number>
  >,
  { requiredKeys: [] },
);
const bets = fc.record(
  Object.fromEntries(GAME_TYPES.map((type) => [type, amount])) as Record<GameType, fc.Arbitrary<bigint>>,
  { requiredKeys: [] },
);
/** Valid levels: 0 open to all, each asking at least what the one below asks. */
const levels = fc.array(fc.tuple(amount, amount, rates), { minLength: 0, maxLength: 8 }).map((steps) => {
  let deposit = 0n;
  let bet = 0n;
  const rules: LevelRule[] = [
    { level: 0, name: 'VIP0', minDeposit: 0n, minBet: 0n, upgradeBonus: 0n, rebateRates: {} },
  ];
  steps.forEach(([moreDeposit, moreBet, rebateRates], index) => {
    deposit += moreDeposit;
    bet += moreBet;
    rules.push({
      level: index + 1,
      name: `VIP${index + 1}`,
      minDeposit: deposit,
      minBet: bet,
      upgradeBonus: 0n,
      rebateRates,
    });
  });
  return rules;
});

/** The same levels in any order, as a brand may list them. */
const shuffledLevels = levels.chain((rules) =>
  fc.tuple(
    fc.constant(rules),
    fc.shuffledSubarray(rules, { minLength: rules.length, maxLength: rules.length }),
  ),
);

describe('VIP and rebate computations against a plainly written reference', () => {
  it('the level is the highest whose deposit and bet thresholds are both reached', () => {
    fc.assert(
      fc.property(shuffledLevels, amount, amount, ([rules, shuffled], deposit, bet) => {
        expect(areLevelsValid(shuffled)).toBe(true);
        expect(levelFor(shuffled, deposit, bet).level).toBe(referenceLevel(rules, deposit, bet));
      }),
    );
  });

  it('the rebate is the valid bet of each type at its rate, rounded down per type', () => {
    fc.assert(
      fc.property(rates, bets, (rateOf, betOf) => {
        const rebate = rebateFor(rateOf, betOf);
        expect(rebate).toBe(referenceRebate(rateOf, betOf));
        const total = Object.values(betOf).reduce((sum, bet) => sum + bet, 0n);
        expect(rebate >= 0n && rebate <= total).toBe(true);
      }),
    );
  });

  it('a member who bets more never gets less rebate', () => {
    fc.assert(
      fc.property(rates, bets, fc.constantFrom(...GAME_TYPES), amount, (rateOf, betOf, type, more) => {
        const richer = { ...betOf, [type]: (betOf[type] ?? 0n) + more };
        expect(rebateFor(rateOf, richer) >= rebateFor(rateOf, betOf)).toBe(true);
      }),
    );
  });

  it('refuses levels that skip a number, start above zero or ask less than the level below', () => {
    const base = { name: 'L', upgradeBonus: 0n, rebateRates: {} };
    expect(areLevelsValid([{ ...base, level: 0, minDeposit: 1n, minBet: 0n }])).toBe(false);
    expect(
      areLevelsValid([
        { ...base, level: 0, minDeposit: 0n, minBet: 0n },
        { ...base, level: 2, minDeposit: 5n, minBet: 5n },
      ]),
    ).toBe(false);
    expect(
      areLevelsValid([
        { ...base, level: 0, minDeposit: 0n, minBet: 0n },
        { ...base, level: 1, minDeposit: 5n, minBet: 5n },
        { ...base, level: 2, minDeposit: 4n, minBet: 9n },
      ]),
    ).toBe(false);
  });
});
