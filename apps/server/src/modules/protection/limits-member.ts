import { LIMIT_RAISE_COOLDOWN_HOURS, protectionProfile } from '@platform/contracts/protection/profiles';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import {
  changeLimit,
  changeLimitIn,
  type DepositedIn,
  formatLimitAmount,
  memberLimits,
  parseLimitAmount,
} from './limits.ts';
import type { LimitKind, LimitPeriod } from './limits-rules.ts';
import { askedAtOf, intervalOf } from './reality-check.ts';

/** The member's limits as the API answers them, with their reality-check setting. */
export async function limitsView(
  db: Kysely<DB>,
  brand: Merchant,
  memberId: bigint,
  now: Date,
  depositedIn: DepositedIn,
) {
  const profile = protectionProfile(brand.protectionProfile);
  const [views, interval] = await Promise.all([
    memberLimits(db, brand, memberId, now, depositedIn),
    intervalOf(db, brand, memberId),
  ]);
  const amount = (kind: LimitKind, value: bigint | null) =>
    value === null ? null : formatLimitAmount(brand, kind, value);
  return {
    limits: views.map((view) => ({
      kind: view.kind,
      period: view.period,
      amount: amount(view.kind, view.amount),
      pending: view.pending && {
        amount: amount(view.kind, view.pending.amount),
        confirmFrom: view.pending.confirmFrom.toISOString(),
      },
      used: formatLimitAmount(brand, view.kind, view.used),
      resetsAt: view.resetsAt.toISOString(),
    })),
    cooldownHours: LIMIT_RAISE_COOLDOWN_HOURS,
    realityCheck: {
      intervalMinutes: interval,
      profileMinutes: profile.realityCheckMinutes,
      optional: profile.realityCheckOptional,
    },
  };
}

type Target = { kind: LimitKind; period: LimitPeriod };

/** The member sets, lowers, raises or removes one of their limits. */
export async function setOwnLimit(
  db: Kysely<DB>,
  brand: Merchant,
  memberId: bigint,
  body: Target & { amount: string | null },
  now: Date,
  depositedIn: DepositedIn,
) {
  const amount = body.amount === null ? null : parseLimitAmount(brand, body.kind, body.amount);
  await changeLimit(db, brand, memberId, body, { type: 'set', amount }, now);
  return limitsView(db, brand, memberId, now, depositedIn);
}

/** The member confirms or cancels a waiting raise or removal. */
export async function ownLimitEvent(
  db: Kysely<DB>,
  brand: Merchant,
  memberId: bigint,
  target: Target,
  event: { type: 'confirm' } | { type: 'cancel' },
  now: Date,
  depositedIn: DepositedIn,
) {
  await changeLimit(db, brand, memberId, target, event, now);
  return limitsView(db, brand, memberId, now, depositedIn);
}

/** A player's limits as staff read them in the player's 360 view, with an ask still unanswered. */
export async function playerLimitsView(
  db: Kysely<DB>,
  brand: Merchant,
  memberId: bigint,
  now: Date,
  depositedIn: DepositedIn,
) {
  const [{ limits, realityCheck }, askedAt] = await Promise.all([
    limitsView(db, brand, memberId, now, depositedIn),
    askedAtOf(db, memberId),
  ]);
  return { limits, realityCheck: { ...realityCheck, askedAt: askedAt?.toISOString() ?? null } };
}

/**
 * Staff lower (or set) a player's limit at once, never raise one, in the caller's transaction, which
 * also records the action. Answers the limit before and after, as the record shows them.
 */
export async function tightenLimit(
  trx: Kysely<DB>,
  brand: Merchant,
  memberId: bigint,
  body: Target & { amount: string },
  now: Date,
) {
  const amount = parseLimitAmount(brand, body.kind, body.amount);
  const { before, after } = await changeLimitIn(trx, brand, memberId, body, { type: 'tighten', amount }, now);
  const shown = (value: bigint | null) =>
    value === null ? null : formatLimitAmount(brand, body.kind, value);
  return { before: shown(before.amount), after: shown(after.amount) };
}
