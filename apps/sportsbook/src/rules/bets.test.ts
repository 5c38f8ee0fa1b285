import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BetKind,
  betOf,
  type Leg,
  linesOf,
  potentialReturn,
  SYSTEMS,
  settledReturn,
  totalStake,
} from './bets.ts';
import { grade, type Outcome, settle } from './markets.ts';
import { ratio } from './ratio.ts';
import { leg, placed } from './test-bets.ts';

const outcomes =
  (byEvent: Record<string, Outcome>) =>
  (of: Leg): Outcome =>
    byEvent[of.eventId] ?? { kind: 'lose' };

describe('bet returns, by example', () => {
  it('a Lucky 15 of 1.00 a line at 3.0, 4.0, 5.0 and 6.0: 15.00 staked, 839.00 if all four win', () => {
    const legs = [leg('a', 3_000n), leg('b', 4_000n), leg('c', 5_000n), leg('d', 6_000n)];
    const bet = placed({ kind: 'system', name: 'lucky_15' }, legs, 100n);
    expect(totalStake(bet)).toBe(1_500n);
    // Singles 18, doubles 119, trebles 342, the four-fold 360.
    expect(potentialReturn(bet)).toBe(83_900n);
    // Only the 3.0 and the 4.0 win: their singles (7) and their double (12).
    const twoWin = outcomes({ a: { kind: 'win' }, b: { kind: 'win' } });
    expect(settledReturn(bet, twoWin)).toBe(1_900n);
  });

  it('a Trixie is 3×4: three doubles and a treble', () => {
    expect(SYSTEMS.trixie).toEqual({ legs: 3, sizes: [2, 3] });
    expect(SYSTEMS['3x4']).toEqual(SYSTEMS.trixie);
    expect(SYSTEMS['4x11']).toEqual(SYSTEMS.yankee);
    expect(SYSTEMS['5x26']).toEqual({ legs: 5, sizes: [2, 3, 4, 5] });
    expect(SYSTEMS['6x57']).toEqual({ legs: 6, sizes: [2, 3, 4, 5, 6] });
    expect(SYSTEMS['4x5']).toEqual({ legs: 4, sizes: [3, 4] });
    for (const [name, system] of Object.entries(SYSTEMS).filter(([name]) => /^\d+x\d+$/.test(name)))
      expect(name).toBe(`${system.legs}x${linesOf(system)}`);
  });

  it('an accumulator: a void leg drops out at 1, a half-win counts (1 + price) ÷ 2, a half-lose 1/2', () => {
    const legs = [leg('a', 2_000n), leg('b', 1_900n), leg('c', 3_100n)];
    const bet = placed({ kind: 'accumulator' }, legs, 1_000n);
    expect(potentialReturn(bet)).toBe(11_780n);
    expect(
      settledReturn(bet, outcomes({ a: { kind: 'win' }, b: { kind: 'void' }, c: { kind: 'win' } })),
    ).toBe(6_200n);
    // 10.00 × 2.0 × 1.45 × 1/2 = 14.50.
    const halves = outcomes({ a: { kind: 'win' }, b: { kind: 'half_win' }, c: { kind: 'half_lose' } });
    expect(settledReturn(bet, halves)).toBe(1_450n);
    // A dead heat of two on the 3.1 leg: 10.00 × 2.0 × 1.9 × 3.1 ÷ 2 = 58.90.
    const deadHeat = outcomes({
      a: { kind: 'win' },
      b: { kind: 'win' },
      c: { kind: 'dead_heat', factor: ratio(1n, 2n) },
    });
    expect(settledReturn(bet, deadHeat)).toBe(5_890n);
  });

  it('pays a quarter-line single as its two half stakes: 100.00 on home -0.75 at 1.90', () => {
    const bet = placed({ kind: 'single' }, [leg('a', 1_900n)], 10_000n);
    const on = (home: number, away: number) => () =>
      grade(settle({ kind: 'asian_handicap', line: -3 }, { home, away }), 'home');
    // Won by one: half wins (95.00), half on -1 pushes (50.00).
    expect(settledReturn(bet, on(2, 1))).toBe(14_500n);
    expect(settledReturn(bet, on(3, 1))).toBe(19_000n);
    expect(settledReturn(bet, on(1, 1))).toBe(0n);
    // The away side at +0.75 and 1.90 loses half and gets half back on the one-goal defeat.
    const away = () => grade(settle({ kind: 'asian_handicap', line: -3 }, { home: 2, away: 1 }), 'away');
    expect(settledReturn(bet, away)).toBe(5_000n);
  });

  it('rounds the exact return down once, at the end', () => {
    // 0.01 a line on a Trixie at 1.333 each: three doubles of 1.776889 and a treble of 2.368593037,
    // 0.07698260... in all: 7 minor units, where rounding each line first would give 1 + 1 + 1 + 2 = 5.
    const legs = [leg('a', 1_333n), leg('b', 1_333n), leg('c', 1_333n)];
    const bet = placed({ kind: 'system', name: 'trixie' }, legs, 1n);
    expect(potentialReturn(bet)).toBe(7n);
  });

  it('refuses related selections, a wrong count, an unknown system and a stake below one unit', () => {
    const refusal = (kind: BetKind, legs: readonly Leg[], stake = 100n) => {
      const answer = betOf(kind, legs, stake);
      return answer.ok ? 'accepted' : answer.problem;
    };
    expect(refusal({ kind: 'accumulator' }, [leg('a', 2_000n), leg('a', 3_000n)])).toBe('related_selections');
    expect(refusal({ kind: 'accumulator' }, [leg('a', 2_000n)])).toBe('wrong_number_of_selections');
    const legs21 = Array.from({ length: 21 }, (_, index) => leg(`e${index}`, 1_100n));
    expect(refusal({ kind: 'accumulator' }, legs21)).toBe('wrong_number_of_selections');
    expect(refusal({ kind: 'accumulator' }, legs21.slice(1))).toBe('accepted');
    expect(refusal({ kind: 'single' }, [leg('a', 2_000n), leg('b', 2_000n)])).toBe(
      'wrong_number_of_selections',
    );
    expect(refusal({ kind: 'system', name: 'yankee' }, [leg('a', 2_000n)])).toBe(
      'wrong_number_of_selections',
    );
    expect(refusal({ kind: 'system', name: 'toString' }, [leg('a', 2_000n)])).toBe('unknown_system');
    expect(refusal({ kind: 'single' }, [leg('a', 2_000n)], 0n)).toBe('stake_not_positive');
    expect(refusal({ kind: 'single' }, [leg('a', 2_000n)])).toBe('accepted');
  });
});

/**
 * A leg's event as the property test draws it, graded two ways: by the markets' rules, and by the model
 * below, which knows none of the outcome kinds.
 */
type Scenario =
  | { type: 'handicap'; line: number; home: number; away: number; selection: 'home' | 'away' }
  | { type: 'total'; line: number; home: number; away: number; selection: 'over' | 'under' }
  | { type: 'field'; sharers: number; isPlaced: boolean; isWithdrawn: boolean }
  | { type: 'cockfight'; winner: 'meron' | 'wala' | 'draw'; selection: 'meron' | 'draw'; isVoidRule: boolean }
  | { type: 'cancelled' };

const scenarios: fc.Arbitrary<Scenario> = fc.oneof(
  fc.record({
    type: fc.constant('handicap' as const),
    line: fc.integer({ min: -14, max: 14 }),
    home: fc.nat(5),
    away: fc.nat(5),
    selection: fc.constantFrom('home' as const, 'away' as const),
  }),
  fc.record({
    type: fc.constant('total' as const),
    line: fc.integer({ min: 1, max: 22 }),
    home: fc.nat(4),
    away: fc.nat(4),
    selection: fc.constantFrom('over' as const, 'under' as const),
  }),
  fc.record({
    type: fc.constant('field' as const),
    sharers: fc.integer({ min: 1, max: 4 }),
    isPlaced: fc.boolean(),
    isWithdrawn: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('cockfight' as const),
    winner: fc.constantFrom('meron' as const, 'wala' as const, 'draw' as const),
    selection: fc.constantFrom('meron' as const, 'draw' as const),
    isVoidRule: fc.boolean(),
  }),
  fc.constant({ type: 'cancelled' as const }),
);

/** The markets' grading of a scenario (a cancelled event is not graded: its legs are void). */
function graded(scenario: Scenario): Outcome {
  switch (scenario.type) {
    case 'handicap':
      return grade(settle({ kind: 'asian_handicap', line: scenario.line }, scenario), scenario.selection);
    case 'total':
      return grade(settle({ kind: 'over_under', line: scenario.line }, scenario), scenario.selection);
    case 'field': {
      const others = ['q', 'r', 's', 't'].slice(
        0,
        scenario.isPlaced ? scenario.sharers - 1 : scenario.sharers,
      );
      const result = {
        winners: scenario.isPlaced && !scenario.isWithdrawn ? ['p', ...others] : others,
        withdrawn: scenario.isWithdrawn ? ['p'] : [],
      };
      return grade(settle({ kind: 'outright', participants: ['p', 'q', 'r', 's', 't'] }, result), 'p');
    }
    case 'cockfight': {
      const drawRule = scenario.isVoidRule ? 'void_sides' : 'lose_sides';
      return grade(settle({ kind: 'cockfight', drawRule }, { winner: scenario.winner }), scenario.selection);
    }
    case 'cancelled':
      return { kind: 'void' };
  }
}

/** A fraction as numerator and denominator, never reduced: the model's own arithmetic. */
type Fraction = readonly [bigint, bigint];
const plus = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * d + c * b, b * d];
const times = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * c, b * d];

/**
 * The model's leg: the ways its stake can go, each a share of the stake and what a unit of it returns.
 * A quarter line is half the stake on each line beside it; a dead heat's share at the price and the
 * rest lost; the stake back when the bet is off or lands on the line.
 */
function branches(scenario: Scenario, price: bigint): { share: Fraction; returns: Fraction }[] {
  const atPrice: Fraction = [price, 1_000n];
  const whole: Fraction = [1n, 1n];
  const back: Fraction = [1n, 1n];
  const nothing: Fraction = [0n, 1n];
  const onLines = (ahead: number, line: number) => {
    const lines = line % 2 === 0 ? [0] : [-1, 1];
    return lines.map((shift) => ({
      share: [1n, BigInt(lines.length)] as Fraction,
      returns: ahead + shift > 0 ? atPrice : ahead + shift === 0 ? back : nothing,
    }));
  };
  switch (scenario.type) {
    case 'handicap': {
      const ahead = (scenario.home - scenario.away) * 4 + scenario.line;
      return onLines(scenario.selection === 'home' ? ahead : -ahead, scenario.line);
    }
    case 'total': {
      const over = (scenario.home + scenario.away) * 4 - scenario.line;
      return onLines(scenario.selection === 'over' ? over : -over, scenario.line);
    }
    case 'field': {
      if (scenario.isWithdrawn) return [{ share: whole, returns: back }];
      if (!scenario.isPlaced) return [{ share: whole, returns: nothing }];
      const sharers = BigInt(scenario.sharers);
      return [
        { share: [1n, sharers], returns: atPrice },
        { share: [sharers - 1n, sharers], returns: nothing },
      ];
    }
    case 'cockfight': {
      if (scenario.selection === scenario.winner) return [{ share: whole, returns: atPrice }];
      const isRefunded = scenario.winner === 'draw' && scenario.isVoidRule;
      return [{ share: whole, returns: isRefunded ? back : nothing }];
    }
    case 'cancelled':
      return [{ share: whole, returns: back }];
  }
}

/**
 * The model's return: every combination of legs the system bets, listed by bit mask, and in each every
 * way its legs' stakes can go, summed exactly and rounded down at the end.
 */
function modelReturn(
  legs: readonly { scenario: Scenario; price: bigint }[],
  sizes: readonly number[],
  unitStake: bigint,
  everyLegWins = false,
): bigint {
  let total: Fraction = [0n, 1n];
  for (let mask = 1; mask < 1 << legs.length; mask += 1) {
    const chosen = legs.filter((_, index) => mask & (1 << index));
    if (!sizes.includes(chosen.length)) continue;
    let ways: Fraction[] = [[unitStake, 1n]];
    for (const chosenLeg of chosen) {
      const legWays = everyLegWins
        ? [{ share: [1n, 1n] as Fraction, returns: [chosenLeg.price, 1_000n] as Fraction }]
        : branches(chosenLeg.scenario, chosenLeg.price);
      ways = ways.flatMap((way) => legWays.map(({ share, returns }) => times(way, times(share, returns))));
    }
    for (const way of ways) total = plus(total, way);
  }
  return total[0] / total[1];
}

/** A bet of any kind on legs of distinct events. */
const bets = fc
  .oneof(
    fc.constant({ kind: { kind: 'single' } as BetKind, legs: 1 }),
    fc.integer({ min: 2, max: 8 }).map((legs) => ({ kind: { kind: 'accumulator' } as BetKind, legs })),
    fc
      .constantFrom(...Object.entries(SYSTEMS).filter(([, system]) => system.legs <= 7))
      .map(([name, system]) => ({ kind: { kind: 'system', name } as BetKind, legs: system.legs })),
  )
  .chain(({ kind, legs }) =>
    fc.record({
      kind: fc.constant(kind),
      legs: fc.array(fc.record({ scenario: scenarios, price: fc.bigInt({ min: 1_010n, max: 15_000n }) }), {
        minLength: legs,
        maxLength: legs,
      }),
      unitStake: fc.oneof(fc.bigInt({ min: 1n, max: 100n }), fc.bigInt({ min: 1n, max: 10n ** 9n })),
    }),
  );

describe('bet returns against an independent model', () => {
  it('settles random singles, accumulators and systems to the minor unit, and so the potential return', () => {
    fc.assert(
      fc.property(bets, ({ kind, legs, unitStake }) => {
        const slip = legs.map(({ price }, index) => leg(`event-${index}`, price));
        const bet = placed(kind, slip, unitStake);
        const scenarioOf = (one: Leg): Scenario => {
          const drawn = legs[slip.indexOf(one)];
          if (!drawn) throw new Error(`settled a leg the bet does not have: ${one.eventId}`);
          return drawn.scenario;
        };
        const settled = settledReturn(bet, (one) => graded(scenarioOf(one)));
        expect(settled).toBe(modelReturn(legs, bet.system.sizes, unitStake));
        expect(potentialReturn(bet)).toBe(modelReturn(legs, bet.system.sizes, unitStake, true));
        expect(totalStake(bet)).toBe(unitStake * BigInt(linesOf(bet.system)));
      }),
    );
  });
});
