import { normalizeInput } from '@platform/contracts/patterns';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { PersonKeys } from '../protection/person-keys.ts';
import * as repo from './repo.ts';

/**
 * The member directory: what other modules may know of a member (names, contacts, dates, standing)
 * and the one thing they may set (the upline of a registration, for the agent tree). They use it
 * instead of reading identity's tables.
 */

/** The brand's member whose login name is `account` (whatever its case), if there is one. */
export async function memberByAccount(db: Kysely<DB>, merchantId: bigint, account: string) {
  const member = await repo.findMemberByAccount(db, merchantId, normalizeInput(account).toLowerCase());
  return member && { id: member.id, account: member.account, status: member.status, type: member.type };
}

/** The id of the member whose login name is `account` on the brand, if there is one. */
export async function memberIdByAccount(
  db: Kysely<DB>,
  merchantId: bigint,
  account: string,
): Promise<bigint | undefined> {
  return (await memberByAccount(db, merchantId, account))?.id;
}

/** A member's account as shown to everyone (winners, friends): enough to recognise oneself, not to find anyone. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** The login names of the brand's members `ids`, for staff lists. */
export async function memberAccounts(
  db: Kysely<DB>,
  merchantId: bigint,
  ids: readonly bigint[],
): Promise<Map<bigint, string>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.accountsByIds(db, merchantId, ids);
  return new Map(rows.map(({ id, account }) => [id, account]));
}

/** The accounts and registration times of members `ids` of the brand, for staff lists that weigh them. */
export async function memberCards(
  db: Kysely<DB>,
  merchantId: bigint,
  ids: readonly bigint[],
): Promise<Map<bigint, { account: string; registeredAt: Date }>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.accountsByIds(db, merchantId, ids);
  return new Map(rows.map(({ id, account, created_at }) => [id, { account, registeredAt: created_at }]));
}

/** A contact the member set in the profile (empty when none), for rules such as the Zalo reward's. */
export async function memberContact(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  channel: 'zalo' | 'telegram' | 'lineId',
): Promise<string> {
  const member = await repo.findMemberById(db, merchantId, memberId);
  if (!member) throw new Error(`No member ${memberId} of this brand`);
  return member.profile[channel] ?? '';
}

/** The birthday the member set (YYYY-MM-DD), or null while none is set: what an age rule counts from. */
export async function memberBirthday(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
): Promise<string | null> {
  const member = await repo.findMemberById(db, merchantId, memberId);
  if (!member) throw new Error(`No member ${memberId} of this brand`);
  return member.profile.birthday || null;
}

/** When the member registered, for rules such as a new-member promotion's. */
export async function memberSince(db: Kysely<DB>, merchantId: bigint, memberId: bigint): Promise<Date> {
  const member = await repo.findMemberById(db, merchantId, memberId);
  if (!member) throw new Error(`No member ${memberId} of this brand`);
  return member.created_at;
}

/** How many times the member logged in (a session opened) in the range, for the login missions. */
export function loginsBetween(
  db: Kysely<DB>,
  memberId: bigint,
  range: { from: Date; until: Date },
): Promise<number> {
  return repo.countSessionsOpened(db, memberId, range);
}

/**
 * Files a member who just registered under `uplineId`, in the registration's transaction: the agent
 * tree follows (a trigger), and an upline of another brand is refused there.
 */
export async function placeUnder(
  trx: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  uplineId: bigint,
): Promise<void> {
  await repo.setUpline(trx, merchantId, memberId, uplineId);
}

/**
 * What identifies the member as a person, for player protection (an exclusion follows the person to
 * every brand): the verified mobile, the email, the full name with the birth date, the ID number
 * given at registration. Bank accounts are withdrawals'; callers above add them.
 */
export async function memberPersonKeys(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
): Promise<PersonKeys> {
  const member = await repo.findMemberById(db, merchantId, memberId);
  if (!member) throw new Error(`No member ${memberId} of this brand`);
  return {
    phone: member.verified_mobile,
    email: member.profile.email ?? null,
    realName: member.profile.payeeName ?? null,
    birthDate: member.profile.birthday ?? null,
    documentNumber: member.profile.idNumber ?? null,
  };
}

/** Refuses (password.wrong) unless `password` is the member's login password: a grave choice asks it again. */
export async function confirmMemberPassword(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  password: string,
): Promise<void> {
  const member = await repo.findMemberById(db, merchantId, memberId);
  if (!(await verifyPassword(member?.password_hash, password))) throw new AppError('password.wrong');
}
