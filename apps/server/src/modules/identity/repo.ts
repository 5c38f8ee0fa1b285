import { type Kysely, sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { LOGIN_STATUSES } from './standing.ts';

export function findMemberByAccount(db: Kysely<DB>, merchantId: bigint, accountKey: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
}

export function accountsByIds(db: Kysely<DB>, merchantId: bigint, ids: readonly bigint[]) {
  return db
    .selectFrom('members')
    .select(['id', 'account', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .execute();
}

const memberById = prepared((db, key: { merchantId: bigint; memberId: bigint }) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', key.merchantId)
    .where('id', '=', key.memberId),
);

export async function findMemberById(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  return (await memberById(db, { merchantId, memberId })).rows[0];
}

type NewMember = {
  merchantId: bigint;
  account: string;
  verifiedMobile: string | null;
  passwordHash: string;
  paymentPasswordHash: string | null;
  language: string;
  profile: Record<string, string>;
  ip: string | null;
  /** The agent an account opened for someone is filed under; a registration's is placed by agents. */
  uplineId?: bigint | null;
  /** Accounts opened by someone else: their kind, a name to show, and a one-time password to change. */
  type?: number;
  nickname?: string | null;
  mustChangePassword?: boolean;
};

/** Inserts the account unless its name or verified number is taken; answers its id, or undefined when taken. */
export async function insertMember(db: Kysely<DB>, member: NewMember): Promise<bigint | undefined> {
  const row = await db
    .insertInto('members')
    .values({
      merchant_id: member.merchantId,
      account: member.account,
      account_key: member.account.toLowerCase(),
      verified_mobile: member.verifiedMobile,
      password_hash: member.passwordHash,
      payment_password_hash: member.paymentPasswordHash,
      language: member.language,
      profile: JSON.stringify(member.profile),
      registration_ip: member.ip,
      upline_id: member.uplineId ?? null,
      type: member.type ?? 0,
      nickname: member.nickname ?? null,
      must_change_password: member.mustChangePassword ?? false,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function markLogin(
  db: Kysely<DB>,
  memberId: bigint,
  ip: string | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ last_login_at: at, last_login_ip: ip })
    .where('id', '=', memberId)
    .execute();
}

export async function setPassword(
  db: Kysely<DB>,
  memberId: bigint,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, password_changed_at: at, must_change_password: false })
    .where('id', '=', memberId)
    .execute();
}

export async function setPaymentPassword(db: Kysely<DB>, memberId: bigint, hash: string): Promise<void> {
  await db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).execute();
}

export async function setUpline(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  uplineId: bigint,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ upline_id: uplineId })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

export async function setLanguage(db: Kysely<DB>, memberId: bigint, language: string): Promise<void> {
  await db.updateTable('members').set({ language }).where('id', '=', memberId).execute();
}

type NewSession = {
  merchantId: bigint;
  memberId: bigint;
  tokenHash: Uint8Array;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  passwordChangeRequired: boolean;
  openedAt: Date;
};

export async function insertSession(db: Kysely<DB>, session: NewSession): Promise<void> {
  await db
    .insertInto('member_sessions')
    .values({
      merchant_id: session.merchantId,
      member_id: session.memberId,
      token_hash: session.tokenHash,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
      password_change_required: session.passwordChangeRequired,
      created_at: session.openedAt,
      last_seen_at: session.openedAt,
    })
    .execute();
}

export async function countSessionsOpened(
  db: Kysely<DB>,
  memberId: bigint,
  range: { from: Date; until: Date },
): Promise<number> {
  const row = await db
    .selectFrom('member_sessions')
    .select((eb) => eb.fn.countAll<string>().as('opened'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.until)
    .executeTakeFirstOrThrow();
  return Number(row.opened);
}

const liveSession = prepared(
  (db, scope: { merchantId: bigint; tokenHash: Uint8Array; now: Date; idleSince: Date }) =>
    db
      .selectFrom('member_sessions')
      .innerJoin('members', 'members.id', 'member_sessions.member_id')
      .select([
        'member_sessions.id as sessionId',
        'member_sessions.member_id as memberId',
        'members.type as memberType',
        'member_sessions.last_seen_at',
        'member_sessions.password_change_required',
        'members.status',
      ])
      .where('member_sessions.merchant_id', '=', scope.merchantId)
      .where('member_sessions.token_hash', '=', scope.tokenHash)
      .where('member_sessions.revoked_at', 'is', null)
      .where('member_sessions.expires_at', '>', scope.now)
      .where('member_sessions.last_seen_at', '>', scope.idleSince)
      // Checked on every request, so a lock or a closure refuses the member's very next call.
      .where('members.status', 'in', LOGIN_STATUSES),
);

/** The live session of a token: not revoked, not past its lifetime, used within the idle window. */
export async function findLiveSession(
  db: Kysely<DB>,
  scope: { merchantId: bigint; tokenHash: Uint8Array; now: Date; idleSince: Date },
) {
  return (await liveSession(db, scope)).rows[0];
}

export async function touchSession(db: Kysely<DB>, sessionId: bigint, at: Date): Promise<void> {
  await db.updateTable('member_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Kysely<DB>, sessionId: bigint, at: Date): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The password was changed in this session: it may do everything again. */
export async function clearPasswordChangeRequired(db: Kysely<DB>, sessionId: bigint): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ password_change_required: false })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeOtherSessions(
  db: Kysely<DB>,
  memberId: bigint,
  keepId: bigint,
  at: Date,
): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ revoked_at: at })
    .where('member_id', '=', memberId)
    .where('id', '<>', keepId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Counts a login attempt before its password is checked, in one statement, so that concurrent
 * guesses cannot slip past the count: past `maxAttempts` in a window the name is locked, while it is
 * locked nothing more is counted, and once the lock has passed counting starts afresh. Answers the
 * lock, if any.
 */
export async function claimAttempt(
  db: Kysely<DB>,
  scope: {
    merchantId: bigint;
    accountKey: string;
    now: Date;
    windowStart: Date;
    lockUntil: Date;
    maxAttempts: number;
  },
): Promise<Date | null> {
  const { merchantId, accountKey, now, windowStart, lockUntil, maxAttempts } = scope;
  const { rows } = await sql<{ locked_until: Date | null }>`
    INSERT INTO login_failures AS f (merchant_id, account_key, failures, window_started_at)
    VALUES (${merchantId}, ${accountKey}, 1, ${now})
    ON CONFLICT (merchant_id, account_key) DO UPDATE SET
      failures = CASE
        WHEN f.locked_until > ${now} THEN f.failures
        WHEN f.window_started_at < ${windowStart} OR f.locked_until IS NOT NULL THEN 1
        ELSE f.failures + 1 END,
      window_started_at = CASE
        WHEN f.locked_until > ${now} THEN f.window_started_at
        WHEN f.window_started_at < ${windowStart} OR f.locked_until IS NOT NULL THEN ${now}
        ELSE f.window_started_at END,
      locked_until = CASE
        WHEN f.locked_until > ${now} THEN f.locked_until
        WHEN f.window_started_at < ${windowStart} OR f.locked_until IS NOT NULL THEN NULL
        WHEN f.failures + 1 > ${maxAttempts} THEN ${lockUntil}
        ELSE NULL END
    RETURNING locked_until
  `.execute(db);
  const lockedUntil = rows[0]?.locked_until ?? null;
  return lockedUntil && lockedUntil > now ? lockedUntil : null;
}

/** Until when the key is locked, if it is, without counting an attempt. */
export async function lockedUntil(
  db: Kysely<DB>,
  merchantId: bigint,
  accountKey: string,
  now: Date,
): Promise<Date | null> {
  const row = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('merchant_id', '=', merchantId)
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}

/** A successful login forgets the name's attempts. */
export async function clearFailures(db: Kysely<DB>, merchantId: bigint, accountKey: string): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('merchant_id', '=', merchantId)
    .where('account_key', '=', accountKey)
    .execute();
}

/** Gives the member exactly `labels`, in that order; answers the labels before, in their order. */
export async function replaceMemberLabels(
  trx: Kysely<DB>,
  memberId: bigint,
  labels: readonly string[],
): Promise<string[]> {
  const before = await listMemberLabels(trx, memberId);
  await trx.deleteFrom('member_labels').where('member_id', '=', memberId).execute();
  if (labels.length > 0)
    await trx
      .insertInto('member_labels')
      .values(labels.map((label_name, sort_order) => ({ member_id: memberId, label_name, sort_order })))
      .execute();
  return before.map(({ label_name }) => label_name);
}

const memberLabels = prepared((db, member: { memberId: bigint }) =>
  db
    .selectFrom('member_labels')
    .select('label_name')
    .where('member_id', '=', member.memberId)
    .orderBy('sort_order')
    .orderBy('label_name'),
);

/** The brand's labels of a member, in the brand's order. */
export async function listMemberLabels(db: Kysely<DB>, memberId: bigint) {
  return (await memberLabels(db, { memberId })).rows;
}

/** Deletes at most `limit` sessions that ended (expired or revoked) before `before`; answers how many. */
export async function deleteEndedSessions(db: Kysely<DB>, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('member_sessions')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('member_sessions')
        .select('id')
        // The expression of member_sessions_ended_idx (migration 0140).
        .where(sql<Date>`least(expires_at, coalesce(revoked_at, expires_at))`, '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
