import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { loginsBetween } from '../identity/service.ts';
import { memberFlowByKind } from '../ledger/service.ts';

/** Transfers that stake a member's money on play, and those that give a stake back. */
const STAKE_KINDS = ['game.debit', 'game.rollback', 'game.refund', 'lottery.bet', 'lottery.cancel'];

export type Range = { from: Date; until: Date };

/**
 * What a member deposited and staked in the range, from the ledger: deposits are the money that
 * came in as deposits, bets the stakes less the stakes given back (rollbacks, refunds, cancels).
 */
export async function moneyActivity(
  db: Kysely<DB>,
  member: { merchantId: bigint; currency: string; memberId: bigint },
  range: Range,
): Promise<{ deposited: bigint; bets: bigint }> {
  const totals = await memberFlowByKind(db, {
    merchantId: member.merchantId,
    memberId: member.memberId,
    currency: member.currency,
    kinds: ['deposit', ...STAKE_KINDS],
    ...range,
  });
  const staked = -STAKE_KINDS.reduce((sum, kind) => sum + (totals.get(kind) ?? 0n), 0n);
  return { deposited: totals.get('deposit') ?? 0n, bets: staked > 0n ? staked : 0n };
}

export function loginActivity(db: Kysely<DB>, memberId: bigint, range: Range): Promise<number> {
  return loginsBetween(db, memberId, range);
}
