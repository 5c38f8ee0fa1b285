import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { loginsBetween } from '../identity/directory.ts';
import { memberFlowByKind } from '../ledger/service.ts';
import { memberValidBets } from '../vendor-wallet/bets.ts';
import { stakesFrom } from '../vendor-wallet/stake-order.ts';

export type Range = { from: Date; until: Date };

/**
 * What a member deposited and bet in the range: deposits are the money that came in as deposits (from
 * the ledger), bets the valid bets settled in the range, stakes that can no longer come back. A bet
 * still open counts once settled, in the period it settles in; a cancelled or refunded one never.
 */
export async function moneyActivity(
  db: Kysely<DB>,
  member: { merchantId: bigint; currency: string; memberId: bigint },
  range: Range,
): Promise<{ deposited: bigint; bets: bigint }> {
  const [totals, bets] = await Promise.all([
    memberFlowByKind(db, {
      merchantId: member.merchantId,
      memberId: member.memberId,
      currency: member.currency,
      kinds: ['deposit'],
      ...range,
    }),
    memberValidBets(db, {
      merchantId: member.merchantId,
      memberId: member.memberId,
      after: stakesFrom(range.from),
      until: range.until,
    }),
  ]);
  return { deposited: totals.get('deposit') ?? 0n, bets };
}

export function loginActivity(db: Kysely<DB>, memberId: bigint, range: Range): Promise<number> {
  return loginsBetween(db, memberId, range);
}
