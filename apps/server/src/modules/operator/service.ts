import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OPERATOR_PERMISSIONS } from '@platform/contracts/operator/permissions';
import { OPERATOR_ROLES, type OperatorRole, permissionsOf } from '@platform/contracts/operator/roles';
import type { OperatorInfo, OperatorNextStep } from '@platform/contracts/operator/schemas';
import type { StaffAccess, StaffMember } from '@platform/contracts/operator/staff-schemas';
import { PASSWORD_MAX_LENGTH } from '@platform/contracts/password-rule';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { deleteInBatches } from '../../platform/batches.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hashSessionToken, idleWindow, newSessionToken } from '../../platform/session-token.ts';
import { newTotpSecret, totpStep } from '../../platform/totp.ts';
import * as passkeyRepo from './passkey-repo.ts';
import * as repo from './repo.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const MAX_ATTEMPTS = 5;
const LOCK_MS = 15 * MINUTE_MS;
/** Staff passwords open every brand's money: longer than members'. */
const OPERATOR_PASSWORD_MIN_LENGTH = 12;
const RECOVERY_CODES = 10;
/** What staff authenticator apps and passkey prompts call the platform. */
export const STAFF_PARTY_NAME = 'Platform staff';

const isRole = (role: string): role is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role);

/** What a session still has to do before it may work. */
function nextStep(
  operator: { must_change_password: boolean; totp_confirmed_at: Date | null },
  secondFactorAt: Date | null,
): OperatorNextStep {
  if (operator.must_change_password) return 'password';
  if (!operator.totp_confirmed_at) return 'second-factor-setup';
  return secondFactorAt ? 'done' : 'second-factor';
}

/**
 * Logs a staff account in. Unknown accounts and wrong passwords get the same answer after the same
 * work; attempts on an existing account count before its password is checked and lock it for a while.
 * The session opens without its second factor: it may do nothing but the steps `next` names.
 */
export async function login(
  db: Kysely<DB>,
  credentials: { account: string; password: string },
  ip: string | null,
  now = new Date(),
): Promise<{ token: string; mustChangePassword: boolean; next: OperatorNextStep; passkey: boolean }> {
  const operator = await repo.findOperatorByAccount(db, credentials.account.trim().toLowerCase());
  if (operator) {
    const lockedUntil = await repo.claimAttempt(db, {
      kind: 'password',
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
  const settings = await repo.accessSettings(db);
  const { token, hash } = newSessionToken();
  await repo.insertSession(db, {
    operatorId: operator.id,
    tokenHash: hash,
    at: now,
    expiresAt: new Date(now.getTime() + settings.lifetime_hours * HOUR_MS),
    ip,
  });
  return {
    token,
    mustChangePassword: operator.must_change_password,
    next: nextStep(operator, null),
    passkey: (await passkeyCount(db, operator.id)) > 0,
  };
}

/**
 * The live session behind `token`, with what its roles permit from `ip`. The timeouts are read at each
 * call, so an admin's shorter setting applies to sessions already open.
 */
export async function authenticate(
  db: Kysely<DB>,
  token: string,
  ip: string | null,
  now = new Date(),
): Promise<OperatorSession | undefined> {
  // Which roles the address bars does not depend on the session: read beside the settings, one round
  // trip less before every staff call (bench/console.ts).
  const [settings, barredRoles] = await Promise.all([repo.accessSettings(db), repo.rolesBarredFrom(db, ip)]);
  const idle = idleWindow(settings.idle_minutes * MINUTE_MS, now);
  const session = await repo.findLiveSession(db, {
    tokenHash: hashSessionToken(token),
    now,
    idleSince: idle.idleSince,
    bornSince: new Date(now.getTime() - settings.lifetime_hours * HOUR_MS),
  });
  if (!session) return undefined;
  if (idle.shouldTouch(session.last_seen_at)) await repo.touchSession(db, session.sessionId, now);
  const roles = session.roles.filter(isRole);
  const barred = new Set(barredRoles);
  const brands = session.all_brands ? [] : await repo.brandsWithCodesOf(db, session.operatorId);
  return {
    sessionId: session.sessionId,
    operatorId: session.operatorId,
    roles,
    permissions: permissionsOf(roles.filter((role) => !barred.has(role))),
    allBrands: session.all_brands,
    merchantIds: brands.map((brand) => brand.id),
    merchantCodes: brands.map((brand) => brand.code),
    mustChangePassword: session.must_change_password,
    next: nextStep(session, session.second_factor_at),
    ip,
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
    permissions: OPERATOR_PERMISSIONS.filter((permission) => operator.permissions.has(permission)),
    allBrands: row.all_brands,
    merchantCodes: [...operator.merchantCodes],
    brands: await repo.brandChoices(db, row.all_brands ? undefined : row.id),
    mustChangePassword: row.must_change_password,
    next: operator.next,
    passkeys: await passkeyCount(db, row.id),
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
  const passwordHash = await checkedPasswordHash(body.newPassword);
  if (body.newPassword === body.oldPassword) throw new AppError('password.reused');
  await db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, row.id, passwordHash);
    await repo.revokeSessions(trx, { operatorId: row.id, exceptId: operator.sessionId, at: now });
  });
}

async function checkedPasswordHash(password: string): Promise<string> {
  const length = [...password].length;
  if (length < OPERATOR_PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    throw new AppError('password.invalid');
  return hashPassword(password);
}

/**
 * Starts (or starts again) setting up the authenticator of an account that has none confirmed: a new
 * secret, which the first right code confirms.
 */
export async function startSecondFactor(
  db: Kysely<DB>,
  operator: OperatorSession,
): Promise<{ secret: string; uri: string }> {
  const row = await repo.findOperatorById(db, operator.operatorId);
  if (!row) throw new AppError('login.not.session');
  if (row.totp_confirmed_at) throw new AppError('totp.already.enabled');
  const { secret, uri } = newTotpSecret(STAFF_PARTY_NAME, row.account);
  await repo.setTotpSecret(db, row.id, secret);
  return { secret, uri };
}

const passkeyCount = async (db: Kysely<DB>, operatorId: bigint) =>
  (await passkeyRepo.passkeyCounts(db, [operatorId])).get(operatorId) ?? 0;

/**
 * Counts a second-factor attempt (a code, a recovery code or a passkey) before it is checked, as
 * passwords are: five wrong ones lock a while.
 */
export async function claimCodeAttempt(db: Kysely<DB>, operatorId: bigint, now: Date): Promise<void> {
  const lockedUntil = await repo.claimAttempt(db, {
    kind: 'factor',
    operatorId,
    now,
    lockUntil: new Date(now.getTime() + LOCK_MS),
    maxAttempts: MAX_ATTEMPTS,
  });
  if (lockedUntil) throw new AppError('second.step.locked');
}

const hashRecoveryCode = (code: string) =>
  new Uint8Array(createHash('sha256').update(code.replaceAll('-', '').toLowerCase()).digest());

/** Letters and digits no one misreads (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten random characters (about 49 bits) each, written as xxxxx-xxxxx. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const text = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/**
 * Confirms the authenticator being set up with its first code: this session's second factor is passed
 * and ten new recovery codes are answered, the only time they are shown.
 */
export async function confirmSecondFactor(
  db: Kysely<DB>,
  operator: OperatorSession,
  code: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const row = await repo.findOperatorById(db, operator.operatorId);
  if (!row) throw new AppError('login.not.session');
  if (row.totp_confirmed_at || !row.totp_secret) throw new AppError('totp.not.pending');
  await claimCodeAttempt(db, row.id, now);
  const step = totpStep(row.totp_secret, code, now);
  if (step === undefined) throw new AppError('second.step.code.invalid');
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.useTotpStep(trx, { operatorId: row.id, step, at: now, confirm: true })))
      throw new AppError('second.step.code.invalid');
    await repo.replaceRecoveryCodes(trx, row.id, recoveryCodes.map(hashRecoveryCode));
    await repo.markSecondFactor(trx, operator.sessionId, now);
  });
  return { recoveryCodes };
}

/** Passes this session's second factor with the authenticator's code or a recovery code. */
export async function verifySecondFactor(
  db: Kysely<DB>,
  operator: OperatorSession,
  body: { code: string } | { recoveryCode: string },
  now = new Date(),
): Promise<{ done: true; recoveryCodesLeft: number }> {
  const row = await repo.findOperatorById(db, operator.operatorId);
  if (!row) throw new AppError('login.not.session');
  if (!row.totp_confirmed_at || !row.totp_secret) throw new AppError('totp.not.pending');
  await claimCodeAttempt(db, row.id, now);
  let isRight: boolean;
  if ('code' in body) {
    const step = totpStep(row.totp_secret, body.code, now);
    isRight =
      step !== undefined &&
      (await repo.useTotpStep(db, { operatorId: row.id, step, at: now, confirm: false }));
  } else {
    const codeHash = hashRecoveryCode(body.recoveryCode);
    isRight = await repo.useRecoveryCode(db, { operatorId: row.id, codeHash, at: now });
  }
  if (!isRight) throw new AppError('second.step.code.invalid');
  await repo.markSecondFactor(db, operator.sessionId, now);
  return { done: true, recoveryCodesLeft: await repo.recoveryCodesLeft(db, row.id) };
}

/** Inserts a staff account over `merchantIds` (none: every brand); answers its id, or undefined when the name is taken. */
async function openAccount(
  db: Kysely<DB>,
  spec: {
    account: string;
    roles: OperatorRole[];
    merchantIds: bigint[];
    password: string;
    mustChangePassword: boolean;
    totpSecret?: string;
  },
): Promise<bigint | undefined> {
  return repo.insertOperator(db, {
    account: spec.account,
    passwordHash: await hashPassword(spec.password),
    roles: spec.roles,
    allBrands: spec.merchantIds.length === 0,
    merchantIds: spec.merchantIds,
    mustChangePassword: spec.mustChangePassword,
    ...(spec.totpSecret ? { totpSecret: spec.totpSecret } : {}),
  });
}

/**
 * Opens a staff account with a random one-time password that must be changed at first login, unless
 * `password` is given (test fixtures). Answers the password to hand over.
 */
export async function createOperator(
  db: Kysely<DB>,
  spec: {
    account: string;
    roles: OperatorRole[];
    merchantIds: bigint[];
    password?: string;
    /** An authenticator already set up (test fixtures), instead of one set up at first login. */
    totpSecret?: string;
  },
): Promise<{ id: bigint; password: string }> {
  const password = spec.password ?? randomBytes(18).toString('base64url');
  const id = await openAccount(db, { ...spec, password, mustChangePassword: spec.password === undefined });
  if (id === undefined) throw new Error(`The staff account ${spec.account} exists already`);
  return { id, password };
}

/** The id of the active staff account `account`, for an action taken at the command line in its name. */
export async function activeOperatorId(db: Kysely<DB>, account: string): Promise<bigint | undefined> {
  const row = await repo.findOperatorByAccount(db, account.trim().toLowerCase());
  return row?.status === 'ACTIVE' ? row.id : undefined;
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

const INVITE_LIFETIME_MS = 72 * HOUR_MS;

type StaffRow = NonNullable<Awaited<ReturnType<typeof repo.findOperatorById>>>;

function staffView(row: StaffRow, codes: readonly string[], passkeys: number): StaffMember {
  return {
    id: String(row.id),
    account: row.account,
    roles: row.roles.filter(isRole),
    allBrands: row.all_brands,
    merchantCodes: row.all_brands ? [] : [...codes],
    status: row.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    secondFactor: row.totp_confirmed_at !== null,
    passkeys,
    mustChangePassword: row.must_change_password,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** One staff account as the staff list shows it. */
export async function staffMember(db: Kysely<DB>, operatorId: bigint): Promise<StaffMember> {
  const row = await repo.findOperatorById(db, operatorId);
  if (!row) throw new AppError('operator.staff.not.found');
  return staffView(row, await repo.brandCodesOf(db, row.id), await passkeyCount(db, row.id));
}

export async function listStaff(
  db: Kysely<DB>,
  query: {
    role?: OperatorRole | undefined;
    merchantId?: bigint | undefined;
    status?: 'ACTIVE' | 'DISABLED' | undefined;
    sort: 'account' | 'createdAt' | 'lastLoginAt';
    order: 'asc' | 'desc';
    page: number;
    size: number;
  },
) {
  const { rows, total } = await repo.listStaff(db, {
    ...query,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  const ids = rows.map((row) => row.id);
  const codes = await repo.brandCodesByOperator(db, ids);
  const passkeys = await passkeyRepo.passkeyCounts(db, ids);
  return {
    items: rows.map((row) => staffView(row, codes.get(row.id) ?? [], passkeys.get(row.id) ?? 0)),
    total,
    page: query.page,
    size: query.size,
  };
}

/**
 * Opens an invited staff account: with an initial password to hand over (changed at first login), or
 * with a one-time link token the person sets a password with (the account has none usable till then).
 */
export async function inviteStaff(
  db: Kysely<DB>,
  spec: { account: string; roles: OperatorRole[]; merchantIds: bigint[]; delivery: 'link' | 'password' },
  now = new Date(),
): Promise<{ id: bigint; initialPassword?: string; inviteToken?: string; inviteExpiresAt?: Date }> {
  const password = randomBytes(18).toString('base64url');
  const id = await openAccount(db, { ...spec, password, mustChangePassword: spec.delivery === 'password' });
  if (id === undefined) throw new AppError('operator.account.taken');
  if (spec.delivery === 'password') return { id, initialPassword: password };
  const { token, hash } = newSessionToken();
  const inviteExpiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  await repo.insertInvite(db, { operatorId: id, tokenHash: hash, expiresAt: inviteExpiresAt });
  return { id, inviteToken: token, inviteExpiresAt };
}

/** Sets the first password of an invited account with its link token, once. */
export async function acceptInvite(
  db: Kysely<DB>,
  body: { token: string; password: string },
  now = new Date(),
): Promise<void> {
  const passwordHash = await checkedPasswordHash(body.password);
  await db.transaction().execute(async (trx) => {
    const operatorId = await repo.useInvite(trx, hashSessionToken(body.token), now);
    if (operatorId === undefined) throw new AppError('operator.invite.invalid');
    await repo.setPassword(trx, operatorId, passwordHash);
  });
}

type StaffChange =
  | { roles: OperatorRole[] }
  | { merchantIds: bigint[] }
  | { status: 'ACTIVE' | 'DISABLED' }
  | { resetSecondFactor: true };

/**
 * Changes another staff account's roles, brands, status or second factor, and ends all its sessions:
 * what it may do changed, or who holds it is in doubt. Nobody changes their own account this way, and
 * the last active admin stays one. Run it in the transaction that records it; answers before and after.
 */
export async function changeStaff(
  db: Kysely<DB>,
  actor: OperatorSession,
  operatorId: bigint,
  change: StaffChange,
  now = new Date(),
): Promise<{ before: StaffMember; after: StaffMember }> {
  if (operatorId === actor.operatorId) throw new AppError('operator.staff.self');
  const admins = await repo.lockActiveAdmins(db);
  const row = await repo.lockOperator(db, operatorId);
  if (!row) throw new AppError('operator.staff.not.found');
  const before = staffView(row, await repo.brandCodesOf(db, row.id), await passkeyCount(db, row.id));
  const staysAdmin =
    'roles' in change
      ? change.roles.includes('admin')
      : 'status' in change
        ? change.status === 'ACTIVE'
        : true;
  if (admins.length === 1 && admins[0] === operatorId && !staysAdmin)
    throw new AppError('operator.staff.last.admin');
  if ('roles' in change) await repo.updateOperator(db, operatorId, { roles: change.roles });
  else if ('merchantIds' in change) {
    await repo.updateOperator(db, operatorId, { all_brands: change.merchantIds.length === 0 });
    await repo.replaceBrands(db, operatorId, change.merchantIds);
  } else if ('status' in change) await repo.updateOperator(db, operatorId, { status: change.status });
  else {
    await repo.updateOperator(db, operatorId, {
      totp_secret: null,
      totp_confirmed_at: null,
      totp_last_step: null,
    });
    await repo.replaceRecoveryCodes(db, operatorId, []);
    // Passkeys are second factors too: a reset leaves the account none, to set up again.
    await passkeyRepo.deleteAllPasskeys(db, operatorId);
  }
  await repo.revokeSessions(db, { operatorId, at: now });
  return { before, after: await staffMember(db, operatorId) };
}

/** Staff session timeouts and the roles' address lists. */
export async function staffAccess(db: Kysely<DB>): Promise<StaffAccess> {
  const settings = await repo.accessSettings(db);
  const networks = await repo.roleNetworks(db);
  const byRole = new Map<OperatorRole, string[]>();
  for (const { role, network } of networks) byRole.set(role, [...(byRole.get(role) ?? []), network]);
  return {
    idleMinutes: settings.idle_minutes,
    lifetimeHours: settings.lifetime_hours,
    roleNetworks: [...byRole].map(([role, cidrs]) => ({ role, cidrs })),
  };
}

/**
 * Replaces the timeouts and address lists; run it in the transaction that records it. An admin may not
 * list networks that would leave them, where they are, without the right to undo it.
 */
export async function setStaffAccess(
  db: Kysely<DB>,
  actor: OperatorSession,
  access: StaffAccess,
): Promise<StaffAccess> {
  await repo.setAccessSettings(db, access);
  await repo.replaceRoleNetworks(
    db,
    access.roleNetworks.flatMap(({ role, cidrs }) =>
      [...new Set(cidrs)].map((network) => ({ role, network })),
    ),
  );
  const barred = new Set(await repo.rolesBarredFrom(db, actor.ip));
  if (!permissionsOf(actor.roles.filter((role) => !barred.has(role))).has('staff.manage'))
    throw new AppError('operator.staff.self');
  return staffAccess(db);
}

/**
 * The retention job: forgets staff sessions that ended (expired or were ended) before `before`; what
 * staff did stays in the audit log. Answers how many were deleted.
 */
export function forgetEndedSessions(db: Kysely<DB>, before: Date): Promise<number> {
  return deleteInBatches((limit) => repo.deleteEndedSessions(db, before, limit));
}
