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

type Usage = Awaited<ReturnType<typeof repo.usageBetween>>;

const MEASURE: Record<LimitKind, (usage: Usage) => bigint> = {
  deposit: (usage) => usage.deposited,
  wager: (usage) => usage.wagered,
  // Wins count as they are credited: a win gives back room under the loss limit.
  loss: (usage) => usage.wagered - usage.won,
  session: (usage) => BigInt(Math.floor(usage.playedSeconds / 60)),
};

async function usageByPeriod(db: Kysely<DB>, brand: Brand, memberId: bigint, now: Date) {
  const entries = await Promise.all(
    LIMIT_PERIODS.map(async (period) => {
      const { firstDay, lastDay } = periodOf(period, now, brand.timeZone);
      return [period, await repo.usageBetween(db, memberId, firstDay, lastDay)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LimitPeriod, Usage>;
}

function measured(kind: LimitKind, usage: Record<LimitPeriod, Usage>): PeriodUsage {
  return {
    day: MEASURE[kind](usage.day),
    week: MEASURE[kind](usage.week),
    month: MEASURE[kind](usage.month),
  };
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

/** The member's limits in force, by kind and period. */
async function limitsByKind(db: Kysely<DB>, memberId: bigint) {
  const byKind: Partial<Record<LimitKind, Partial<Record<LimitPeriod, bigint | null>>>> = {};
  for (const row of await repo.limitsOf(db, memberId))
    byKind[row.kind] = { ...byKind[row.kind], [row.period]: row.amount };
  return byKind;
}

function firstPassed(
  brand: Brand,
  limits: Awaited<ReturnType<typeof limitsByKind>>,
  usage: Record<LimitPeriod, Usage>,
  amounts: Partial<Record<LimitKind, bigint>>,
  now: Date,
): PassedLimit | null {
  for (const [kind, amount] of Object.entries(amounts) as [LimitKind, bigint][]) {
    const ofKind = limits[kind];
    if (!ofKind) continue;
    const passed = passedLimit(kind, ofKind, measured(kind, usage), amount, now, brand.timeZone);
    if (passed) return passed;
  }
  return null;
}

/**
 * Refuses a deposit the member's deposit limits would not allow, with the limit and when it resets.
 * Checked when the order is made: money that arrives later is the member's and is credited, and it
 * counts towards the limit from then on (recordDeposit).
 */
export async function checkDeposit(
  db: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  amount: bigint,
  now: Date,
) {
  const limits = await limitsByKind(db, memberId);
  if (!limits.deposit) return;
  const passed = firstPassed(
    brand,
    limits,
    await usageByPeriod(db, brand, memberId, now),
    { deposit: amount },
    now,
  );
  if (passed) throw refusal(brand, passed);
}

/** Counts a credited deposit, in the transaction that credits it. */
export async function recordDeposit(
  trx: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  amount: bigint,
  now: Date,
) {
  await repo.addUsage(trx, memberId, localDayOf(now, brand.timeZone), { deposited: amount });
}

/**
 * Records a stake, in the money transaction that takes it and before any money moves, and refuses it
 * (the caller's transaction then rolls back, this record with it) while the member's reality check
 * waits for an answer, or when it would pass a wager or loss limit. The usage row stays locked until
 * commit, so a parallel stake of the member sees this one.
 */
export async function recordStake(
  trx: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  amount: bigint,
  now: Date,
) {
  if (await realityRepo.isDue(trx, memberId, now)) throw new AppError('protection.reality.due');
  await repo.addUsage(trx, memberId, localDayOf(now, brand.timeZone), { wagered: amount });
  await realityRepo.addPlay(trx, memberId, { wagered: amount, won: 0n });
  const limits = await limitsByKind(trx, memberId);
  if (!limits.wager && !limits.loss) return;
  const usage = await usageByPeriod(trx, brand, memberId, now);
  // The usage read includes this stake; the rules ask about the stake on top of what came before.
  for (const period of LIMIT_PERIODS) usage[period].wagered -= amount;
  const passed = firstPassed(brand, limits, usage, { wager: amount, loss: amount }, now);
  if (passed) throw refusal(brand, passed);
}

/**
 * Gives back a stake that did not stand (rolled back by the vendor, a cancelled bet): it no longer
 * counts as wagered nor lost, so a stake-and-rollback loop cannot push usage either way.
 */
export async function recordStakeReturned(
  trx: Kysely<DB>,
  brand: Brand,
  memberId: bigint,
  amount: bigint,
  now: Date,
) {
  await repo.addUsage(trx, memberId, localDayOf(now, brand.timeZone), { wagered: -amount });
  await realityRepo.addPlay(trx, memberId, { wagered: -amount, won: 0n });
}

/** Counts a credited win (or money moved back out of a game wallet) against the loss so far. */
export async function recordWin(trx: Kysely<DB>, brand: Brand, memberId: bigint, amount: bigint, now: Date) {
  if (amount === 0n) return;
  await repo.addUsage(trx, memberId, localDayOf(now, brand.timeZone), { won: amount });
  await realityRepo.addPlay(trx, memberId, { wagered: 0n, won: amount });
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
  const used = measured('session', await usageByPeriod(db, brand, memberId, now)).day;
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
): Promise<LimitView[]> {
  const [rows, usage] = await Promise.all([
    repo.limitsOf(db, memberId),
    usageByPeriod(db, brand, memberId, now),
  ]);
  return rows
    .map((row) => ({
      kind: row.kind,
      period: row.period,
      ...stateOf(row),
      used: measured(row.kind, usage)[row.period],
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
