import type {
  ZBalanceAdjustmentBody,
  ZBalanceAdjustmentValue,
} from '@platform/contracts/adjustments/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import { memberIdByAccount } from '../identity/directory.ts';
import { accountFor, inMoneyTransaction, transfer } from '../ledger/service.ts';

/**
 * Staff credit or debit a member's main wallet against the brand's adjustment account, with a
 * reason. The movement and its audit record land together; the caller's key makes a retry answer the
 * first adjustment (and record nothing more), and a debit never takes the wallet below zero.
 */
export async function adjustBalance(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  request: z.output<typeof ZBalanceAdjustmentBody>,
): Promise<z.input<typeof ZBalanceAdjustmentValue>> {
  const amount = parseMoney(request.amount, merchant.currencyScale);
  if (amount === null || amount === 0n) throw new AppError('amount.invalid');
  const memberId = await memberIdByAccount(db, merchant.id, request.memberAccount);
  if (memberId === undefined) throw new AppError('member.not.found');
  const signed = request.direction === 'credit' ? amount : -amount;
  return inMoneyTransaction(db, async (trx) => {
    const wallet = await accountFor(trx, merchant, 'member.main', { memberId });
    const house = await accountFor(trx, merchant, 'system.adjustment');
    const moved = await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: `adjustment:${request.idempotencyKey}`,
      kind: 'adjustment',
      legs: [
        { accountId: house, amount: -signed },
        { accountId: wallet, amount: signed },
      ],
      memo: { reason: request.reason, operatorId: String(staff.operatorId) },
    });
    if (!moved.replayed)
      await recordStaffAction(trx, staff, {
        action: 'balance.adjust',
        merchantId: merchant.id,
        subject: `member:${memberId}`,
        reason: request.reason,
        detail: { transferId: moved.transferId, direction: request.direction, amount },
      });
    const entry = moved.entries.find(({ accountId }) => accountId === wallet);
    if (!entry) throw new Error('The adjustment has no entry on the wallet');
    return {
      transferId: String(moved.transferId),
      memberAccount: request.memberAccount,
      direction: request.direction,
      amount: formatMinorUnits(amount, merchant.currencyScale),
      balanceAfter: formatMinorUnits(entry.balanceAfter, merchant.currencyScale),
    };
  });
}
