import { expect, it } from 'vitest';
import { followingPeriod, periodOf } from './periods.ts';
import { type ModelBet, type ModelContract, modelPay, randomBet, seeded } from './settlement-model.ts';
import { NO_PLAY, type PlayTotals, periodPayouts } from './settlement-rules.ts';

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
  const contracts: ModelContract[] = [];
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
