import type { ContractKind, DIVIDEND_PERIODS } from '@platform/contracts/agents/contract-schemas';
import type { ExclusionKind } from '@platform/contracts/protection/exclusion-schemas';
import type { Period, PeriodUnit } from './periods.ts';
import { periodOf } from './periods.ts';

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/**
 * What one settlement run covers: the contracts of a kind (a dividend run, those of one period type),
 * the period unit it settles, and when a period of it may be paid.
 */
export const RUN_KINDS = {
  realtime_salary: { kind: 'realtime_salary', unit: 'five_minutes', dividendPeriod: null },
  hourly_salary: { kind: 'hourly_salary', unit: 'hour', dividendPeriod: null },
  daily_salary: { kind: 'daily_salary', unit: 'day', dividendPeriod: null },
  dividend_daily: { kind: 'dividend', unit: 'day', dividendPeriod: 'daily' },
  dividend_weekly: { kind: 'dividend', unit: 'week', dividendPeriod: 'weekly' },
  dividend_semimonthly: { kind: 'dividend', unit: 'semimonth', dividendPeriod: 'semimonthly' },
  dividend_monthly: { kind: 'dividend', unit: 'month', dividendPeriod: 'monthly' },
} as const satisfies Record<
  string,
  { kind: ContractKind; unit: PeriodUnit; dividendPeriod: DividendPeriod | null }
>;
export type RunKind = keyof typeof RUN_KINDS;

/**
 * A bet settled in a transaction that began before a period's end carries a settle time inside the
 * period but commits a moment later: a period is read this much later, so closing it
 * (closeSettledPlayWindows, which waits for such transactions) rarely has to wait.
 */
const SETTLE_GRACE_MS = 2 * 60_000;

/**
 * When a period may be paid (spec section 9): real-time salary right after its five minutes, daily and
 * hourly salary the next day (an hour's salary once its whole day is over), dividends after the period.
 */
export function payableAt(runKind: RunKind, period: Period): Date {
  const end = runKind === 'hourly_salary' ? periodOf('day', period.start).end : period.end;
  return new Date(end.getTime() + SETTLE_GRACE_MS);
}

/** A contract as a settlement reads it (thresholds in minor units, rates in hundredths of a percent). */
export type SettlementContract = {
  id: bigint;
  upperId: bigint;
  lowerId: bigint;
  kind: ContractKind;
  rate: number;
  lossRate: number | null;
  minBet: bigint;
  minProfitLoss: bigint;
  minActive: number;
  /** A dividend's own period; null for the salaries. */
  period: DividendPeriod | null;
};

/**
 * One member's settled play in a period: valid bets (stake less refunds), profit and loss from the
 * player's side (win + refunds - stake), and the valid bets split by whether the player came out ahead.
 */
export type PlayTotals = { validBet: bigint; profitLoss: bigint; wonValid: bigint; lostValid: bigint };

/** A team's play: the sums over its members, and how many of them placed a valid bet. */
type TeamTotals = PlayTotals & { activeMembers: number };

export const NO_PLAY: PlayTotals = { validBet: 0n, profitLoss: 0n, wonValid: 0n, lostValid: 0n };

export function addPlay(a: PlayTotals, b: PlayTotals): PlayTotals {
  return {
    validBet: a.validBet + b.validBet,
    profitLoss: a.profitLoss + b.profitLoss,
    wonValid: a.wonValid + b.wonValid,
    lostValid: a.lostValid + b.lostValid,
  };
}

const FULL_RATE = 10_000n;
const share = (amount: bigint, rate: number) => (amount * BigInt(rate)) / FULL_RATE;

/**
 * What a contract earns on its team's play before its downline's share, floored to the minor unit:
 * - daily and hourly salary: the rate of the valid bets, once they reach the volume and the active
 *   members reach the minimum;
 * - real-time salary: the profit rate of the valid bets the players won, the loss rate of those they
 *   lost (only bets of at least the single-bet amount count: the caller reads the play that way);
 * - dividend: the rate of the team's net loss, once the valid bets, the loss and the active members
 *   reach the contract's minimums; a team that won earns nothing.
 */
function grossOf(contract: SettlementContract, team: TeamTotals): bigint {
  switch (contract.kind) {
    case 'daily_salary':
    case 'hourly_salary':
      if (team.validBet < contract.minBet || team.activeMembers < contract.minActive) return 0n;
      return share(team.validBet, contract.rate);
    case 'realtime_salary': {
      const combined =
        team.wonValid * BigInt(contract.rate) + team.lostValid * BigInt(contract.lossRate ?? 0);
      return combined / FULL_RATE;
    }
    case 'dividend': {
      const loss = -team.profitLoss;
      const isDue =
        loss > 0n &&
        loss >= contract.minProfitLoss &&
        team.validBet >= contract.minBet &&
        team.activeMembers >= contract.minActive;
      return isDue ? share(loss, contract.rate) : 0n;
    }
  }
}

export type Payout = {
  contract: SettlementContract;
  team: TeamTotals;
  gross: bigint;
  /** What the whole line below the agent is paid of the same kind, out of the same team play. */
  downline: bigint;
  /** gross - downline, never below zero. */
  amount: bigint;
};

/**
 * Each contract's pay for a period: its gross on its team's play less what the lines below its holder
 * are paid (the differential), so each level keeps only the gap between its rate and theirs. What a line
 * costs is the larger of its top's gross and what the lines below it cost: a downline that earns more
 * than its upline's gross (only it meets its thresholds) leaves the upline nothing rather than owing the
 * difference, and that excess still counts against every level above, so an upline whose direct
 * downline missed its thresholds is not paid again the share of a level further down.
 */
function payoutsOf(
  contracts: readonly SettlementContract[],
  teamOf: (contract: SettlementContract) => TeamTotals,
): Payout[] {
  const grossById = new Map(contracts.map((contract) => [contract.id, grossOf(contract, teamOf(contract))]));
  const below = new Map<bigint, SettlementContract[]>();
  for (const contract of contracts)
    below.set(contract.upperId, [...(below.get(contract.upperId) ?? []), contract]);
  const lineCost = new Map<bigint, bigint>();
  const belowCost = (holderId: bigint): bigint =>
    (below.get(holderId) ?? []).reduce((sum, other) => sum + costOf(other), 0n);
  const costOf = (contract: SettlementContract): bigint => {
    const known = lineCost.get(contract.id);
    if (known !== undefined) return known;
    const gross = grossById.get(contract.id) ?? 0n;
    const downline = belowCost(contract.lowerId);
    const cost = gross > downline ? gross : downline;
    lineCost.set(contract.id, cost);
    return cost;
  };
  return contracts.map((contract) => {
    const gross = grossById.get(contract.id) ?? 0n;
    const downline = belowCost(contract.lowerId);
    const amount = gross > downline ? gross - downline : 0n;
    return { contract, team: teamOf(contract), gross, downline, amount };
  });
}

/**
 * The contracts a dividend run of `period` settles: those whose line (the chain of contracts of the
 * kind up to one whose holder holds none from above) starts with a contract of that period. The
 * differential only holds when a line settles its team's play over one period, so a contract signed
 * before a line had to share its period (contract.period.mismatch) is settled over its line's period:
 * a weekly downline under a monthly upline is paid its rate of the month, within the upline's.
 */
export function ofLinePeriod<C extends SettlementContract>(
  contracts: readonly C[],
  period: DividendPeriod,
): C[] {
  const byHolder = new Map(contracts.map((contract) => [contract.lowerId, contract]));
  const topOf = (contract: C): C => {
    const seen = new Set<bigint>();
    let at = contract;
    for (
      let above = byHolder.get(at.upperId);
      above && !seen.has(above.id);
      above = byHolder.get(at.upperId)
    ) {
      seen.add(at.id);
      at = above;
    }
    return at;
  };
  return contracts.filter((contract) => topOf(contract).period === period);
}

/**
 * The team play of each holder: `links` are (ancestor, descendant) pairs of the member tree with the
 * member itself at depth 0, `play` each member's play of the period.
 */
function teamTotals(
  holders: readonly bigint[],
  links: readonly { ancestorId: bigint; descendantId: bigint }[],
  play: ReadonlyMap<bigint, PlayTotals>,
): Map<bigint, TeamTotals> {
  const teams = new Map<bigint, TeamTotals>(holders.map((id) => [id, { ...NO_PLAY, activeMembers: 0 }]));
  for (const { ancestorId, descendantId } of links) {
    const team = teams.get(ancestorId);
    const member = play.get(descendantId);
    if (!team || !member) continue;
    teams.set(ancestorId, {
      ...addPlay(team, member),
      activeMembers: team.activeMembers + (member.validBet > 0n ? 1 : 0),
    });
  }
  return teams;
}

/** The smallest bet a contract counts: the real-time salary's single bet, every bet for the others. */
export const minStakeOf = (contract: SettlementContract) =>
  contract.kind === 'realtime_salary' ? contract.minBet : 0n;

/** What a period left out of a contract's team play: the members' play inside their breaks. */
export type LeftOut = PlayTotals & { members: number; reason: ExclusionKind | null };

const graver = (a: ExclusionKind | null, b: ExclusionKind | undefined): ExclusionKind | null =>
  a === 'self-exclusion' || b === 'self-exclusion' ? 'self-exclusion' : (b ?? a);

/**
 * Per contract, the team play a period left out because its members were on a break (`playOf` reads
 * only the bets settled inside breaks), with the gravest reason among those members: the contract
 * report shows it beside the pay.
 */
export function leftOutPlay(
  contracts: readonly SettlementContract[],
  links: readonly { ancestorId: bigint; descendantId: bigint }[],
  playOf: (minStake: bigint) => ReadonlyMap<bigint, PlayTotals>,
  breakOf: ReadonlyMap<bigint, ExclusionKind>,
): Map<bigint, LeftOut> {
  const team = new Map<bigint, bigint[]>();
  for (const { ancestorId, descendantId } of links)
    team.set(ancestorId, [...(team.get(ancestorId) ?? []), descendantId]);
  const left = new Map<bigint, LeftOut>();
  for (const contract of contracts) {
    const play = playOf(minStakeOf(contract));
    let total: LeftOut = { ...NO_PLAY, members: 0, reason: null };
    for (const memberId of team.get(contract.lowerId) ?? []) {
      const member = play.get(memberId);
      if (!member) continue;
      total = {
        ...addPlay(total, member),
        members: total.members + 1,
        reason: graver(total.reason, breakOf.get(memberId)),
      };
    }
    left.set(contract.id, total);
  }
  return left;
}

/**
 * A period's payouts from the member tree's links and each member's play, read through `playOf` for
 * each distinct smallest bet the contracts count.
 */
export function periodPayouts(
  contracts: readonly SettlementContract[],
  links: readonly { ancestorId: bigint; descendantId: bigint }[],
  playOf: (minStake: bigint) => ReadonlyMap<bigint, PlayTotals>,
): Payout[] {
  const teams = new Map<bigint, Map<bigint, TeamTotals>>();
  for (const minStake of new Set(contracts.map(minStakeOf))) {
    const holders = contracts.filter((c) => minStakeOf(c) === minStake).map(({ lowerId }) => lowerId);
    teams.set(minStake, teamTotals(holders, links, playOf(minStake)));
  }
  return payoutsOf(contracts, (contract) => {
    const team = teams.get(minStakeOf(contract))?.get(contract.lowerId);
    if (!team) throw new Error(`no team play for contract ${contract.id}`);
    return team;
  });
}
