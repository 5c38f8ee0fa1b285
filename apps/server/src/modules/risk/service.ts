import type { ZRiskSignals } from '@platform/contracts/risk/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { memberAccounts } from '../identity/directory.ts';
import * as repo from './repo.ts';

/**
 * Keeps a provider's signal that two members of a brand were at one table from one address or device.
 * The pair is kept in id order, so the same signal again, either way round, is one row. Answers
 * whether it was new.
 */
export async function recordSignal(
  db: Kysely<DB>,
  signal: Omit<repo.NewSignal, 'memberLow' | 'memberHigh' | 'hand'> & {
    hand: string | undefined;
    members: readonly [bigint, bigint];
  },
): Promise<boolean> {
  const [low, high] = signal.members.toSorted((x, y) => (x < y ? -1 : 1));
  if (low === undefined || high === undefined) throw new Error('A signal names two members');
  const added = await repo.insertSignal(db, {
    merchantId: signal.merchantId,
    providerCode: signal.providerCode,
    gameCode: signal.gameCode,
    table: signal.table,
    hand: signal.hand ?? '',
    kind: signal.kind,
    memberLow: low,
    memberHigh: high,
    observedAt: signal.observedAt,
  });
  return added !== undefined;
}

/** The brand's signals for the risk role, newest first, each member named by account. */
export async function riskSignals(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: repo.SignalFilter,
): Promise<z.input<typeof ZRiskSignals>> {
  // One row more than the page tells whether there is a next page without a count.
  const rows = await repo.signalsOf(db, merchantId, { ...filter, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  const accounts = await memberAccounts(db, merchantId, [
    ...new Set(page.flatMap(({ member_low, member_high }) => [member_low, member_high])),
  ]);
  const member = (id: bigint) => ({ memberId: String(id), account: accounts.get(id) ?? '' });
  return {
    signals: page.map((row) => ({
      id: String(row.id),
      observedAt: row.observed_at.toISOString(),
      receivedAt: row.received_at.toISOString(),
      provider: row.provider_code,
      gameCode: row.game_code,
      table: row.table_id,
      hand: row.hand_id === '' ? null : row.hand_id,
      kind: row.kind,
      members: [member(row.member_low), member(row.member_high)],
    })),
    next: rows.length > filter.limit ? String(page.at(-1)?.id) : null,
  };
}
