import type { ExclusionKind, ExclusionPeriod } from '@platform/contracts/protection/exclusion-schemas';
import { type Insertable, type Kysely, sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import type { HashedKey, PersonKeyKind } from './person-keys.ts';

export async function insertExclusion(
  db: Kysely<DB>,
  row: {
    merchantId: bigint;
    memberId: bigint;
    kind: ExclusionKind;
    period: ExclusionPeriod;
    startsAt: Date;
    endsAt: Date;
    keys: readonly HashedKey[];
  },
): Promise<bigint> {
  const { id } = await db
    .insertInto('member_exclusions')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      kind: row.kind,
      period: row.period,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (row.keys.length > 0)
    await db
      .insertInto('exclusion_person_keys')
      .values(
        row.keys.map((key) => ({
          exclusion_id: id,
          key_kind: key.kind,
          key_hash: key.hash,
          ends_at: row.endsAt,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  return id;
}

const liveExclusion = prepared((db, at: { merchantId: bigint; memberId: bigint; now: Date }) =>
  db
    .selectFrom('member_exclusions')
    .select(['kind', 'period', 'starts_at', 'ends_at'])
    .where('merchant_id', '=', at.merchantId)
    .where('member_id', '=', at.memberId)
    .where('starts_at', '<=', at.now)
    .where('ends_at', '>', at.now)
    .orderBy('ends_at', 'desc')
    .limit(1),
);

/** The member's exclusion in force at `now` that ends last, if any (checked on every member request). */
export async function liveExclusionOf(db: Kysely<DB>, merchantId: bigint, memberId: bigint, now: Date) {
  return (await liveExclusion(db, { merchantId, memberId, now })).rows[0];
}

/** A live exclusion on any brand holding one of these key hashes, the one that ends last. */
export function liveKeyMatch(db: Kysely<DB>, hashes: readonly HashedKey[], now: Date) {
  return db
    .selectFrom('exclusion_person_keys as key')
    .innerJoin('member_exclusions as exclusion', 'exclusion.id', 'key.exclusion_id')
    .select(['key.key_kind', 'exclusion.merchant_id', 'exclusion.member_id', 'key.ends_at'])
    .where(
      'key.key_hash',
      'in',
      hashes.map((key) => key.hash),
    )
    .where('key.ends_at', '>', now)
    .where('exclusion.starts_at', '<=', now)
    .orderBy('key.ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** An entry of the brand's external register holding one of these key hashes, still in force. */
export function registerMatch(db: Kysely<DB>, merchantId: bigint, hashes: readonly HashedKey[], now: Date) {
  return db
    .selectFrom('exclusion_register_entries')
    .select(['key_kind', 'ends_at'])
    .where('merchant_id', '=', merchantId)
    .where(
      'key_hash',
      'in',
      hashes.map((key) => key.hash),
    )
    .where((where) => where.or([where('ends_at', 'is', null), where('ends_at', '>', now)]))
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertBlock(
  db: Kysely<DB>,
  row: {
    merchantId: bigint;
    memberId: bigint | null;
    action: Insertable<DB['exclusion_blocks']>['action'];
    matchedOn: PersonKeyKind | 'member';
    source: Insertable<DB['exclusion_blocks']>['source'];
    at: Date;
  },
) {
  return db
    .insertInto('exclusion_blocks')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      action: row.action,
      matched_on: row.matchedOn,
      source: row.source,
      blocked_at: row.at,
    })
    .execute();
}

export function exclusionsOf(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return db
    .selectFrom('member_exclusions')
    .select(['kind', 'period', 'starts_at', 'ends_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('starts_at', 'desc')
    .execute();
}

export function blocksOf(db: Kysely<DB>, merchantId: bigint, memberId: bigint, limit: number) {
  return db
    .selectFrom('exclusion_blocks')
    .select(['action', 'matched_on', 'source', 'blocked_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('blocked_at', 'desc')
    .limit(limit)
    .execute();
}

export function breaksOverlapping(db: Kysely<DB>, merchantId: bigint, range: { from: Date; until: Date }) {
  return db
    .selectFrom('member_exclusions')
    .select(['member_id', 'kind', 'starts_at', 'ends_at'])
    .where('merchant_id', '=', merchantId)
    .where('starts_at', '<', range.until)
    .where('ends_at', '>', range.from)
    .execute();
}

/** The member's exclusion mark: everyone's mark and their own (0180), which only grow. */
export async function exclusionMark(db: Kysely<DB>, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('exclusion_marks')
    .select(sql<string>`coalesce(sum(mark), 0)`.as('mark'))
    .where('scope', 'in', [0n, memberId])
    .executeTakeFirstOrThrow();
  return BigInt(row.mark);
}
