import type { ContractKind, ContractState } from '@platform/contracts/agents/contract-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { IN_FORCE_STATES, LIVE_STATES, OFFER_STATES, type TermColumns } from './rules.ts';

function contracts(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as upper', 'upper.id', 'c.upper_id')
    .innerJoin('members as lower', 'lower.id', 'c.lower_id')
    .selectAll('c')
    .select(['upper.account as upper_account', 'lower.account as lower_account'])
    .where('c.merchant_id', '=', merchantId);
}

export type ContractRow = NonNullable<Awaited<ReturnType<typeof findContract>>>;

export function findContract(db: Kysely<DB>, merchantId: bigint, id: bigint) {
  return contracts(db, merchantId).where('c.id', '=', id).executeTakeFirst();
}

/** The contract row, locked for the rest of the transaction. */
export async function lockContract(db: Kysely<DB>, merchantId: bigint, id: bigint): Promise<void> {
  await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .execute();
}

type ContractFilter = {
  memberId: bigint;
  side?: 'upline' | 'downline' | undefined;
  kind?: ContractKind | undefined;
  state?: ContractState | undefined;
};

function contractsOfMember(db: Kysely<DB>, merchantId: bigint, filter: ContractFilter) {
  let query = contracts(db, merchantId);
  if (filter.side === 'upline') query = query.where('c.lower_id', '=', filter.memberId);
  else if (filter.side === 'downline') query = query.where('c.upper_id', '=', filter.memberId);
  else
    query = query.where((eb) =>
      eb.or([eb('c.lower_id', '=', filter.memberId), eb('c.upper_id', '=', filter.memberId)]),
    );
  if (filter.kind) query = query.where('c.kind', '=', filter.kind);
  if (filter.state) query = query.where('c.state', '=', filter.state);
  return query;
}

export function contractsOf(db: Kysely<DB>, merchantId: bigint, filter: ContractFilter) {
  return contractsOfMember(db, merchantId, filter).orderBy('c.id', 'desc').limit(500).execute();
}

/** A page of the member's contracts, newest first, and how many there are. */
export async function contractsPage(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: ContractFilter,
  page: { offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    contractsOfMember(db, merchantId, filter)
      .orderBy('c.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    contractsOfMember(db, merchantId, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The contract of `kind` the member holds from its upline, in force, if any. */
export function inForceFrom(db: Kysely<DB>, merchantId: bigint, lowerId: bigint, kind: ContractKind) {
  return contracts(db, merchantId)
    .where('c.lower_id', '=', lowerId)
    .where('c.kind', '=', kind)
    .where('c.state', 'in', IN_FORCE_STATES)
    .executeTakeFirst();
}

export async function hasOpenOffer(db: Kysely<DB>, lowerId: bigint, kind: ContractKind): Promise<boolean> {
  const row = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('lower_id', '=', lowerId)
    .where('kind', '=', kind)
    .where('state', 'in', OFFER_STATES)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOffer(
  db: Kysely<DB>,
  offer: TermColumns & {
    merchantId: bigint;
    upperId: bigint;
    lowerId: bigint;
    state: 'new' | 'signing';
    replacesId: bigint | null;
  },
): Promise<bigint> {
  const { merchantId, upperId, lowerId, state, replacesId, ...terms } = offer;
  const row = await db
    .insertInto('agent_contracts')
    .values({
      ...terms,
      merchant_id: merchantId,
      upper_id: upperId,
      lower_id: lowerId,
      state,
      replaces_id: replacesId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The live contracts of `kind` anywhere in `memberId`'s downline (given by the member or below it) whose
 * rate is above the given one, or, for a dividend, whose period is another: what the member signing
 * those terms from its upline must end (a line shares its period, so a period changes from the top down).
 */
export function liveAbove(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: {
    memberId: bigint;
    kind: ContractKind;
    rate: number;
    lossRate: number | null;
    period: TermColumns['period'];
  },
) {
  return contracts(db, merchantId)
    .innerJoin('member_tree as t', 't.descendant_id', 'c.upper_id')
    .where('t.ancestor_id', '=', filter.memberId)
    .where('c.kind', '=', filter.kind)
    .where('c.state', 'in', LIVE_STATES)
    .where((eb) =>
      eb.or([
        eb('c.rate', '>', filter.rate),
        ...(filter.lossRate === null ? [] : [eb('c.loss_rate', '>', filter.lossRate)]),
        ...(filter.period === null ? [] : [eb('c.period', '<>', filter.period)]),
      ]),
    )
    .orderBy('c.id')
    .execute();
}

export async function setState(
  db: Kysely<DB>,
  ids: readonly bigint[],
  change: {
    state: ContractState;
    at: Date;
    endedById?: bigint;
    /** The lower level decided an offer: the time is kept as the contract's start (settlements read it). */
    isOfferDecision?: boolean;
  },
): Promise<void> {
  if (ids.length === 0) return;
  const isDecision = change.isOfferDecision === true;
  await db
    .updateTable('agent_contracts')
    .set({
      state: change.state,
      ...(change.state === 'terminated' ? { terminated_at: change.at } : {}),
      ...(change.state === 'terminating' ? { termination_requested_at: change.at } : {}),
      ...(isDecision ? { decided_at: change.at } : {}),
      ...(change.endedById === undefined ? {} : { ended_by_id: change.endedById }),
    })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Ends every live contract and open offer whose end time has passed, as terminated at that end time
 * (the settlements pay an expired contract up to its end either way: this is what the screens and the
 * rate caps read). Answers how many ended.
 */
export async function expireContracts(db: Kysely<DB>, now: Date): Promise<number> {
  const ended = await db
    .updateTable('agent_contracts')
    .set((eb) => ({ state: 'terminated', terminated_at: eb.ref('ends_at') }))
    .where('state', 'in', LIVE_STATES)
    .where('ends_at', '<=', now)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** Per kind, what the member has: an offer or termination waiting for it, a contract in force. */
export function contractSummary(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return db
    .selectFrom('agent_contracts')
    .select(['kind', 'state', 'upper_id', 'lower_id'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('lower_id', '=', memberId), eb('upper_id', '=', memberId)]))
    .where('state', 'in', LIVE_STATES)
    .execute();
}
