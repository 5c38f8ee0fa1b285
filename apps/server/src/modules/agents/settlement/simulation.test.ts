import { DIVIDEND_PERIODS } from '@platform/contracts/agents/contract-schemas';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { type ModelBet, modelPay, randomBet, seeded } from './model.ts';
import { followingPeriod, type Period, type PeriodUnit, periodOf } from './periods.ts';
import {
  NO_PLAY,
  ofLinePeriod,
  type PlayTotals,
  periodPayouts,
  RUN_KINDS,
  type SettlementContract,
} from './rules.ts';

const WINDOWS = 90 * 24 * 12;

/**
 * Four levels of agents (T gives to A1 and A2, A1 to B1 and B2, A2 to B3, B1 to C1, B3 to C2), each
 * with two players, and real-time salary contracts whose rates never exceed the upline's.
 */
function tree(random: ReturnType<typeof seeded>) {
  const uplineOf = new Map<bigint, bigint | null>();
  const agents: Record<string, bigint> = {};
  const parents: [string, string | null][] = [
    ['T', null],
    ['A1', 'T'],
    ['A2', 'T'],
    ['B1', 'A1'],
    ['B2', 'A1'],
    ['B3', 'A2'],
    ['C1', 'B1'],
    ['C2', 'B3'],
  ];
  let next = 1n;
  for (const [name, parent] of parents) {
    agents[name] = next;
    uplineOf.set(next, parent === null ? null : (agents[parent] ?? null));
    next += 1n;
  }
  for (const agent of Object.values(agents))
    for (let i = 0; i < 2; i += 1) {
      uplineOf.set(next, agent);
      next += 1n;
    }
  const contracts: SettlementContract[] = [];
  const ratesOf = new Map<bigint, { rate: number; lossRate: number }>();
  for (const [name, parent] of parents) {
    const upperId = parent === null ? null : agents[parent];
    const lowerId = agents[name];
    if (upperId === undefined || upperId === null || lowerId === undefined) continue;
    const cap = ratesOf.get(upperId) ?? { rate: 300, lossRate: 500 };
    const rates = { rate: random.int(cap.rate + 1), lossRate: random.int(cap.lossRate + 1) };
    ratesOf.set(lowerId, rates);
    contracts.push({
      id: BigInt(contracts.length + 100),
      upperId,
      lowerId,
      kind: 'realtime_salary',
      ...rates,
      minBet: BigInt(random.int(4) * 2_000),
      minProfitLoss: 0n,
      minActive: 0,
      period: null,
    });
  }
  return { uplineOf, contracts };
}

/** The closure table's rows, from the uplines. */
function closure(uplineOf: ReadonlyMap<bigint, bigint | null>) {
  const links: { ancestorId: bigint; descendantId: bigint }[] = [];
  for (const member of uplineOf.keys())
    for (let at: bigint | null | undefined = member; at != null; at = uplineOf.get(at))
      links.push({ ancestorId: at, descendantId: member });
  return links;
}

/** What the lottery and the game wallet answer for a period: per member, the bets of minStake or more. */
function playOf(bets: readonly ModelBet[], minStake: bigint): Map<bigint, PlayTotals> {
  const play = new Map<bigint, PlayTotals>();
  for (const bet of bets) {
    if (bet.stake < minStake) continue;
    const valid = bet.stake - bet.refunded;
    const isWon = bet.win + bet.refunded > bet.stake;
    const sum = play.get(bet.memberId) ?? NO_PLAY;
    play.set(bet.memberId, {
      validBet: sum.validBet + valid,
      profitLoss: sum.profitLoss + bet.win + bet.refunded - bet.stake,
      wonValid: sum.wonValid + (isWon ? valid : 0n),
      lostValid: sum.lostValid + (isWon ? 0n : valid),
    });
  }
  return play;
}

it('pays 90 days of five-minute real-time salary windows over a four-level tree as the plain model does', () => {
  const random = seeded(20261125);
  const { uplineOf, contracts } = tree(random);
  const links = closure(uplineOf);
  const members = [...uplineOf.keys()];
  const first = periodOf('five_minutes', new Date('2026-08-01T00:00:00+08:00'));
  const totals = new Map<bigint, bigint>();
  const modelTotals = new Map<bigint, bigint>();
  let period = first;
  let mismatches = 0;
  for (let window = 0; window < WINDOWS; window += 1) {
    const bets: ModelBet[] = [];
    for (let count = random.int(5); count > 0; count -= 1)
      bets.push(randomBet(random, members[random.int(members.length)] ?? 1n, period.start));
    const paid = periodPayouts(contracts, links, (minStake) => playOf(bets, minStake));
    const expected = modelPay(contracts, bets, uplineOf);
    for (const payout of paid) {
      const want = expected.get(payout.contract.id) ?? -1n;
      if (payout.amount !== want) mismatches += 1;
      totals.set(payout.contract.id, (totals.get(payout.contract.id) ?? 0n) + payout.amount);
      modelTotals.set(payout.contract.id, (modelTotals.get(payout.contract.id) ?? 0n) + want);
    }
    if (window < WINDOWS - 1) period = followingPeriod('five_minutes', period);
  }
  expect(period.end.getTime() - first.start.getTime()).toBe(90 * 24 * 3_600_000);
  expect(mismatches).toBe(0);
  expect(totals).toEqual(modelTotals);
  // The simulation paid something at every level, so the differential was exercised.
  expect([...totals.values()].filter((amount) => amount > 0n).length).toBeGreaterThanOrEqual(5);
});

/** The dividend runs, each with the period unit it settles. */
const DIVIDEND_RUNS = Object.values(RUN_KINDS).flatMap((run) =>
  run.dividendPeriod === null ? [] : [{ period: run.dividendPeriod, unit: run.unit }],
);

/** The periods of `unit` wholly inside [from, until). */
function periodsWithin(unit: PeriodUnit, from: Date, until: Date) {
  const periods: Period[] = [];
  for (let period = periodOf(unit, from); period.end <= until; period = followingPeriod(unit, period))
    if (period.start >= from) periods.push(period);
  return periods;
}

/**
 * A random agent tree under one top agent (each agent with one player), and a dividend contract on every
 * agent below the top, each at a rate no higher than its upline's, with its own thresholds and its own
 * period: the mixed periods of contracts signed before a line had to share one.
 */
function dividendTree(random: ReturnType<typeof seeded>) {
  const uplineOf = new Map<bigint, bigint | null>([[1n, null]]);
  const agents = [1n];
  const players: bigint[] = [];
  const rateOf = new Map<bigint, number>([[1n, 10_000]]);
  const contracts: SettlementContract[] = [];
  let next = 2n;
  for (let count = 1 + random.int(7); count > 0; count -= 1) {
    const upperId = agents[random.int(agents.length)] ?? 1n;
    const lowerId = next;
    next += 1n;
    uplineOf.set(lowerId, upperId);
    agents.push(lowerId);
    const rate = random.int((rateOf.get(upperId) ?? 0) + 1);
    rateOf.set(lowerId, rate);
    contracts.push({
      id: BigInt(contracts.length + 1000),
      upperId,
      lowerId,
      kind: 'dividend',
      rate,
      lossRate: null,
      minBet: BigInt(random.int(3) * 5_000),
      minProfitLoss: BigInt(random.int(3) * 2_000),
      minActive: random.int(3),
      period: DIVIDEND_PERIODS[random.int(DIVIDEND_PERIODS.length)] ?? 'monthly',
    });
  }
  for (const agent of agents) {
    uplineOf.set(next, agent);
    players.push(next);
    next += 1n;
  }
  return { uplineOf, players, contracts };
}

/**
 * What a contract's line may cost at most per unit of rate in one period: its team's loss, except that a
 * sub-team's win does not offset another sub-team's loss (each of those lines is owed its own share).
 */
function lossAnswerable(
  contract: SettlementContract,
  contracts: readonly SettlementContract[],
  bets: readonly ModelBet[],
  uplineOf: ReadonlyMap<bigint, bigint | null>,
): bigint {
  let result = 0n;
  for (const bet of bets)
    for (let at: bigint | null | undefined = bet.memberId; at != null; at = uplineOf.get(at))
      if (at === contract.lowerId) result += bet.stake - bet.win - bet.refunded;
  const own = result > 0n ? result : 0n;
  const below = contracts
    .filter((other) => other.upperId === contract.lowerId)
    .reduce((sum, other) => sum + lossAnswerable(other, contracts, bets, uplineOf), 0n);
  return own > below ? own : below;
}

/** The contracts of `top`'s line: it and every contract given below its holder. */
function lineOf(top: SettlementContract, contracts: readonly SettlementContract[]): SettlementContract[] {
  const below = contracts.filter((other) => other.upperId === top.lowerId);
  return [top, ...below.flatMap((other) => lineOf(other, contracts))];
}

const HORIZON = { from: new Date('2026-06-01T00:00:00+08:00'), until: new Date('2026-08-01T00:00:00+08:00') };

it('never pays a dividend line of mixed periods more than its top rate of the team’s result', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
      const random = seeded(seed);
      const { uplineOf, players, contracts } = dividendTree(random);
      const links = closure(uplineOf);
      const span = HORIZON.until.getTime() - HORIZON.from.getTime();
      const bets = Array.from({ length: 10 + random.int(60) }, () =>
        randomBet(
          random,
          players[random.int(players.length)] ?? 1n,
          new Date(HORIZON.from.getTime() + random.int(span)),
        ),
      );
      const paid = new Map<bigint, bigint>();
      for (const run of DIVIDEND_RUNS)
        for (const period of periodsWithin(run.unit, HORIZON.from, HORIZON.until)) {
          const inPeriod = bets.filter(({ at }) => at >= period.start && at < period.end);
          const settled = ofLinePeriod(contracts, run.period);
          for (const payout of periodPayouts(settled, links, (minStake) => playOf(inPeriod, minStake)))
            paid.set(payout.contract.id, (paid.get(payout.contract.id) ?? 0n) + payout.amount);
        }
      for (const top of contracts.filter(({ upperId }) => upperId === 1n)) {
        const line = lineOf(top, contracts);
        const total = line.reduce((sum, { id }) => sum + (paid.get(id) ?? 0n), 0n);
        const run = DIVIDEND_RUNS.find(({ period }) => period === top.period);
        let most = 0n;
        for (const period of run ? periodsWithin(run.unit, HORIZON.from, HORIZON.until) : []) {
          const inPeriod = bets.filter(({ at }) => at >= period.start && at < period.end);
          most += (lossAnswerable(top, line, inPeriod, uplineOf) * BigInt(top.rate)) / 10_000n;
        }
        expect(total <= most, `seed ${seed}, line ${top.id}: paid ${total}, at most ${most}`).toBe(true);
      }
    }),
  );
});

it('pays a monthly 40% upline over a weekly 30% downline 400.00 of a 1,000.00 loss, 300.00 of it to the downline', () => {
  // top (1) > upline (2) > downline (3) > player (4)
  const uplineOf = new Map<bigint, bigint | null>([
    [1n, null],
    [2n, 1n],
    [3n, 2n],
    [4n, 3n],
  ]);
  const dividend = { kind: 'dividend', lossRate: null, minBet: 0n, minProfitLoss: 0n, minActive: 0 } as const;
  const contracts: SettlementContract[] = [
    { ...dividend, id: 10n, upperId: 1n, lowerId: 2n, rate: 4_000, period: 'monthly' },
    { ...dividend, id: 11n, upperId: 2n, lowerId: 3n, rate: 3_000, period: 'weekly' },
  ];
  const bets = [
    { memberId: 4n, stake: 100_000n, win: 0n, refunded: 0n, at: new Date('2026-06-10T12:00:00+08:00') },
  ];
  const paid = new Map<bigint, bigint>();
  for (const run of DIVIDEND_RUNS)
    for (const period of periodsWithin(run.unit, HORIZON.from, HORIZON.until)) {
      const inPeriod = bets.filter(({ at }) => at >= period.start && at < period.end);
      const payouts = periodPayouts(ofLinePeriod(contracts, run.period), closure(uplineOf), (minStake) =>
        playOf(inPeriod, minStake),
      );
      for (const payout of payouts)
        paid.set(payout.contract.id, (paid.get(payout.contract.id) ?? 0n) + payout.amount);
    }
  expect(paid).toEqual(
    new Map([
      [10n, 10_000n],
      [11n, 30_000n],
    ]),
  );
});
