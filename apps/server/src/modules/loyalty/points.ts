import {
  EARNING_TYPES,
  MAX_MONEY_PER_POINT,
  POINT_TYPES,
  type ZConvertSetting,
  type ZPointsAdjustment,
  type ZPointsAdjustmentBody,
  type ZPointsDetails,
  type ZPointsReward,
  type ZPointsSettings,
  type ZPointsSummary,
} from '@platform/contracts/loyalty/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB, PointType } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { type ApprovalKind, fourEyesAmountOf, requestApproval } from '../approvals/service.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberIdByAccount } from '../identity/directory.ts';
import {
  accountFor,
  inMoneyTransaction,
  memberBalances,
  memberFlowByKind,
  memberHistory,
  type Transfer,
  transfer,
} from '../ledger/service.ts';
import * as repo from './repo.ts';

/**
 * Points are a ledger of their own: accounts in this currency code, moved only by balanced transfers
 * with an idempotency key unique per brand, checked by the same invariants as money. They never expire.
 */
const POINTS_CURRENCY = 'PTS';
/** Money that earns one point when a brand has not set its own ratio, in major units. */
const DEFAULT_MAJOR_PER_POINT: Record<(typeof EARNING_TYPES)[number], bigint> = {
  deposit: 10n,
  live: 100n,
  lott: 100n,
  pvp: 100n,
  rng: 100n,
  sports: 100n,
};

const book = (merchantId: bigint) => ({ id: merchantId, currency: POINTS_CURRENCY });

/**
 * Moves points between a member and the brand: positive `points` to the member, negative from them.
 * A member without the points is refused (points.insufficient) and nothing moves.
 */
export async function movePoints(
  db: Kysely<DB>,
  move: {
    merchantId: bigint;
    memberId: bigint;
    points: bigint;
    kind: string;
    key: string;
    memo?: Record<string, string>;
  },
): Promise<Transfer> {
  const member = await accountFor(db, book(move.merchantId), 'member.points', { memberId: move.memberId });
  const brand = await accountFor(db, book(move.merchantId), 'system.points');
  try {
    return await transfer(db, {
      merchantId: move.merchantId,
      idempotencyKey: move.key,
      kind: move.kind,
      legs: [
        { accountId: brand, amount: -move.points },
        { accountId: member, amount: move.points },
      ],
      ...(move.memo ? { memo: move.memo } : {}),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'funds.insufficient')
      throw new AppError('points.insufficient', { cause: error });
    throw error;
  }
}

export async function pointsBalance(db: Kysely<DB>, merchantId: bigint, memberId: bigint): Promise<bigint> {
  const balances = await memberBalances(db, book(merchantId), memberId);
  return balances.find(({ kind }) => kind === 'member.points')?.balance ?? 0n;
}

/** Minor units of money that earn one point, per earning type: the brand's, else the platform's. */
export async function ratiosOf(
  db: Kysely<DB>,
  merchant: { id: bigint; currencyScale: number },
): Promise<Map<PointType, bigint>> {
  const unit = 10n ** BigInt(merchant.currencyScale);
  const ratios = new Map(
    Object.entries(DEFAULT_MAJOR_PER_POINT).map(([type, major]) => [type as PointType, major * unit]),
  );
  const own = await repo.ratiosOf(db, merchant.id);
  if (own.length > 0) {
    ratios.clear();
    for (const row of own) ratios.set(row.point_type, row.minor_per_point);
  }
  return ratios;
}

/** The brand's points-to-cash rate, or null when it does not convert. */
export async function convertRate(
  db: Kysely<DB>,
  merchant: Merchant,
): Promise<z.input<typeof ZConvertSetting>['rate']> {
  const rate = await repo.convertRateOf(db, merchant.id);
  return rate
    ? {
        points: String(rate.points),
        amount: formatMinorUnits(rate.minor_amount, merchant.currencyScale),
        minPoints: String(rate.min_points),
      }
    : null;
}

export async function pointsSummary(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint | null,
): Promise<z.input<typeof ZPointsSummary>> {
  const [points, ratios, convert] = await Promise.all([
    memberId === null ? 0n : pointsBalance(db, merchant.id, memberId),
    ratiosOf(db, merchant),
    convertRate(db, merchant),
  ]);
  return { points: String(points), ratios: ratioViews(merchant, ratios), convert };
}

/** The ratios as the API writes them: money per point in the brand's decimals. */
const ratioViews = (merchant: Merchant, ratios: Map<PointType, bigint>) =>
  [...ratios].map(([type, minor]) => ({
    type,
    moneyPerPoint: formatMinorUnits(minor, merchant.currencyScale),
  }));

/** The console's points settings: the ratios in force and whose they are, and the points-to-cash rate. */
export async function pointsSettings(
  db: Kysely<DB>,
  merchant: Merchant,
): Promise<z.input<typeof ZPointsSettings>> {
  const [ratios, own, convert] = await Promise.all([
    ratiosOf(db, merchant),
    repo.ratiosOf(db, merchant.id),
    convertRate(db, merchant),
  ]);
  return { ratios: ratioViews(merchant, ratios), ownRatios: own.length > 0, convert };
}

/**
 * Money in the brand's decimals that is more than nothing and at most MAX_MONEY_PER_POINT major
 * units, else loyalty.settings.invalid naming the field (`path`).
 */
export function settingMoney(merchant: Merchant, money: string, path: string): bigint {
  const minor = parseMoney(money, merchant.currencyScale);
  const most = BigInt(MAX_MONEY_PER_POINT) * 10n ** BigInt(merchant.currencyScale);
  if (minor === null || minor <= 0n || minor > most)
    throw new AppError('loyalty.settings.invalid', { issues: [{ path, code: 'invalid' }] });
  return minor;
}

/**
 * Replaces the brand's earning ratios (an empty list brings back the platform's), recorded in the
 * staff audit log with the ratios in force before and after.
 */
export async function setRatios(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  ratios: readonly { type: (typeof EARNING_TYPES)[number]; moneyPerPoint: string }[],
) {
  const parsed = ratios.map(({ type, moneyPerPoint }, index) => ({
    type,
    minorPerPoint: settingMoney(merchant, moneyPerPoint, `body.ratios.${index}.moneyPerPoint`),
  }));
  if (new Set(parsed.map(({ type }) => type)).size !== parsed.length)
    throw new AppError('loyalty.settings.invalid', { issues: [{ path: 'body.ratios', code: 'invalid' }] });
  await db.transaction().execute(async (trx) => {
    await repo.lockRatios(trx, merchant.id);
    const before = ratioViews(merchant, await ratiosOf(trx, merchant));
    await repo.replaceRatios(trx, merchant.id, parsed);
    await recordStaffAction(trx, staff, {
      action: 'points.ratios.update',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: { before, after: ratioViews(merchant, await ratiosOf(trx, merchant)) },
    });
  });
  return pointsSummary(db, merchant, null);
}

/** A points transfer's kind is `points.<type>`; giving points back after a rejection counts as redeem. */
const typeOfKind = (kind: string): (typeof POINT_TYPES)[number] => {
  const type = kind.slice('points.'.length);
  return type === 'refund' ? 'redeem' : (type as (typeof POINT_TYPES)[number]);
};

const EPOCH = new Date(0);
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');
const everything = (merchantId: bigint, memberId: bigint) => ({
  merchantId,
  memberId,
  currency: POINTS_CURRENCY,
  kinds: undefined,
  from: EPOCH,
  until: FAR_FUTURE,
});

/**
 * The spec's points reward: per point type, the member's net points from it and, for the types that
 * earn, the brand's ratio; earned sums the earning types, spent the redeemed and converted points.
 */
export async function pointsReward(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
): Promise<z.input<typeof ZPointsReward>> {
  const [flows, ratios, points] = await Promise.all([
    memberFlowByKind(db, everything(merchant.id, memberId)),
    ratiosOf(db, merchant),
    pointsBalance(db, merchant.id, memberId),
  ]);
  const ratioOf = new Map<string, bigint>(ratios);
  const byType = new Map<(typeof POINT_TYPES)[number], bigint>();
  for (const [kind, total] of flows) {
    const type = typeOfKind(kind);
    byType.set(type, (byType.get(type) ?? 0n) + total);
  }
  const net = (type: (typeof POINT_TYPES)[number]) => byType.get(type) ?? 0n;
  const earned = EARNING_TYPES.reduce((sum, type) => sum + net(type), 0n);
  return {
    points: String(points),
    earned: String(earned),
    spent: String(-(net('redeem') + net('convert'))),
    types: POINT_TYPES.map((type) => {
      const ratio = ratioOf.get(type);
      return {
        type,
        points: String(net(type)),
        moneyPerPoint: ratio === undefined ? null : formatMinorUnits(ratio, merchant.currencyScale),
      };
    }),
  };
}

/** The member's points changes, newest first, with the balance after each. */
export async function pointsDetails(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  page: { page: number; pageSize: number },
): Promise<z.input<typeof ZPointsDetails>> {
  const history = await memberHistory(db, everything(merchant.id, memberId), {
    offset: (page.page - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return {
    total: history.total,
    entries: history.entries.map((entry) => ({
      id: String(entry.id),
      type: typeOfKind(entry.kind),
      change: String(entry.amount),
      balance: String(entry.balanceAfter),
      at: entry.at.toISOString(),
    })),
  };
}

/**
 * Staff credit or take back a member's points against the brand, with a reason; the key makes a retry
 * answer the first adjustment, and the audit record lands with the movement. From the brand's
 * four-eyes amount of points.adjust nothing moves yet: the adjustment is a request another staff
 * member approves at /ops/approvals (pointsAdjustment below), the member's points locked for it.
 */
export async function adjustPoints(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZPointsAdjustmentBody>,
): Promise<z.input<typeof ZPointsAdjustment>> {
  const memberId = await memberIdByAccount(db, merchant.id, body.memberAccount);
  if (memberId === undefined) throw new AppError('member.not.found');
  const points = BigInt(body.points);
  const size = points < 0n ? -points : points;
  const fourEyes = await fourEyesAmountOf(db, merchant, 'points.adjust');
  if (fourEyes !== null && size >= fourEyes) {
    const request = await requestApproval(db, staff, merchant, {
      kind: 'points.adjust',
      target: `member-points:${memberId}`,
      amount: size,
      detail: {
        memberId: String(memberId),
        memberAccount: body.memberAccount,
        direction: points < 0n ? 'debit' : 'credit',
      },
      reason: body.reason,
      idempotencyKey: `points-adjust:${body.idempotencyKey}`,
    });
    const balance = await pointsBalance(db, merchant.id, memberId);
    return {
      memberAccount: body.memberAccount,
      points: body.points,
      balance: String(balance),
      pendingApproval: request.id,
    };
  }
  const balance = await inMoneyTransaction(db, async (trx) => {
    const moved = await movePoints(trx, {
      merchantId: merchant.id,
      memberId,
      points,
      kind: 'points.adjust',
      key: `points:adjust:${body.idempotencyKey}`,
      memo: { reason: body.reason },
    });
    if (!moved.replayed)
      await recordStaffAction(trx, staff, {
        action: 'points.adjust',
        merchantId: merchant.id,
        subject: `member:${memberId}`,
        reason: body.reason,
        detail: { points: body.points, transferId: String(moved.transferId) },
      });
    const entry = moved.entries.find(({ amount }) => amount === points);
    if (!entry) throw new Error('The adjustment has no entry on the member');
    return entry.balanceAfter;
  });
  return {
    memberAccount: body.memberAccount,
    points: body.points,
    balance: String(balance),
    pendingApproval: null,
  };
}

/**
 * An approved four-eyes points adjustment moves the points, keyed by the request so they move once;
 * a take-back never goes below zero (points.insufficient leaves the request pending). The approvals
 * module records both names under points.adjust.
 */
export const pointsAdjustment: ApprovalKind = {
  async execute(trx, merchant, request, approver) {
    const memberId = BigInt(request.detail.memberId ?? '');
    const points = request.detail.direction === 'debit' ? -request.amount : request.amount;
    const moved = await movePoints(trx, {
      merchantId: merchant.id,
      memberId,
      points,
      kind: 'points.adjust',
      key: `approval:${request.id}`,
      memo: {
        reason: request.reason,
        operatorId: String(request.requestedBy),
        approvedBy: String(approver.operatorId),
      },
    });
    const entry = moved.entries.find(({ amount }) => amount === points);
    if (!entry) throw new Error('The adjustment has no entry on the member');
    return { transferId: String(moved.transferId), balanceAfter: String(entry.balanceAfter) };
  },
};
