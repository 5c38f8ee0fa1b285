import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as repo from './limits-repo.ts';
import {
  LIMIT_PERIODS,
  type LimitEvent,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  localDayOf,
  nextLimitState,
  type PassedLimit,
  type PeriodUsage,
  passedLimit,
  periodOf,
} from './limits-rules.ts';
import * as realityRepo from './reality-check-repo.ts';

type Brand = Pick<Merchant, 'id' | 'timeZone' | 'currencyScale'>;
/** What recording a win or a returned stake needs of the brand: the day it counts on. */
type Zone = Pick<Merchant, 'timeZone'>;

type Play = Awaited<ReturnType<typeof repo.usageBetween>>;
type PlayKind = Exclude<LimitKind, 'deposit'>;

const MEASURE: Record<PlayKind, (usage: Play) => bigint> = {
  wager: (usage) => usage.wagered,
  // Wins count as they are credited: a win gives back room under the loss limit.
  loss: (usage) => usage.wagered - usage.won,
  session: (usage) => BigInt(Math.floor(usage.playedSeconds / 60)),
};

/**
 * What a member deposited in a window, as the deposits module counts it for every threshold (credited
 * and still-pending orders). Protection sits below deposits, so the figure is handed in.
 */
export type DepositedIn = (
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  window: { from: Date; until: Date },
) => Promise<bigint>;

async function playByPeriod(db: Kysely<DB>, brand: Brand, memberId: bigint, now: Date) {
  const entries = await Promise.all(
    LIMIT_PERIODS.map(async (period) => {
      const { firstDay, lastDay } = periodOf(period, now, brand.timeZone);
      return [period, await repo.usageBetween(db, memberId, firstDay, lastDay)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LimitPeriod, Play>;
}

function measured(kind: PlayKind, usage: Record<LimitPeriod, Play>): PeriodUsage {
  return {
    day: MEASURE[kind](usage.day),
    week: MEASURE[kind](usage.week),
    month: MEASURE[kind](usage.month),
  };
}

async function depositsByPeriod(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  now: Date,
  depositedIn: DepositedIn,
): Promise<PeriodUsage> {
  const usage: Partial<PeriodUsage> = {};
  for (const period of LIMIT_PERIODS) {
    const { startsAt, resetsAt } = periodOf(period, now, brand.timeZone);
    usage[period] = await depositedIn(db, brand.id, memberId, { from: startsAt, until: resetsAt });
  }
  return usage as PeriodUsage;
}

function stateOf(row: repo.LimitRow | undefined): LimitState {
  if (!row) return { amount: null, pending: null };
  return {
    amount: row.amount,
    pending:
      row.pending && row.confirm_from ? { amount: row.pending_amount, confirmFrom: row.confirm_from } : null,
  };
}

const ZONE_TIME = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

function refusal(brand: Brand, passed: PassedLimit): AppError {
  const limit = formatLimitAmount(brand, passed.kind, passed.limit);
  return new AppError(`protection.limit.${passed.kind}`, {
    params: {
      limit,
      period: passed.period,
      resetsAt: `${ZONE_TIME(brand.timeZone).format(passed.resetsAt)} (${brand.timeZone})`,
    },
  });
}

type Limits = Partial<Record<LimitKind, Partial<Record<LimitPeriod, bigint | null>>>>;

/** The member's limits in force, by kind and period. */
async function limitsByKind(db: Kysely<DB>, memberId: bigint): Promise<Limits> {
  const byKind: Limits = {};
  for (const row of await repo.limitsOf(db, memberId))
    byKind[row.kind] = { ...byKind[row.kind], [row.period]: row.amount };
  return byKind;
}

/**
 * Stakes and wins are kept only for a member with a wager or loss limit: nothing else reads them (the
 * reality check keeps its own), and most members set none, so their stakes write nothing here.
 */
const countsPlay = (limits: Limits) => limits.wager !== undefined || limits.loss !== undefined;

function firstPassed(
  brand: Brand,
  limits: Limits,
  usage: Partial<Record<LimitKind, PeriodUsage>>,
  amounts: Partial<Record<LimitKind, bigint>>,
  now: Date,
): PassedLimit | null {
  for (const [kind, amount] of Object.entries(amounts) as [LimitKind, bigint][]) {
    const ofKind = limits[kind];
    const used = usage[kind];
    if (!ofKind || !used) continue;
    const passed = passedLimit(kind, ofKind, used, amount, now, brand.timeZone);
    if (passed) return passed;
  }
  return null;
}

/**
 * Refuses a deposit the member's deposit limits would not allow, with the limit and when it resets.
 * Checked when the order is made, against what the member deposited in each period as the deposits
 * module counts it: credited deposits and orders still pending, so stacking orders cannot pass it.
 */
export async function checkDeposit(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  amount: bigint,
  now: Date,
  depositedIn: DepositedIn,
) {
  const limits = await limitsByKind(db, memberId);
  if (!limits.deposit) return;
  const deposit = await depositsByPeriod(db, brand, memberId, now, depositedIn);
  const passed = firstPassed(brand, limits, { deposit }, { deposit: amount }, now);
  if (passed) throw refusal(brand, passed);
}

/**
 * Records a stake, in the money transaction that takes it, and refuses it (the caller's transaction
 * then rolls back, this record with it) while the member's reality check waits for an answer, or when
 * it would pass a wager or loss limit. The usage row stays locked until commit, so a parallel stake of
 * the member sees this one.
 */
export async function recordStake(
  trx: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  amount: bigint,
  now: Date,
) {
  if (await realityRepo.isDue(trx, memberId, now)) throw new AppError('protection.reality.due');
  const limits = await limitsByKind(trx, memberId);
  const counted = countsPlay(limits);
  if (counted) await repo.addUsage(trx, memberId, localDayOf(now, brand.timeZone), { wagered: amount });
  await realityRepo.addPlay(trx, memberId, { wagered: amount, won: 0n });
  if (!counted) return;
  const play = await playByPeriod(trx, brand, memberId, now);
  // The usage read includes this stake; the rules ask about the stake on top of what came before.
  for (const period of LIMIT_PERIODS) play[period].wagered -= amount;
  const usage = { wager: measured('wager', play), loss: measured('loss', play) };
  const passed = firstPassed(brand, limits, usage, { wager: amount, loss: amount }, now);
  if (passed) throw refusal(brand, passed);
}

/**
 * Gives back a stake that did not stand (rolled back by the vendor, a cancelled bet or draw, the rest
 * of a stopped chase), on the day it was staked: it no longer counts as wagered nor lost, so a
 * stake-and-rollback loop cannot push usage either way. Only a stake that was counted is given back:
 * one made before the member had a wager or loss limit was never recorded, and taking it off would
 * free room the member never used.
 */
export async function recordStakeReturned(
  trx: Kysely<DB>,
  brand: Zone,
  returned: { memberId: bigint; amount: bigint; stakedAt: Date },
) {
  await recordReturns(trx, brand, [returned]);
}

/** recordStakeReturned for many stakes at once (a draw's refunds), in one statement per table. */
export async function recordReturns(
  trx: Kysely<DB>,
  brand: Zone,
  returns: readonly { memberId: bigint; amount: bigint; stakedAt: Date }[],
) {
  const given = returns.filter(({ amount }) => amount > 0n);
  if (given.length === 0) return;
  const countingSince = await repo.playCountedSince(trx, [...new Set(given.map(({ memberId }) => memberId))]);
  await repo.addUsageOf(
    trx,
    given.flatMap(({ memberId, amount, stakedAt }) => {
      const since = countingSince.get(memberId);
      return since !== undefined && since <= stakedAt
        ? [{ memberId, day: localDayOf(stakedAt, brand.timeZone), wagered: -amount, won: 0n }]
        : [];
    }),
  );
  await realityRepo.addPlayOf(
    trx,
    given.map(({ memberId, amount }) => ({ memberId, wagered: -amount, won: 0n })),
  );
}

/** Counts a credited win (or money moved back out of a game wallet) against the loss so far. */
export async function recordWin(trx: Kysely<DB>, brand: Zone, memberId: bigint, amount: bigint, now: Date) {
  await recordWins(trx, brand, [{ memberId, amount }], now);
}

/**
 * recordWin for many members at once (a lottery draw's winners), in one statement per table. A win
 * counts once it is credited, as only a correction (recordWinCorrected) can take it back; it counts on
 * the day it is credited.
 */
export async function recordWins(
  trx: Kysely<DB>,
  brand: Zone,
  wins: readonly { memberId: bigint; amount: bigint }[],
  now: Date,
) {
  const credited = wins.filter(({ amount }) => amount > 0n);
  if (credited.length === 0) return;
  const counting = await repo.playCountedSince(trx, [...new Set(credited.map(({ memberId }) => memberId))]);
  const day = localDayOf(now, brand.timeZone);
  await repo.addUsageOf(
    trx,
    credited
      .filter(({ memberId }) => counting.has(memberId))
      .map(({ memberId, amount }) => ({ memberId, day, wagered: 0n, won: amount })),
  );
  await realityRepo.addPlayOf(
    trx,
    credited.map(({ memberId, amount }) => ({ memberId, wagered: 0n, won: amount })),
  );
}

/**
 * Counts a correction of a win already credited (a re-settled sports bet) as that win counted: on the
 * day it is made, one that takes a win back adding to the loss, one that pays more giving room back.
 * It is no stake, so it is never refused: a loss it pushes past a limit refuses the next stake.
 */
export async function recordWinCorrected(
  trx: Kysely<DB>,
  brand: Zone,
  memberId: bigint,
  change: bigint,
  now: Date,
) {
  if ((await repo.playCountedSince(trx, [memberId])).has(memberId))
    await repo.addUsage(trx, memberId, localDayOf(now, brand.timeZone), { won: change });
  await realityRepo.addPlay(trx, memberId, { wagered: 0n, won: change });
}

/** Adds seconds of play to the member's day (the session time limit's measure). */
export async function recordPlayTime(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  seconds: number,
  now: Date,
) {
  if (seconds <= 0) return;
  await repo.addUsage(db, memberId, localDayOf(now, brand.timeZone), { playedSeconds: seconds });
}

/** Refuses play (a login, a session's next call) once the member's session time of the day is used up. */
export async function checkSessionTime(db: Kysely<DB>, brand: Brand, memberId: bigint, now: Date) {
  const limit = (await limitsByKind(db, memberId)).session?.day;
  if (limit === undefined || limit === null) return;
  const used = measured('session', await playByPeriod(db, brand, memberId, now)).day;
  if (used >= limit)
    throw refusal(brand, {
      kind: 'session',
      period: 'day',
      limit,
      resetsAt: periodOf('day', now, brand.timeZone).resetsAt,
    });
}

export type LimitView = {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint | null;
  pending: { amount: bigint | null; confirmFrom: Date } | null;
  used: bigint;
  resetsAt: Date;
};

/** The member's limits with what they used of each and when each resets. */
export async function memberLimits(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  now: Date,
  depositedIn: DepositedIn,
): Promise<LimitView[]> {
  const rows = await repo.limitsOf(db, memberId);
  const play = await playByPeriod(db, brand, memberId, now);
  const deposit = rows.some(({ kind }) => kind === 'deposit')
    ? await depositsByPeriod(db, brand, memberId, now, depositedIn)
    : undefined;
  const usedOf = (kind: LimitKind): PeriodUsage =>
    kind === 'deposit' ? (deposit ?? { day: 0n, week: 0n, month: 0n }) : measured(kind, play);
  return rows
    .map((row) => ({
      kind: row.kind,
      period: row.period,
      ...stateOf(row),
      used: usedOf(row.kind)[row.period],
      resetsAt: periodOf(row.period, now, brand.timeZone).resetsAt,
    }))
    .sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) || LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period),
    );
}

/**
 * Applies a change to one limit (the member's own set, confirm or cancel, or staff tightening it) in
 * the caller's transaction; the limit's row stays locked until it ends.
 */
export async function changeLimitIn(
  trx: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  target: { kind: LimitKind; period: LimitPeriod },
  event: LimitEvent,
  now: Date,
): Promise<{ before: LimitState; after: LimitState }> {
  if (target.kind === 'session' && target.period !== 'day') throw new AppError('protection.limit.invalid');
  const before = stateOf(await repo.limitForUpdate(trx, memberId, target.kind, target.period));
  const next = nextLimitState(before, event, now);
  if (!next.ok) throw new AppError(next.code);
  await repo.saveLimit(trx, { merchantId: brand.id, memberId, ...target, ...next.state, at: now });
  return { before, after: next.state };
}

/** changeLimitIn in a transaction of its own. */
export function changeLimit(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  target: { kind: LimitKind; period: LimitPeriod },
  event: LimitEvent,
  now: Date,
): Promise<{ before: LimitState; after: LimitState }> {
  return db.transaction().execute((trx) => changeLimitIn(trx, brand, memberId, target, event, now));
}

/** A limit's amount as the member types it: money in the brand's currency, whole minutes for time. */
export function parseLimitAmount(brand: Brand, kind: LimitKind, text: string): bigint {
  const parsed =
    kind === 'session'
      ? /^\d{1,4}$/.test(text)
        ? BigInt(text)
        : null
      : parseMoney(text, brand.currencyScale);
  if (parsed === null || parsed <= 0n || (kind === 'session' && parsed > 24n * 60n))
    throw new AppError('protection.limit.invalid', { issues: [{ path: 'body.amount', code: 'invalid' }] });
  return parsed;
}

export function formatLimitAmount(brand: Brand, kind: LimitKind, amount: bigint): string {
  return kind === 'session' ? String(amount) : formatMinorUnits(amount, brand.currencyScale);
}
