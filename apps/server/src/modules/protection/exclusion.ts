import {
  type ExclusionPeriod,
  type ExclusionState,
  exclusionEnd,
  kindOfPeriod,
} from '@platform/contracts/protection/exclusion-schemas';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { inMoneyTransaction } from '../ledger/service.ts';
import * as repo from './exclusion-repo.ts';
import { hashedKeys, type PersonKeys } from './person-keys.ts';

/** The brand a check is for; its time zone writes the end date (the platform's GMT+8 when not given). */
type Brand = Pick<Merchant, 'id'> & Partial<Pick<Merchant, 'timeZone'>>;
const PLATFORM_ZONE = 'Asia/Shanghai';

/** What an exclusion stops; a refusal is recorded with it for the player's page in the console. */
export type ExcludedAction = Selectable<DB['exclusion_blocks']>['action'];

const stateOf = (row: Awaited<ReturnType<typeof repo.liveExclusionOf>>): ExclusionState => ({
  active: row
    ? {
        kind: row.kind,
        period: row.period,
        startsAt: row.starts_at.toISOString(),
        endsAt: row.ends_at.toISOString(),
      }
    : null,
});

export async function exclusionState(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  now: Date,
): Promise<ExclusionState> {
  return stateOf(await repo.liveExclusionOf(db, merchant.id, memberId, now));
}

/**
 * Starts a break at once, with the person's keys hashed so every brand finds it. A second break may
 * be taken during one (the later end wins); none is ever shortened. The caller confirmed the
 * password and passes the keys identity and withdrawals hold. `member.excluded` is published in the
 * same transaction, so what it stops (the member's chases) stops with the break or not at all.
 */
export async function takeExclusion(
  db: Kysely<DB>,
  events: DomainEvents,
  merchant: Merchant,
  memberId: bigint,
  period: ExclusionPeriod,
  keys: PersonKeys,
  now: Date,
): Promise<ExclusionState> {
  const hashed = await hashedKeys(db, keys);
  return inMoneyTransaction(db, async (trx) => {
    await repo.insertExclusion(trx, {
      merchantId: merchant.id,
      memberId,
      kind: kindOfPeriod(period),
      period,
      startsAt: now,
      endsAt: exclusionEnd(period, now),
      keys: hashed,
    });
    await events.publish(trx, 'member.excluded', { merchant, memberId, at: now });
    return stateOf(await repo.liveExclusionOf(trx, merchant.id, memberId, now));
  });
}

/** Why a person may not play here now: whose break, matched on which key, until when. */
export type Exclusion = {
  until: Date | null;
  matchedOn: Selectable<DB['exclusion_blocks']>['matched_on'];
  source: Selectable<DB['exclusion_blocks']>['source'];
};

/**
 * The break that stops this person here now, if any: the member's own on this brand, any brand's
 * break whose person keys match, or an entry of this brand's external register. One indexed lookup
 * each, in the request itself, so a break taken on one brand holds on every other at once.
 */
export async function exclusionOf(
  db: Kysely<DB>,
  merchant: Brand,
  person: { memberId?: bigint; keys: PersonKeys | (() => Promise<PersonKeys>) },
  now: Date,
): Promise<Exclusion | undefined> {
  if (person.memberId !== undefined) {
    const own = await repo.liveExclusionOf(db, merchant.id, person.memberId, now);
    if (own) return { until: own.ends_at, matchedOn: 'member', source: 'this brand' };
  }
  const keys = typeof person.keys === 'function' ? await person.keys() : person.keys;
  const hashed = await hashedKeys(db, keys);
  if (hashed.length === 0) return undefined;
  const match = await repo.liveKeyMatch(db, hashed, now);
  if (match)
    return {
      until: match.ends_at,
      matchedOn: match.key_kind,
      source:
        match.merchant_id === merchant.id && match.member_id === person.memberId
          ? 'this brand'
          : 'another brand',
    };
  const listed = await repo.registerMatch(db, merchant.id, hashed, now);
  return listed && { until: listed.ends_at, matchedOn: listed.key_kind, source: 'register' };
}

/**
 * Whom a check is about: a member, whose full set of person keys protection gathers itself, or a
 * person with no account yet (a registration: the keys its form gives).
 */
export type CheckedPerson = { memberId: bigint } | { keys: PersonKeys };

/** A member's person keys: identity's (phone, email, name with birth date, ID number) and withdrawals' bank accounts. */
export type MemberKeySource = (db: Kysely<DB>, merchantId: bigint, memberId: bigint) => Promise<PersonKeys>;

let memberKeySource: MemberKeySource | undefined;

/**
 * Set once when the app is built. The modules that keep a member's keys sit above protection, so
 * the app hands their union down here, and every guarded path checks the same full set: paths that
 * gathered their own keys missed the bank accounts wherever withdrawals was out of their reach.
 */
export function setMemberKeySource(source: MemberKeySource): void {
  memberKeySource = source;
}

function memberKeysOf(db: Kysely<DB>, merchant: Brand, memberId: bigint): Promise<PersonKeys> {
  if (!memberKeySource) throw new Error('No member key source: the app sets it when it is built');
  return memberKeySource(db, merchant.id, memberId);
}

/**
 * The one exclusion check of every guarded path (registration, each way of logging in, deposit,
 * launch, transfer into a game wallet, seamless debit, lottery slip and chase step): the break that
 * stops the person, recorded as a refusal of `action` with the key it matched on. The member's own
 * break is looked up first, so their keys are gathered only when it is not there.
 */
async function excludedFrom(
  db: Kysely<DB>,
  merchant: Brand,
  person: CheckedPerson,
  action: ExcludedAction,
  now: Date,
): Promise<Exclusion | undefined> {
  const exclusion = await exclusionOf(
    db,
    merchant,
    'memberId' in person
      ? { memberId: person.memberId, keys: () => memberKeysOf(db, merchant, person.memberId) }
      : person,
    now,
  );
  if (!exclusion) return undefined;
  await repo.insertBlock(db, {
    merchantId: merchant.id,
    memberId: 'memberId' in person ? person.memberId : null,
    action,
    matchedOn: exclusion.matchedOn,
    source: exclusion.source,
    at: now,
  });
  return exclusion;
}

/**
 * Members each instance found not excluded, per database, with the exclusion mark read before that
 * check. Bounded: a flood of players empties it.
 */
const clearedMembers = new WeakMap<Kysely<DB>, Map<string, bigint>>();
const CLEARED_MEMBERS_MAX = 100_000;

/**
 * `excludedFrom` for a member's stake on the hot paths (the seamless debit, lottery slips and chases): one indexed read while
 * nothing the check reads has changed since this instance last found the member not excluded. The
 * mark is read before the full check, so a change committed during that check moves it past what is
 * kept, and any change commits with its mark: a break holds from the first stake whose read starts
 * after its commit, as with the full check. A member found excluded is checked in full every time
 * (and each refusal recorded).
 */
export async function excludedFromStake(
  db: Kysely<DB>,
  merchant: Brand,
  memberId: bigint,
  now: Date,
): Promise<Exclusion | undefined> {
  const mark = await repo.exclusionMark(db, memberId);
  const key = `${merchant.id}:${memberId}`;
  let cleared = clearedMembers.get(db);
  if (cleared?.get(key) === mark) return undefined;
  const exclusion = await excludedFrom(db, merchant, { memberId }, 'bet', now);
  if (exclusion) return exclusion;
  if (!cleared) {
    cleared = new Map();
    clearedMembers.set(db, cleared);
  }
  if (cleared.size >= CLEARED_MEMBERS_MAX) cleared.clear();
  cleared.set(key, mark);
  return undefined;
}

/**
 * The exclusion mark at which this instance last found the member not excluded (excludedFromStake),
 * if it has: a stake made in one statement (vendor_debit, through protection_stake_open) goes on only
 * while the mark it reads is still this one, and otherwise asks excludedFromStake again. Same
 * guarantee, no statement of its own.
 */
export function clearedExclusionMark(db: Kysely<DB>, merchant: Brand, memberId: bigint): bigint | null {
  return clearedMembers.get(db)?.get(`${merchant.id}:${memberId}`) ?? null;
}

/**
 * Refuses `action` while the person is excluded (protection.excluded, with the end date). Called
 * before the action's money transaction: a break is never consumed, so no race lets a stake through,
 * and the record survives the refusal.
 */
export async function refuseIfExcluded(
  db: Kysely<DB>,
  merchant: Brand,
  person: CheckedPerson,
  action: ExcludedAction,
  now: Date,
): Promise<void> {
  const exclusion = await excludedFrom(db, merchant, person, action, now);
  if (exclusion) throw excludedError(merchant, exclusion.until);
}

/** `refuseIfExcluded` for a member's stake, on `excludedFromStake`'s kept check (lottery slips). */
export async function refuseStakeIfExcluded(
  db: Kysely<DB>,
  merchant: Brand,
  memberId: bigint,
  now: Date,
): Promise<void> {
  const exclusion = await excludedFromStake(db, merchant, memberId, now);
  if (exclusion) throw excludedError(merchant, exclusion.until);
}

const untilText = (merchant: Brand, until: Date | null) =>
  until === null
    ? '—'
    : `${new Intl.DateTimeFormat('sv-SE', {
        timeZone: merchant.timeZone ?? PLATFORM_ZONE,
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(until)} (${merchant.timeZone ?? PLATFORM_ZONE})`;

function excludedError(merchant: Brand, until: Date | null): AppError {
  return new AppError('protection.excluded', {
    params: { until: untilText(merchant, until) },
    ...(until ? { value: { excludedUntil: until.toISOString() } } : {}),
  });
}

/**
 * Whether the member's own break holds now: the session asks it on every request (a session open when
 * the break starts is restricted at its next one), so it reads the brand's own row only.
 */
export async function isExcluded(db: Kysely<DB>, merchantId: bigint, memberId: bigint, now: Date) {
  return (await repo.liveExclusionOf(db, merchantId, memberId, now)) !== undefined;
}

/** Every break the member took, as time windows: brand-wide messages sent in them are not shown. */
export async function exclusionWindows(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return (await repo.exclusionsOf(db, merchantId, memberId)).map((row) => ({
    from: row.starts_at,
    until: row.ends_at,
  }));
}

/** The brand's breaks overlapping the range, by member: the agent settlements leave their play out. */
export async function breaksOverlapping(
  db: Kysely<DB>,
  merchantId: bigint,
  range: { from: Date; until: Date },
) {
  return (await repo.breaksOverlapping(db, merchantId, range)).map((row) => ({
    memberId: row.member_id,
    kind: row.kind,
    from: row.starts_at,
    until: row.ends_at,
  }));
}

/** Player 360: every break the member took and the latest refusals, with the key each matched on. */
export async function exclusionHistory(db: Kysely<DB>, merchant: Merchant, memberId: bigint, now: Date) {
  const [exclusions, blocks] = await Promise.all([
    repo.exclusionsOf(db, merchant.id, memberId),
    repo.blocksOf(db, merchant.id, memberId, 50),
  ]);
  return {
    exclusions: exclusions.map((row) => ({
      kind: row.kind,
      period: row.period,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      inForce: row.starts_at <= now && row.ends_at > now,
    })),
    blocks: blocks.map((row) => ({
      action: row.action,
      matchedOn: row.matched_on,
      source: row.source,
      at: row.blocked_at.toISOString(),
    })),
  };
}
