import type { ZRegisterCenterBody, ZTeamQuery, ZTopAgentBody } from '@platform/contracts/agents/schemas';
import { AGENT_MEMBER_TYPES } from '@platform/contracts/identity/social';
import { formatMinorUnits } from '@platform/contracts/money';
import { checkFieldRule, normalizeInput } from '@platform/contracts/patterns';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { OperatorSession, Session } from '../../../platform/endpoint.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { recordStaffAction } from '../../audit/service.ts';
import { openAccountWithInitialPassword } from '../../identity/passwords/initial-password.ts';
import { mainBalances } from '../../ledger/service.ts';
import { getRegisterSettings } from '../../system/service.ts';
import * as repo from './repo.ts';

/** Whether an account of this type is an agent (and may open sub-accounts, hold contracts, pay its downline). */
export const isAgentType = (type: number) => AGENT_MEMBER_TYPES.has(type);

/** The session's member id when it is an agent's; anyone else is refused as for any other forbidden call. */
export function requireAgent(session: Session): bigint {
  if (!isAgentType(session.memberType)) throw new AppError('access.forbidden');
  return session.memberId;
}

/**
 * How far below the agent `memberId` is; with `includeSelf`, the agent itself (depth 0) passes too.
 * Anyone else, existing or not, of this brand or another, is the same 403: the answer tells nothing.
 */
export async function requireInDownline(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  memberId: bigint,
  { includeSelf = false }: { includeSelf?: boolean } = {},
): Promise<number> {
  const depth = await repo.depthBelow(db, merchant.id, agentId, memberId);
  if (depth === undefined || (depth === 0 && !includeSelf)) throw new AppError('access.forbidden');
  return depth;
}

/** Whether the member may transfer to its upline: agents always, members where their upline allowed it. */
export async function mayTransferToUpline(
  db: Kysely<DB>,
  member: { id: bigint; type: number; upline_id: bigint | null },
): Promise<boolean> {
  if (member.upline_id === null) return false;
  return isAgentType(member.type) || repo.hasUplineGrant(db, member.id);
}

/**
 * registerCenter: the agent opens an account directly below itself, a member or an agent of its own
 * agent type. The name follows the brand's username rule; the password is one-time (identity module).
 */
/** The login name of a new account, or register.invalid naming the brand's rule it breaks. */
async function checkedAccount(db: Kysely<DB>, merchant: Merchant, text: string): Promise<string> {
  const account = normalizeInput(text);
  const rule = (await getRegisterSettings(db, merchant)).rules.username;
  const violation = rule ? checkFieldRule(account, rule) : null;
  if (violation)
    throw new AppError('register.invalid', {
      issues: [
        {
          path: 'body.account',
          code: violation.kind === 'length' ? 'length' : `pattern.${violation.patternId}`,
        },
      ],
    });
  return account;
}

export async function openSubAccount(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZRegisterCenterBody>,
  language: string,
) {
  const agentId = requireAgent(session);
  const account = await checkedAccount(db, merchant, body.account);
  const opened = await openAccountWithInitialPassword(db, merchant, {
    account,
    type: body.kind === 'agent' ? (session.memberType as 1 | 2 | 41 | 42) : 0,
    language,
    uplineId: agentId,
    ...(body.nickname ? { nickname: body.nickname } : {}),
  });
  return { memberId: String(opened.memberId), account, initialPassword: opened.initialPassword };
}

/**
 * Staff open an agent with no upline, the top of a tree every other agent of the brand is opened
 * under; the account and its audit record land together.
 */
export async function openTopAgent(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZTopAgentBody>,
) {
  const account = await checkedAccount(db, merchant, body.account);
  return db.transaction().execute(async (trx) => {
    const opened = await openAccountWithInitialPassword(trx, merchant, {
      account,
      type: body.agentType,
      language: merchant.defaultLanguage,
      ...(body.nickname ? { nickname: body.nickname } : {}),
    });
    await recordStaffAction(trx, staff, {
      action: 'agent.open',
      merchantId: merchant.id,
      subject: `member:${opened.memberId}`,
      reason: body.reason,
      detail: { account, agentType: body.agentType },
    });
    return { memberId: String(opened.memberId), account, initialPassword: opened.initialPassword };
  });
}

type TeamRow = Awaited<ReturnType<typeof repo.teamPage>>[number];

function teamMemberView(merchant: Merchant, row: TeamRow, balance: bigint) {
  return {
    id: String(row.id),
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    status: row.status,
    level: row.depth,
    uplineId: row.upline_id === null ? null : String(row.upline_id),
    balance: formatMinorUnits(balance, merchant.currencyScale),
    teamSize: Number(row.team_size ?? 0),
    toUpline: row.to_upline,
    createdAt: row.created_at.toISOString(),
  };
}

async function withBalances(db: Kysely<DB>, merchant: Merchant, rows: TeamRow[]) {
  const balances = await mainBalances(
    db,
    merchant,
    rows.map(({ id }) => id),
  );
  return rows.map((row) => teamMemberView(merchant, row, balances.get(row.id) ?? 0n));
}

/**
 * Team management: the agent's downline at every level, or the direct downline of one member of it
 * (drilling down), or one account by name. A parent or account outside the downline is forbidden.
 */
export async function team(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  query: z.output<typeof ZTeamQuery>,
) {
  const agentId = requireAgent(session);
  const filter: repo.TeamFilter = { merchantId: merchant.id, agentId };
  if (query.parentId !== undefined) {
    filter.parentId = BigInt(query.parentId);
    await requireInDownline(db, merchant, agentId, filter.parentId, { includeSelf: true });
  }
  if (query.account !== undefined) {
    const found = await repo.downlineIdByAccount(
      db,
      merchant.id,
      agentId,
      normalizeInput(query.account).toLowerCase(),
    );
    if (found === undefined || found === agentId) throw new AppError('access.forbidden');
    filter.memberId = found;
  }
  if (query.level !== undefined) filter.depth = query.level;
  if (query.keyword !== undefined) filter.keyword = normalizeInput(query.keyword).toLowerCase();
  const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const [rows, total] = await Promise.all([repo.teamPage(db, filter, page), repo.teamCount(db, filter)]);
  return {
    members: await withBalances(db, merchant, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One member of the downline, or the agent itself. */
export async function teamMember(db: Kysely<DB>, merchant: Merchant, session: Session, memberId: bigint) {
  const agentId = requireAgent(session);
  await requireInDownline(db, merchant, agentId, memberId, { includeSelf: true });
  const rows = await repo.teamPage(
    db,
    { merchantId: merchant.id, agentId, memberId },
    { offset: 0, limit: 1 },
  );
  const [view] = await withBalances(db, merchant, rows);
  if (!view) throw new AppError('access.forbidden');
  return view;
}

/** The agent lets a member directly below it transfer to it (the member info's toUpline), or stops it. */
export async function setToUpline(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  change: { memberId: bigint; isAllowed: boolean },
) {
  const agentId = requireAgent(session);
  if ((await requireInDownline(db, merchant, agentId, change.memberId)) !== 1)
    throw new AppError('access.forbidden');
  await repo.setUplineGrant(db, {
    memberId: change.memberId,
    grantedBy: agentId,
    isAllowed: change.isAllowed,
  });
  return teamMember(db, merchant, session, change.memberId);
}

/** The member's agent line for staff: every upline, nearest first. */
export async function agentLine(db: Kysely<DB>, merchantId: bigint, memberId: bigint) {
  const rows = await repo.uplinesOf(db, merchantId, memberId);
  return rows.map((row) => ({ memberId: row.id, account: row.account, type: row.type, depth: row.depth }));
}

/** The whole downline of the agent, for the player search's agent-line filter. */
export const downlineIds = (db: Kysely<DB>, merchantId: bigint, agentId: bigint, limit: number) =>
  repo.downlineIds(db, merchantId, agentId, limit);

type NodeRow = NonNullable<Awaited<ReturnType<typeof repo.nodeOf>>>;

function nodeView(row: NodeRow) {
  return {
    id: String(row.id),
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    status: row.status,
    directs: Number(row.directs ?? 0),
    teamSize: Number(row.team_size ?? 0),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The staff's view of a brand's tree, a page at a time: its top agents (optionally those whose account
 * contains `account`), or the direct downline of one member of the brand (a member of another brand
 * has none here, so it lists nothing).
 */
export async function staffTree(
  db: Kysely<DB>,
  merchant: Merchant,
  query: { parentId?: string | undefined; account?: string | undefined; page: number; pageSize: number },
) {
  const filter: repo.NodeFilter = { merchantId: merchant.id, agentTypes: [...AGENT_MEMBER_TYPES] };
  if (query.parentId !== undefined) filter.parentId = BigInt(query.parentId);
  else if (query.account !== undefined) filter.keyword = normalizeInput(query.account).toLowerCase();
  const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const [rows, total] = await Promise.all([repo.nodePage(db, filter, page), repo.nodeCount(db, filter)]);
  return { items: rows.map(nodeView), total };
}

/**
 * One agent of the brand for staff, by id or exact account, with its balance and its upline chain
 * from the top agent down; a member who is no agent, or none, is agent.not.found.
 */
export async function staffAgent(
  db: Kysely<DB>,
  merchant: Merchant,
  by: { memberId?: string | undefined; account?: string | undefined },
) {
  const row = await repo.nodeOf(
    db,
    merchant.id,
    by.memberId !== undefined
      ? { id: BigInt(by.memberId) }
      : { accountKey: normalizeInput(by.account ?? '').toLowerCase() },
  );
  if (!row || !isAgentType(row.type)) throw new AppError('agent.not.found');
  const [balances, uplines] = await Promise.all([
    mainBalances(db, merchant, [row.id]),
    repo.uplinesOf(db, merchant.id, row.id),
  ]);
  return {
    ...nodeView(row),
    balance: formatMinorUnits(balances.get(row.id) ?? 0n, merchant.currencyScale),
    path: uplines.reverse().map((upline) => ({ id: String(upline.id), account: upline.account })),
  };
}

/** The agent `memberId` of the brand, for the staff's reads of its contracts, pay and reports. */
export async function requireStaffAgent(db: Kysely<DB>, merchant: Merchant, memberId: string) {
  const member = await repo.memberLink(db, merchant.id, BigInt(memberId));
  if (!member || !isAgentType(member.type)) throw new AppError('agent.not.found');
  return member.id;
}

/** Login names of these members of the brand, by id. */
export const accountsOf = (db: Kysely<DB>, merchantId: bigint, ids: readonly bigint[]) =>
  repo.accountsOf(db, merchantId, ids);
