import type { ZConversion, ZConvertBody, ZConvertSetting } from '@platform/contracts/loyalty/schemas';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { checkPaymentPassword } from '../identity/passwords/payment-password.ts';
import { accountFor, inMoneyTransaction, type Transfer, transfer, transferByKey } from '../ledger/service.ts';
import { convertRate, movePoints, settingMoney } from './points.ts';
import * as repo from './repo.ts';

/**
 * Sets the brand's rate and minimum, or with `null` switches converting off; recorded in the staff
 * audit log with the rate before and after. The cash of a step is bounded like a ratio's money.
 */
export async function setConvertRate(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  rate: z.output<typeof ZConvertSetting>['rate'],
): Promise<z.input<typeof ZConvertSetting>> {
  const parsed = rate && {
    points: BigInt(rate.points),
    minorAmount: settingMoney(merchant, rate.amount, 'body.rate.amount'),
    minPoints: BigInt(rate.minPoints),
  };
  await db.transaction().execute(async (trx) => {
    await repo.lockConvertRate(trx, merchant.id);
    const before = await convertRate(trx, merchant);
    await repo.setConvertRate(trx, merchant.id, parsed);
    await recordStaffAction(trx, staff, {
      action: 'points.convert.rate',
      merchantId: merchant.id,
      subject: `merchant:${merchant.id}`,
      detail: { before, after: await convertRate(trx, merchant) },
    });
  });
  return { rate: await convertRate(db, merchant) };
}

/** The answer of a conversion from its two transfers: the points leg is negative, the cash leg positive. */
function conversionView(
  merchant: Merchant,
  points: Pick<Transfer, 'entries' | 'createdAt'>,
  cash: Pick<Transfer, 'entries'>,
): z.input<typeof ZConversion> {
  const taken = points.entries.find(({ amount }) => amount < 0n);
  const paid = cash.entries.find(({ amount }) => amount > 0n);
  if (!taken || !paid) throw new Error('A conversion lacks its points or its cash leg');
  return {
    points: String(-taken.amount),
    amount: formatMinorUnits(paid.amount, merchant.currencyScale),
    pointsBalance: String(taken.balanceAfter),
    at: points.createdAt.toISOString(),
  };
}

/**
 * Converts points into cash in the main wallet at the brand's rate. In one transaction the points
 * go to the brand and the cash comes from the brand's rewards account, keyed by the member's request
 * id: the same id again answers the first conversion (whatever the rate is now), with other points a
 * conflict. Converting off, an amount off the rate's steps or under the minimum, or too few points
 * are refused, and nothing moves.
 */
export async function convert(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  body: z.output<typeof ZConvertBody>,
) {
  const points = BigInt(body.points);
  const keys = {
    points: `points:convert:${memberId}:${body.requestId}`,
    cash: `points:convert:cash:${memberId}:${body.requestId}`,
  };
  const replay = async () => {
    const first = await transferByKey(db, merchant.id, keys.points);
    if (!first) return undefined;
    const cash = await transferByKey(db, merchant.id, keys.cash);
    if (!cash) throw new Error('A conversion lacks its cash transfer');
    const view = conversionView(merchant, first, cash);
    if (view.points !== body.points) throw new AppError('idempotency.conflict');
    return view;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const rate = await repo.convertRateOf(db, merchant.id);
  if (!rate) throw new AppError('points.convert.off');
  if (points < rate.min_points || points % rate.points !== 0n)
    throw new AppError('points.convert.invalid', {
      params: { min: String(rate.min_points), step: String(rate.points) },
      issues: [{ path: 'body.points', code: 'invalid' }],
    });
  await checkPaymentPassword(db, merchant, memberId, body.paymentPassword);
  const cashAmount = (points / rate.points) * rate.minor_amount;
  return inMoneyTransaction(db, async (trx) => {
    const taken = await movePoints(trx, {
      merchantId: merchant.id,
      memberId,
      points: -points,
      kind: 'points.convert',
      key: keys.points,
      memo: { requestId: body.requestId },
    });
    const paid = await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: keys.cash,
      kind: 'points.convert',
      legs: [
        { accountId: await accountFor(trx, merchant, 'system.rewards'), amount: -cashAmount },
        { accountId: await accountFor(trx, merchant, 'member.main', { memberId }), amount: cashAmount },
      ],
      memo: { requestId: body.requestId, points: String(points) },
    });
    return conversionView(merchant, taken, paid);
  }).catch(async (error: unknown) => {
    // The same request id twice at once, or a rate changed between them: the first one's answer.
    if (error instanceof AppError && error.code === 'idempotency.conflict') {
      const first = await replay();
      if (first) return first;
    }
    throw error;
  });
}
