import { randomBytes } from 'node:crypto';
import { formatMinorUnits } from '@platform/contracts/money';
import type { ZWithdrawalDecisionBody } from '@platform/contracts/withdrawals/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { refuseLockedTarget } from '../approvals/service.ts';
import { recordStaffAction } from '../audit/service.ts';
import { inMoneyTransaction } from '../ledger/service.ts';
import {
  type CallbackRequest,
  type PaymentGateways,
  type PayoutState,
  receiveCallback,
  type SpendNonce,
} from '../payments/gateways.ts';
import { merchantById } from '../system/service.ts';
import * as repo from './repo.ts';
import { lockedIn, paidByGateway, payWithdrawal, staffWithdrawal, targetOf } from './service.ts';

/** Where a gateway sends its callbacks about payouts. */
export const payoutCallbackPath = (gateway: string) => `/wps/payments/payout-callback/${gateway}`;
/** A payout's callback may be on its way: the status job leaves one this young alone. */
const STATUS_CHECK_AFTER_MS = 2 * 60_000;
const STATUS_CHECK_EVERY_MS = 5 * 60_000;

/**
 * Staff pay an approved withdrawal. By hand where its method has no payout gateway; else it is sent
 * to the gateway: a payout opened (one at a time, audited) with the reference the gateway knows it by,
 * the money still held. The gateway's answer, now or later (callback, status query), settles it; a
 * gateway that cannot be reached leaves it pending for the status job, the reference making a repeat
 * one payout.
 */
export async function payOut(
  db: Kysely<DB>,
  gateways: PaymentGateways,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZWithdrawalDecisionBody>,
  now = new Date(),
) {
  const found = await repo.lockWithdrawal(db, merchant.id, BigInt(body.withdrawalId));
  if (!found) throw new AppError('withdrawal.not.found');
  const code = await repo.payoutGatewayOf(db, merchant.id, found.method);
  if (code === null) return payWithdrawal(db, staff, merchant, body);
  const gateway = gateways.of(code);
  const key = await gateways.keyOf(merchant.id, code);
  if (!gateway || key === undefined) throw new AppError('payment.method.incomplete');
  const { row, payout } = await db.transaction().execute(async (trx) => {
    const locked = await lockedIn(trx, merchant, found.id, ['approved']);
    await refuseLockedTarget(trx, merchant.id, targetOf(locked.id));
    const opened = await repo.insertPayout(trx, {
      withdrawalId: locked.id,
      merchantId: merchant.id,
      gateway: code,
      reference: randomBytes(12).toString('base64url'),
      requestedBy: staff.operatorId,
    });
    if (!opened) throw new AppError('withdrawal.state');
    await recordStaffAction(trx, staff, {
      action: 'withdrawal.payout',
      merchantId: merchant.id,
      subject: targetOf(locked.id),
      detail: { amount: locked.amount, gateway: code, reference: opened.reference },
    });
    return { row: locked, payout: opened };
  });
  let state: PayoutState;
  try {
    state = await gateway.requestPayout(key, {
      reference: payout.reference,
      amount: formatMinorUnits(row.amount - row.fee, merchant.currencyScale),
      currency: merchant.currency,
      payee: {
        bankName: row.bank_name,
        accountNumber: row.account_number,
        accountName: row.payee_name,
        branch: row.branch,
      },
      notifyPath: payoutCallbackPath(code),
    });
  } catch {
    // Unanswered: the payout may have reached the gateway, so it stays open for the status query.
    state = { status: 'pending' };
  }
  await applyPayoutState(db, merchant, payout, state, now);
  return staffWithdrawal(db, merchant, row.id);
}

/**
 * Applies a payout's state as its gateway reported it, once: paid moves the held money out (the
 * ledger key of a payment by hand: never twice), failed closes the payout and leaves the money held
 * with the withdrawal approved, back with staff (who pay it by hand, send it again, or reject it);
 * a payout already closed changes nothing. Answers what came of it. A callback's nonce is spent
 * (`spend`) in the transaction that applies it.
 */
async function applyPayoutState(
  db: Kysely<DB>,
  merchant: Merchant,
  payout: repo.PayoutRow,
  state: PayoutState,
  now: Date,
  spend: SpendNonce = async () => {},
): Promise<string> {
  if (state.status === 'pending') {
    await db.transaction().execute(spend);
    return 'pending';
  }
  return inMoneyTransaction(db, async (trx) => {
    await spend(trx);
    const row = await lockedIn(trx, merchant, payout.withdrawal_id, ['approved', 'paid', 'rejected']);
    const current = await repo.lockPayout(trx, payout.id);
    if (!current) throw new Error('A payout just read is missing');
    if (current.status !== 'pending') return `duplicate: already ${current.status}`;
    if (state.status === 'failed') {
      await repo.closePayout(trx, current.id, { status: 'failed', failure: state.reason, at: now });
      return 'failed';
    }
    if (row.status !== 'approved') throw new Error(`A ${row.status} withdrawal had a payout open`);
    await repo.closePayout(trx, current.id, { status: 'paid', failure: null, at: now });
    await paidByGateway(trx, merchant, row, current.requested_by, now);
    return 'paid';
  });
}

/**
 * A gateway's callback about a payout, its raw body as received: proved as every callback is
 * (receiveCallback), then applied once. Anything not proved is refused and changes nothing.
 */
export async function payoutCallback(
  db: Kysely<DB>,
  gateways: PaymentGateways,
  code: string,
  request: CallbackRequest,
  now = new Date(),
): Promise<{ received: true }> {
  const received = await receiveCallback(
    db,
    gateways,
    code,
    request,
    {
      kind: 'payout',
      async find(reference) {
        const payout = await repo.payoutByReference(db, reference);
        if (payout?.gateway !== code) return undefined;
        const key = await gateways.keyOf(payout.merchant_id, code);
        return key === undefined ? undefined : { key, subject: payout };
      },
      apply: (event, payout, merchant, spend) =>
        applyPayoutState(db, merchant, payout, event.state, now, spend),
    },
    now,
  );
  if ('refused' in received) throw new AppError('payment.callback.invalid');
  return { received: true };
}

/**
 * The status job's payouts: open ones past the time their callback should have come, each asked
 * about every few minutes at most, and applied as a callback would be. A gateway that cannot answer
 * is asked again next time.
 */
export async function checkOpenPayouts(
  db: Kysely<DB>,
  gateways: PaymentGateways,
  now = new Date(),
  limit = 100,
): Promise<{ checked: number; settled: number; unanswered: number }> {
  const rows = await repo.payoutsToCheck(db, {
    before: new Date(now.getTime() - STATUS_CHECK_AFTER_MS),
    askedBefore: new Date(now.getTime() - STATUS_CHECK_EVERY_MS),
    limit,
  });
  let settled = 0;
  let unanswered = 0;
  for (const payout of rows) {
    await repo.markPayoutChecked(db, payout.id, now);
    const gateway = gateways.of(payout.gateway);
    const key = await gateways.keyOf(payout.merchant_id, payout.gateway);
    const merchant = await merchantById(db, payout.merchant_id);
    if (!gateway || key === undefined || !merchant) continue;
    let state: PayoutState;
    try {
      state = await gateway.queryPayout(key, payout.reference);
    } catch {
      // Asked again at the next check; the job reports how many went unanswered.
      unanswered += 1;
      continue;
    }
    const outcome = await applyPayoutState(db, merchant, payout, state, now);
    if (outcome === 'paid' || outcome === 'failed') settled += 1;
  }
  return { checked: rows.length, settled, unanswered };
}
