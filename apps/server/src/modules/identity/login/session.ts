import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { deleteInBatches } from '../../../platform/batches.ts';
import type { Session as AuthSession } from '../../../platform/endpoint.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { hashSessionToken, idleWindow, newSessionToken } from '../../../platform/session-token.ts';
import { isExcluded } from '../../protection/exclusion.ts';
import * as repo from '../repo.ts';

const MINUTE_MS = 60_000;

export type Client = { ip: string | null; userAgent: string | null };

/**
 * Opens a session for the brand's lifetime, or `lifetimeMs` when shorter (demo accounts). Answers the
 * token, which nothing keeps.
 */
export async function openSession(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  client: Client,
  now: Date,
  {
    passwordChangeRequired = false,
    lifetimeMs,
  }: { passwordChangeRequired?: boolean; lifetimeMs?: number } = {},
) {
  const { token, hash } = newSessionToken();
  await repo.insertSession(db, {
    merchantId: merchant.id,
    memberId,
    tokenHash: hash,
    expiresAt: new Date(
      now.getTime() +
        Math.min(lifetimeMs ?? Number.POSITIVE_INFINITY, merchant.sessionLifetimeMinutes * MINUTE_MS),
    ),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    passwordChangeRequired,
    openedAt: now,
  });
  return token;
}

/** The session a token opens, if it is still live; its last use is refreshed. */
export async function authenticate(
  db: Kysely<DB>,
  merchant: Merchant,
  token: string,
  now = new Date(),
): Promise<AuthSession | undefined> {
  const idle = idleWindow(merchant.sessionIdleMinutes * MINUTE_MS, now);
  const session = await repo.findLiveSession(db, {
    merchantId: merchant.id,
    tokenHash: hashSessionToken(token),
    now,
    idleSince: idle.idleSince,
  });
  if (!session) return undefined;
  if (idle.shouldTouch(session.last_seen_at)) await repo.touchSession(db, session.sessionId, now);
  return {
    sessionId: session.sessionId,
    memberId: session.memberId,
    memberType: session.memberType,
    passwordChangeRequired: session.password_change_required,
    // A member on a time-out or self-exclusion may read and withdraw, as a suspended one may.
    suspended: session.status === 'SUSPENDED' || (await isExcluded(db, merchant.id, session.memberId, now)),
  };
}

export async function logout(db: Kysely<DB>, session: AuthSession, now = new Date()): Promise<void> {
  await repo.revokeSession(db, session.sessionId, now);
}

/**
 * The retention job: forgets members' sessions that ended (expired or were ended) before `before`.
 * Staff read a member's sessions, and the devices members share, from these rows: the retention
 * period is how far back those reach. Answers how many were deleted.
 */
export function forgetEndedSessions(db: Kysely<DB>, before: Date): Promise<number> {
  return deleteInBatches((limit) => repo.deleteEndedSessions(db, before, limit));
}
