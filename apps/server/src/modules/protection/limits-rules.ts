import {
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '@platform/contracts/protection/limit-schemas';
import { LIMIT_RAISE_COOLDOWN_HOURS } from '@platform/contracts/protection/profiles';

export { LIMIT_PERIODS, type LimitKind, type LimitPeriod };

/**
 * The rules of the limits a player sets on themselves, without storage: how a change applies, where a
 * period starts and ends in the brand's time zone, and which limit a deposit or stake would pass.
 */

/** A limit as it stands: the amount in force (null: none) and a raise or removal waiting for the player. */
export type LimitState = {
  amount: bigint | null;
  pending: { amount: bigint | null; confirmFrom: Date } | null;
};

export const NO_LIMIT: LimitState = { amount: null, pending: null };

export type LimitEvent =
  | { type: 'set'; amount: bigint | null }
  | { type: 'confirm' }
  | { type: 'cancel' }
  /** Staff tighten: only ever lower, and at once. */
  | { type: 'tighten'; amount: bigint };

/** How a player's new amount relates to the one in force. */
type ChangeKind = 'first' | 'lower' | 'same' | 'raise' | 'remove' | 'nothing';

/**
 * The state machine of a change, as a table: tightening applies at once and drops any waiting raise
 * (the player's latest word is the lower one); loosening waits the cooldown and then the player's
 * confirmation, the old limit holding meanwhile.
 */
const CHANGE_RULES: Record<ChangeKind, 'apply' | 'wait' | 'keep'> = {
  first: 'apply',
  lower: 'apply',
  same: 'apply',
  raise: 'wait',
  remove: 'wait',
  nothing: 'keep',
};

function changeKind(current: bigint | null, next: bigint | null): ChangeKind {
  if (current === null) return next === null ? 'nothing' : 'first';
  if (next === null) return 'remove';
  if (next < current) return 'lower';
  return next === current ? 'same' : 'raise';
}

type Refusal = 'protection.limit.nothing.pending' | 'protection.limit.not.due' | 'protection.limit.not.lower';

export type Transition = { ok: true; state: LimitState } | { ok: false; code: Refusal };

const HOUR_MS = 3_600_000;

/** The next state of a limit after an event at `now`, or the translated code refusing it. */
export function nextLimitState(state: LimitState, event: LimitEvent, now: Date): Transition {
  switch (event.type) {
    case 'set': {
      const rule = CHANGE_RULES[changeKind(state.amount, event.amount)];
      if (rule === 'keep') return { ok: true, state: { amount: null, pending: null } };
      if (rule === 'apply') return { ok: true, state: { amount: event.amount, pending: null } };
      const confirmFrom = new Date(now.getTime() + LIMIT_RAISE_COOLDOWN_HOURS * HOUR_MS);
      return { ok: true, state: { amount: state.amount, pending: { amount: event.amount, confirmFrom } } };
    }
    case 'confirm':
      if (!state.pending) return { ok: false, code: 'protection.limit.nothing.pending' };
      if (state.pending.confirmFrom > now) return { ok: false, code: 'protection.limit.not.due' };
      return { ok: true, state: { amount: state.pending.amount, pending: null } };
    case 'cancel':
      if (!state.pending) return { ok: false, code: 'protection.limit.nothing.pending' };
      return { ok: true, state: { amount: state.amount, pending: null } };
    case 'tighten':
      if (state.amount !== null && event.amount >= state.amount)
        return { ok: false, code: 'protection.limit.not.lower' };
      return { ok: true, state: { amount: event.amount, pending: state.pending } };
  }
}

/** A calendar day in the brand's zone, as `YYYY-MM-DD`. */
export type LocalDay = string;

function zoneParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

function offsetMs(at: Date, timeZone: string): number {
  const wall = zoneParts(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the zone's clock shows midnight starting the given calendar date. */
function zoneMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const naive = Date.UTC(year, month - 1, day);
  const guess = naive - offsetMs(new Date(naive), timeZone);
  // A zone whose offset changes near midnight: the offset at the guess is the one that applies.
  return new Date(naive - offsetMs(new Date(guess), timeZone));
}

export function localDayOf(at: Date, timeZone: string): LocalDay {
  const { year, month, day } = zoneParts(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayString(date: Date): LocalDay {
  return date.toISOString().slice(0, 10);
}

/**
 * The period containing `at` in the brand's zone: its first and last calendar days (weeks start on
 * Monday), the instant it starts and the instant it resets.
 */
export function periodOf(
  period: LimitPeriod,
  at: Date,
  timeZone: string,
): { firstDay: LocalDay; lastDay: LocalDay; startsAt: Date; resetsAt: Date } {
  const { year, month, day } = zoneParts(at, timeZone);
  const today = new Date(Date.UTC(year, month - 1, day));
  let first = today;
  let next: Date;
  if (period === 'day') next = new Date(Date.UTC(year, month - 1, day + 1));
  else if (period === 'week') {
    const sinceMonday = (today.getUTCDay() + 6) % 7;
    first = new Date(Date.UTC(year, month - 1, day - sinceMonday));
    next = new Date(Date.UTC(year, month - 1, day - sinceMonday + 7));
  } else {
    first = new Date(Date.UTC(year, month - 1, 1));
    next = new Date(Date.UTC(year, month, 1));
  }
  const last = new Date(next.getTime() - 86_400_000);
  return {
    firstDay: dayString(first),
    lastDay: dayString(last),
    startsAt: zoneMidnight(first.getUTCFullYear(), first.getUTCMonth() + 1, first.getUTCDate(), timeZone),
    resetsAt: zoneMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
  };
}

/** What a member used in each period of one kind (minor units, or minutes of play for the session limit). */
export type PeriodUsage = Record<LimitPeriod, bigint>;

export type PassedLimit = { kind: LimitKind; period: LimitPeriod; limit: bigint; resetsAt: Date };

/**
 * The limit that `amount` more of `kind` would pass, or null. Every period's limit applies, so the
 * lowest one in effect wins; of several passed, the answer names the one that frees the player last,
 * as that is when they may go on.
 */
export function passedLimit(
  kind: LimitKind,
  limits: Partial<Record<LimitPeriod, bigint | null>>,
  usage: PeriodUsage,
  amount: bigint,
  at: Date,
  timeZone: string,
): PassedLimit | null {
  let passed: PassedLimit | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period];
    if (limit === undefined || limit === null || usage[period] + amount <= limit) continue;
    const { resetsAt } = periodOf(period, at, timeZone);
    if (!passed || resetsAt > passed.resetsAt) passed = { kind, period, limit, resetsAt };
  }
  return passed;
}
