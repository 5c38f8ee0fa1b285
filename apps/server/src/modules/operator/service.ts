import { randomBytes } from 'node:crypto';
import { OPERATOR_ROLES, type OperatorRole } from '@platform/contracts/operator/roles';
import type { OperatorInfo } from '@platform/contracts/operator/schemas';
import { PASSWORD_MAX_LENGTH } from '@platform/contracts/password-rule';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hashSessionToken, idleWindow, newSessionToken } from '../../platform/session-token.ts';
import * as repo from './repo.ts';

const MINUTE_MS = 60_000;
/** Staff sessions are shorter than members': 15 minutes idle, 8 hours at most. */
const SESSION_IDLE_MS = 15 * MINUTE_MS;
const SESSION_LIFETIME_MS = 8 * 60 * MINUTE_MS;
const MAX_ATTEMPTS = 5;
const LOCK_MS = 15 * MINUTE_MS;
/** Staff passwords open every brand's money: longer than members'. */
const OPERATOR_PASSWORD_MIN_LENGTH = 12;

const isRole = (role: string): role is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role);

/**
 * Logs a staff account in. Unknown accounts and wrong passwords get the same answer after the same
 * work; attempts on an existing account count before its password is checked and lock it for a while.
 */
export async function login(
  db: Kysely<DB>,
  credentials: { account: string; password: string },
  ip: string | null,
  now = new Date(),
): Promise<{ token: string; mustChangePassword: boolean }> {
  const operator = await repo.findOperatorByAccount(db, credentials.account.trim().toLowerCase());
  if (operator) {
    const lockedUntil = await repo.claimAttempt(db, {
      operatorId: operator.id,
      now,
      lockUntil: new Date(now.getTime() + LOCK_MS),
      maxAttempts: MAX_ATTEMPTS,
    });
    if (lockedUntil) throw new AppError('login.failed');
  }
  const isValid = await verifyPassword(operator?.password_hash, credentials.password);
  if (!operator || !isValid || operator.status !== 'ACTIVE') throw new AppError('login.failed');
  await repo.markLogin(db, operator.id, now);
  const { token, hash } = newSessionToken();
  await repo.insertSession(db, {
    operatorId: operator.id,
    tokenHash: hash,
    at: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    ip,
  });
  return { token, mustChangePassword: operator.must_change_password };
}

export async function authenticate(
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<Omit<OperatorSession, 'ip'> | undefined> {
  const idle = idleWindow(SESSION_IDLE_MS, now);
  const session = await repo.findLiveSession(db, {
    tokenHash: hashSessionToken(token),
    now,
    idleSince: idle.idleSince,
  });
  if (!session) return undefined;
  if (idle.shouldTouch(session.last_seen_at)) await repo.touchSession(db, session.sessionId, now);
  return {
    sessionId: session.sessionId,
    operatorId: session.operatorId,
    roles: session.roles.filter(isRole),
    allBrands: session.all_brands,
    merchantIds: session.all_brands ? [] : await repo.brandsOf(db, session.operatorId),
    mustChangePassword: session.must_change_password,
  };
}

export async function logout(db: Kysely<DB>, operator: OperatorSession, now = new Date()): Promise<void> {
  await repo.revokeSessions(db, { operatorId: operator.operatorId, onlyId: operator.sessionId, at: now });
}

export async function info(db: Kysely<DB>, operator: OperatorSession): Promise<OperatorInfo> {
  const row = await repo.findOperatorById(db, operator.operatorId);
  if (!row) throw new AppError('login.not.session');
  return {
    id: String(row.id),
    account: row.account,
    roles: row.roles.filter(isRole),
    allBrands: row.all_brands,
    merchantCodes: row.all_brands ? [] : await repo.brandCodesOf(db, row.id),
    mustChangePassword: row.must_change_password,
  };
}

/** Replaces the password after checking the current one; the account's other sessions end. */
export async function changePassword(
  db: Kysely<DB>,
  operator: OperatorSession,
  body: { oldPassword: string; newPassword: string },
  now = new Date(),
): Promise<void> {
  const row = await repo.findOperatorById(db, operator.operatorId);
  if (!row) throw new AppError('login.not.session');
  if (!(await verifyPassword(row.password_hash, body.oldPassword))) throw new AppError('password.wrong');
  const length = [...body.newPassword].length;
  if (length < OPERATOR_PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    throw new AppError('password.invalid');
  if (body.newPassword === body.oldPassword) throw new AppError('password.reused');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, row.id, passwordHash);
    await repo.revokeSessions(trx, { operatorId: row.id, exceptId: operator.sessionId, at: now });
  });
}

/**
 * Opens a staff account with a random one-time password that must be changed at first login, unless
 * `password` is given (test fixtures). Answers the password to hand over.
 */
export async function createOperator(
  db: Kysely<DB>,
  spec: { account: string; roles: OperatorRole[]; merchantIds: bigint[]; password?: string },
): Promise<{ id: bigint; password: string }> {
  const password = spec.password ?? randomBytes(18).toString('base64url');
  const id = await repo.insertOperator(db, {
    account: spec.account,
    passwordHash: await hashPassword(password),
    roles: spec.roles,
    allBrands: spec.merchantIds.length === 0,
    merchantIds: spec.merchantIds,
    mustChangePassword: spec.password === undefined,
  });
  if (id === undefined) throw new Error(`The staff account ${spec.account} exists already`);
  return { id, password };
}

/** The account names of staff `operatorIds`, for records that name who acted. */
export async function operatorAccounts(
  db: Kysely<DB>,
  operatorIds: readonly bigint[],
): Promise<Map<bigint, string>> {
  if (operatorIds.length === 0) return new Map();
  const rows = await repo.accountsOf(db, operatorIds);
  return new Map(rows.map(({ id, account }) => [id, account]));
}
