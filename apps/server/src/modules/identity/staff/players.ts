import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { pageOf, pageWindow } from '../../../platform/paging.ts';
import { listMemberLabels, replaceMemberLabels } from '../repo.ts';
import type { MemberStatus } from '../standing.ts';
import * as repo from './repo.ts';

/**
 * What staff may read and do to a member's account: identity's part of the players console. The
 * players module composes it with the other modules' parts; the rules of standing live here, because
 * login and every request's session check are identity's.
 */

const summaryOf = (row: Awaited<ReturnType<typeof repo.searchMembers>>[number]) => ({
  id: row.id,
  account: row.account,
  nickname: row.nickname,
  type: row.type,
  status: row.status as MemberStatus,
  realName: row.profile.payeeName ?? '',
  phone: row.verified_mobile ?? row.profile.mobileNum ?? '',
  email: row.profile.email ?? '',
  registeredAt: row.created_at,
  lastLoginAt: row.last_login_at,
  lastLoginIp: row.last_login_ip,
  uplineId: row.upline_id,
});
export type MemberSummary = ReturnType<typeof summaryOf>;

/** One page of the search, and whether another follows. */
export async function searchMembers(
  db: Kysely<DB>,
  search: Omit<repo.MemberSearch, 'offset' | 'limit'> & { page: number; pageSize: number },
): Promise<{ members: MemberSummary[]; hasMore: boolean }> {
  const { rows, hasMore } = pageOf(
    await repo.searchMembers(db, { ...search, ...pageWindow(search) }),
    search.pageSize,
  );
  return { members: rows.map(summaryOf), hasMore };
}

/** The member as staff see it: every profile field in full, labels, standing, addresses. */
export async function memberCard(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  const member = await repo.findMember(db, merchantId, memberId);
  if (!member) throw new AppError('player.not.found');
  const [labels, addresses] = await Promise.all([
    listMemberLabels(db, member.id),
    repo.knownAddressesOf(db, member.id),
  ]);
  return {
    ...summaryOf(member),
    language: member.language,
    profile: member.profile,
    labels: labels.map(({ label_name }) => label_name),
    mustChangePassword: member.must_change_password,
    registrationIp: member.registration_ip,
    loginAddresses: addresses.map((row) => ({
      ip: row.ip,
      firstSeenAt: row.first_seen_at,
      lastSeenAt: row.last_seen_at,
    })),
  };
}

/** Gives the member exactly `labels` (what they see beside their name); answers the labels before. */
export function setMemberLabels(trx: Kysely<DB>, memberId: bigint, labels: readonly string[]) {
  return replaceMemberLabels(trx, memberId, labels);
}

/** The brand's member `memberId`, or player.not.found: another brand's member is not told apart. */
export async function requireMember(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  const member = await repo.findMember(db, merchantId, memberId);
  if (!member) throw new AppError('player.not.found');
  return { id: member.id, account: member.account, status: member.status as MemberStatus };
}

/**
 * Which standing may follow which. Closing is final; lock and suspension lift back to active or turn
 * into each other; setting the standing a member already has is refused, so the audit log never holds
 * a change that changed nothing.
 */
const NEXT: Record<MemberStatus, readonly MemberStatus[]> = {
  ACTIVE: ['LOCKED', 'SUSPENDED', 'CLOSED'],
  LOCKED: ['ACTIVE', 'SUSPENDED', 'CLOSED'],
  SUSPENDED: ['ACTIVE', 'LOCKED', 'CLOSED'],
  CLOSED: [],
};

/**
 * Sets the member's standing in the caller's transaction (which writes the audit record). A lock or a
 * closure also ends every live session; the session check refuses them anyway, this makes it visible.
 */
export async function setMemberStatus(
  trx: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  to: MemberStatus,
  now = new Date(),
): Promise<{ before: MemberStatus; after: MemberStatus; sessionsEnded: number }> {
  const change = await repo.setStatus(trx, merchantId, memberId, (before) => {
    if (!NEXT[before].includes(to)) throw new AppError('player.status.invalid');
    return to;
  });
  if (!change) throw new AppError('player.not.found');
  const sessionsEnded =
    to === 'LOCKED' || to === 'CLOSED' ? await repo.revokeAllSessions(trx, memberId, now) : 0;
  return { ...change, sessionsEnded };
}

/** Ends every live session of the member: the next request of any of them asks for a login. */
export function endSessions(trx: Kysely<DB>, memberId: bigint, now = new Date()): Promise<number> {
  return repo.revokeAllSessions(trx, memberId, now);
}

/**
 * The next password login must set a new password before anything else (the session opens restricted,
 * as a first login with an initial password does); live sessions end so that the next login comes now.
 */
export async function forcePasswordChange(trx: Kysely<DB>, memberId: bigint, now = new Date()) {
  await repo.requirePasswordChange(trx, memberId);
  return { sessionsEnded: await repo.revokeAllSessions(trx, memberId, now) };
}

/** The member's sessions, newest first, with where and from what they were opened. */
export async function memberSessions(
  db: Kysely<DB>,
  memberId: bigint,
  page: { page: number; pageSize: number },
  now = new Date(),
) {
  const { rows, hasMore } = pageOf(await repo.sessionsOf(db, memberId, pageWindow(page)), page.pageSize);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      openedAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      endedAt: row.revoked_at,
      live: row.revoked_at === null && row.expires_at > now,
      ip: row.ip,
      device: row.user_agent,
    })),
    hasMore,
  };
}

/** Members of the brand sharing a login address or a device with the member: risk signals, not proof. */
export async function linkedByAddressOrDevice(
  db: Kysely<DB>,
  merchantId: bigint,
  memberId: bigint,
  limit: number,
) {
  const [addresses, devices] = await Promise.all([
    repo.membersSharingAddress(db, merchantId, memberId, limit),
    repo.membersSharingDevice(db, merchantId, memberId, limit),
  ]);
  return [
    ...addresses.map((row) => ({
      memberId: row.member_id,
      account: row.account,
      signal: 'address' as const,
      shared: row.shared,
    })),
    ...devices.map((row) => ({
      memberId: row.member_id,
      account: row.account,
      signal: 'device' as const,
      shared: row.shared,
    })),
  ];
}
