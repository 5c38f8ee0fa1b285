import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type NewSignal = {
  merchantId: bigint;
  providerCode: string;
  gameCode: string;
  table: string;
  hand: string;
  kind: 'shared-address' | 'shared-device';
  memberLow: bigint;
  memberHigh: bigint;
  observedAt: Date;
};

/** What makes a brand's signal the same signal: the provider's table and hand, the kind, the pair. */
const SIGNAL_FIELDS = [
  'provider_code',
  'game_code',
  'table_id',
  'hand_id',
  'kind',
  'member_low',
  'member_high',
] as const;

/** Keeps a signal once: the same one again finds the row it made (nothing is returned then). */
export function insertSignal(db: Kysely<DB>, signal: NewSignal) {
  return db
    .insertInto('risk_signals')
    .values({
      merchant_id: signal.merchantId,
      provider_code: signal.providerCode,
      game_code: signal.gameCode,
      table_id: signal.table,
      hand_id: signal.hand,
      kind: signal.kind,
      member_low: signal.memberLow,
      member_high: signal.memberHigh,
      observed_at: signal.observedAt,
    })
    .onConflict((conflict) => conflict.columns(['merchant_id', ...SIGNAL_FIELDS]).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export type SignalFilter = {
  kind?: 'shared-address' | 'shared-device' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  before?: bigint | undefined;
  limit: number;
};

/** The brand's signals, newest first, a page after `before`. */
export function signalsOf(db: Kysely<DB>, merchantId: bigint, filter: SignalFilter) {
  let query = db
    .selectFrom('risk_signals')
    .select(['id', ...SIGNAL_FIELDS, 'observed_at', 'received_at'])
    .where('merchant_id', '=', merchantId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from) query = query.where('observed_at', '>=', filter.from);
  if (filter.to) query = query.where('observed_at', '<', filter.to);
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}
