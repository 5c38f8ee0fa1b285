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
import { type ApprovalKind, requestApproval } from '../approvals/service.ts';
import { memberIdByAccount } from '../identity/directory.ts';
import { accountFor, transfer } from '../ledger/service.ts';

/**
 * Staff ask to credit or debit a member's main wallet against the brand's adjustment account, with a
 * reason. Nothing moves yet: another staff member approves the request (balanceAdjustment below).
 */
export async function requestBalanceAdjustment(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  request: z.output<typeof ZBalanceAdjustmentBody>,
): Promise<z.input<typeof ZBalanceAdjustmentValue>> {
  const amount = parseMoney(request.amount, merchant.currencyScale);
  if (amount === null || amount === 0n) throw new AppError('amount.invalid');
  const memberId = await memberIdByAccount(db, merchant.id, request.memberAccount);
  if (memberId === undefined) throw new AppError('member.not.found');
  return requestApproval(db, staff, merchant, {
    kind: 'balance.adjust',
    target: `member:${memberId}`,
    amount,
    detail: {
      memberId: String(memberId),
      memberAccount: request.memberAccount,
      direction: request.direction,
    },
    reason: request.reason,
    idempotencyKey: `adjustment:${request.idempotencyKey}`,
  });
}

/**
 * An approved adjustment moves the money, keyed by the request so that it moves once whatever
 * happens around it; a debit never takes the wallet below zero (funds.insufficient leaves the
 * request pending, for a rejection or a later approval).
 */
export const balanceAdjustment: ApprovalKind = {
  async execute(trx, merchant, request, approver) {
    const memberId = BigInt(request.detail.memberId ?? '');
    const signed = request.detail.direction === 'debit' ? -request.amount : request.amount;
    const wallet = await accountFor(trx, merchant, 'member.main', { memberId });
    const house = await accountFor(trx, merchant, 'system.adjustment');
    const moved = await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: `approval:${request.id}`,
      kind: 'adjustment',
      legs: [
        { accountId: house, amount: -signed },
        { accountId: wallet, amount: signed },
      ],
      memo: {
        reason: request.reason,
        operatorId: String(request.requestedBy),
        approvedBy: String(approver.operatorId),
      },
    });
    const entry = moved.entries.find(({ accountId }) => accountId === wallet);
    if (!entry) throw new Error('The adjustment has no entry on the wallet');
    return {
      transferId: String(moved.transferId),
      balanceAfter: formatMinorUnits(entry.balanceAfter, merchant.currencyScale),
    };
  },
};
