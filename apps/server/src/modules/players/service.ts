import { addDays, gmt8Midnight } from '@platform/contracts/gmt8';
import { formatMinorUnits } from '@platform/contracts/money';
import type {
  ZPlayerBetsQuery,
  ZPlayerFilter,
  ZPlayerLedgerQuery,
  ZPlayerLotteryBetsQuery,
  ZPlayerSearchQuery,
  ZPlayerSectionQuery,
  ZSavedFilterBody,
} from '@platform/contracts/players/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import { agentLine, downlineIds } from '../agents/tree/tree.ts';
import { recordStaffAction, staffActions } from '../audit/service.ts';
import { memberDeposits } from '../deposits/service.ts';
import { memberAccounts, memberByAccount } from '../identity/directory.ts';
import * as identity from '../identity/staff/players.ts';
import type { MemberStatus } from '../identity/standing.ts';
import { inMoneyTransaction, mainBalances, memberBalances, memberHistory } from '../ledger/service.ts';
import { stopChasesOf } from '../lottery/betting.ts';
import { memberLotteryBets } from '../lottery/service.ts';
import { pointsDetails } from '../loyalty/points.ts';
import { platformMessages, sendPlatformMessage } from '../member-messages/platform.ts';
import { operatorAccounts } from '../operator/service.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import { bonusDetails } from '../promotions/catalogue.ts';
import { memberBets } from '../vendor-wallet/bets.ts';
import { endGameLaunches } from '../vendor-wallet/service.ts';
import {
  holdersOfAccountNumber,
  membersSharingBankAccount,
  memberWithdrawals,
  staffBankAccounts,
} from '../withdrawals/service.ts';
import * as repo from './repo.ts';

/**
 * The players console: identity's member directory for staff, composed with each module's own view of
 * a member (ledger, withdrawals, deposits, lottery, messages, agents, audit), and the staff's own notes,
 * tags and saved searches. Every call names its brand, and a player of another brand is not found.
 */

/**
 * The most members a cross-module filter (bank account, tag, agent line) hands to the search: a whole
 * brand of 100,000 players fits, and anything wider would not narrow the search anyway.
 */
const MAX_FILTER_MEMBERS = 100_000;
const LINKED_LIMIT = 200;

const subjectOf = (memberId: bigint) => `member:${memberId}`;
const iso = (at: Date | null) => at?.toISOString() ?? null;
const money = (merchant: Merchant, amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);

type SearchQuery = z.output<typeof ZPlayerSearchQuery>;

/** Narrows `current` to the members of `found` (the first filter sets it). */
function intersect(current: bigint[] | undefined, found: readonly bigint[]): bigint[] {
  if (current === undefined) return [...found];
  const keep = new Set(found);
  return current.filter((id) => keep.has(id));
}

export async function searchPlayers(db: Kysely<DB>, merchant: Merchant, query: SearchQuery) {
  let memberIds: bigint[] | undefined;
  if (query.field === 'bankAccount' && query.q !== undefined)
    memberIds = intersect(
      memberIds,
      await holdersOfAccountNumber(db, merchant.id, query.q, MAX_FILTER_MEMBERS),
    );
  if (query.tag)
    memberIds = intersect(
      memberIds,
      await repo.taggedMembers(db, merchant.id, query.tag, MAX_FILTER_MEMBERS),
    );
  if (query.agent) {
    const agent = await memberByAccount(db, merchant.id, query.agent);
    memberIds = intersect(
      memberIds,
      agent ? await downlineIds(db, merchant.id, agent.id, MAX_FILTER_MEMBERS) : [],
    );
  }
  const { members, hasMore } = await identity.searchMembers(db, {
    merchantId: merchant.id,
    field: query.field === 'bankAccount' ? undefined : query.field,
    text: query.field === 'bankAccount' ? undefined : query.q,
    match: query.match,
    status: query.status,
    registeredFrom: query.registeredFrom ? gmt8Midnight(query.registeredFrom) : undefined,
    registeredUntil: query.registeredTo ? gmt8Midnight(addDays(query.registeredTo, 1)) : undefined,
    memberIds,
    sort: query.sort,
    order: query.order,
    page: query.page,
    pageSize: query.pageSize,
  });
  const ids = members.map(({ id }) => id);
  const [balances, tags] = await Promise.all([mainBalances(db, merchant, ids), repo.tagsOf(db, ids)]);
  return {
    players: members.map((member) => ({
      id: String(member.id),
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      status: member.status,
      realName: member.realName,
      phone: member.phone,
      email: member.email,
      registeredAt: member.registeredAt.toISOString(),
      lastLoginAt: iso(member.lastLoginAt),
      lastLoginIp: member.lastLoginIp,
      mainBalance: money(merchant, balances.get(member.id) ?? 0n),
      tags: tags.get(member.id) ?? [],
    })),
    page: query.page,
    pageSize: query.pageSize,
    hasMore,
  };
}

/** The wallet a member account is, as the console names it: main, bonus, held, or the vendor's code. */
const walletName = (kind: string, subKey: string) =>
  kind === 'member.vendor' ? subKey : kind.replace(/^member\./, '');

const STATUS_ACTION: Record<MemberStatus, string> = {
  ACTIVE: 'player.reopen',
  LOCKED: 'player.lock',
  SUSPENDED: 'player.suspend',
  CLOSED: 'player.close',
};

/**
 * Who set the standing the player has now, when and why: the newest audit record of that change (only
 * staff change a standing). None for an active player, whose standing needs no reason.
 */
async function lastStatusChange(db: Kysely<DB>, merchant: Merchant, memberId: bigint, status: MemberStatus) {
  if (status === 'ACTIVE') return null;
  const { actions } = await staffActions(db, merchant.id, {
    subject: subjectOf(memberId),
    action: STATUS_ACTION[status],
    limit: 1,
  });
  const [change] = actions;
  return change
    ? { reason: change.reason, operatorAccount: change.operatorAccount, at: change.createdAt }
    : null;
}

/**
 * The player's summary in full (real name, phone, email, bank accounts): who opened whose is recorded,
 * as every look at personal data should be. The sections below it are the same player's and are not.
 */
export async function playerDetail(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  memberId: bigint,
) {
  const card = await identity.memberCard(db, merchant.id, memberId);
  await recordStaffAction(db, staff, {
    action: 'player.view',
    merchantId: merchant.id,
    subject: subjectOf(memberId),
  });
  const [tags, balances, line, bankAccounts, statusChange] = await Promise.all([
    repo.tagsOf(db, [memberId]),
    memberBalances(db, merchant, memberId),
    agentLine(db, merchant.id, memberId),
    staffBankAccounts(db, memberId),
    lastStatusChange(db, merchant, memberId, card.status),
  ]);
  return {
    id: String(card.id),
    account: card.account,
    nickname: card.nickname,
    type: card.type,
    status: card.status,
    realName: card.realName,
    phone: card.phone,
    email: card.email,
    language: card.language,
    profile: card.profile,
    labels: card.labels,
    tags: tags.get(memberId) ?? [],
    mustChangePassword: card.mustChangePassword,
    statusChange,
    registeredAt: card.registeredAt.toISOString(),
    registrationIp: card.registrationIp,
    lastLoginAt: iso(card.lastLoginAt),
    lastLoginIp: card.lastLoginIp,
    loginAddresses: card.loginAddresses.map((row) => ({
      ip: row.ip,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
    balances: balances.map((row) => ({
      wallet: walletName(row.kind, row.subKey),
      balance: money(merchant, row.balance),
    })),
    agentLine: line.map((row) => ({ ...row, memberId: String(row.memberId) })),
    bankAccounts,
  };
}

type Section = z.output<typeof ZPlayerSectionQuery>;

/**
 * The member's ledger, newest first, in the GMT+8 days asked (all of it when none) and of one transfer
 * kind or family: the balance after each entry is the running balance.
 */
export async function playerLedger(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: z.output<typeof ZPlayerLedgerQuery>,
) {
  await identity.requireMember(db, merchant.id, memberId);
  const { entries, total } = await memberHistory(
    db,
    {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
      kinds: query.kind === undefined ? undefined : [query.kind],
      from: query.from ? gmt8Midnight(query.from) : new Date(0),
      // An entry written as this is read still shows: "now" on another clock may be a moment behind.
      until: query.to ? gmt8Midnight(addDays(query.to, 1)) : new Date(Date.now() + 60_000),
    },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    entries: entries.map((entry) => ({
      id: String(entry.id),
      kind: entry.kind,
      wallet: entry.wallet,
      amount: money(merchant, entry.amount),
      balanceAfter: money(merchant, entry.balanceAfter),
      memo: entry.memo,
      at: entry.at.toISOString(),
    })),
    total,
  };
}

/** The player's deposits, withdrawals, lottery bets and messages, as the member's own pages list them. */
export async function playerDeposits(
  db: Kysely<DB>,
  merchant: Merchant,
  gateways: PaymentGateways,
  memberId: bigint,
  query: Section,
) {
  await identity.requireMember(db, merchant.id, memberId);
  return memberDeposits(db, merchant, gateways, memberId, query);
}

export async function playerWithdrawals(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: Section,
) {
  await identity.requireMember(db, merchant.id, memberId);
  return memberWithdrawals(db, merchant, memberId, query);
}

export async function playerLotteryBets(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: z.output<typeof ZPlayerLotteryBetsQuery>,
) {
  await identity.requireMember(db, merchant.id, memberId);
  return memberLotteryBets(db, merchant, memberId, query);
}

export async function playerMessages(db: Kysely<DB>, merchant: Merchant, memberId: bigint, query: Section) {
  await identity.requireMember(db, merchant.id, memberId);
  return platformMessages(db, { merchantId: merchant.id, memberId }, query);
}

/** Every product's bets in the range, game names in the brand's default language. */
export async function playerBets(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: z.output<typeof ZPlayerBetsQuery>,
) {
  await identity.requireMember(db, merchant.id, memberId);
  return memberBets(db, merchant, memberId, query, merchant.defaultLanguage);
}

/**
 * The player's bonuses and wagering, as the member's page reads them: that reading releases a bonus
 * already played through, which the member's next look (or the release job) would do anyway.
 */
export async function playerBonuses(db: Kysely<DB>, merchant: Merchant, memberId: bigint) {
  await identity.requireMember(db, merchant.id, memberId);
  return bonusDetails(db, merchant, { memberId, language: merchant.defaultLanguage });
}

export async function playerPoints(db: Kysely<DB>, merchant: Merchant, memberId: bigint, query: Section) {
  await identity.requireMember(db, merchant.id, memberId);
  return pointsDetails(db, merchant, memberId, query);
}

export async function playerSessions(db: Kysely<DB>, merchant: Merchant, memberId: bigint, query: Section) {
  await identity.requireMember(db, merchant.id, memberId);
  const { sessions, hasMore } = await identity.memberSessions(db, memberId, query);
  return {
    sessions: sessions.map((session) => ({
      ...session,
      id: String(session.id),
      openedAt: session.openedAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      endedAt: iso(session.endedAt),
    })),
    hasMore,
  };
}

export async function linkedPlayers(db: Kysely<DB>, merchant: Merchant, memberId: bigint) {
  await identity.requireMember(db, merchant.id, memberId);
  const [byAddressOrDevice, byBank] = await Promise.all([
    identity.linkedByAddressOrDevice(db, merchant.id, memberId, LINKED_LIMIT),
    membersSharingBankAccount(db, merchant.id, memberId, LINKED_LIMIT),
  ]);
  const bankAccounts = await memberAccounts(db, merchant.id, [...new Set(byBank.map((row) => row.memberId))]);
  return {
    links: [
      ...byAddressOrDevice.map((link) => ({ ...link, memberId: String(link.memberId) })),
      ...byBank.map((row) => ({
        memberId: String(row.memberId),
        account: bankAccounts.get(row.memberId) ?? '',
        signal: 'bankAccount' as const,
        shared: row.accountNumber,
      })),
    ],
  };
}

export async function playerNotes(db: Kysely<DB>, merchant: Merchant, memberId: bigint, query: Section) {
  await identity.requireMember(db, merchant.id, memberId);
  const { rows: shown, hasMore } = pageOf(
    await repo.notesOf(db, memberId, pageWindow(query)),
    query.pageSize,
  );
  const authors = await operatorAccounts(db, [...new Set(shown.map(({ operator_id }) => operator_id))]);
  return {
    notes: shown.map((row) => ({
      id: String(row.id),
      body: row.body,
      operatorAccount: authors.get(row.operator_id) ?? '',
      createdAt: row.created_at.toISOString(),
    })),
    hasMore,
  };
}

export async function playerAudit(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: { before?: bigint | undefined; limit: number },
) {
  await identity.requireMember(db, merchant.id, memberId);
  const { actions, next } = await staffActions(db, merchant.id, {
    subject: subjectOf(memberId),
    before: query.before,
    limit: query.limit,
  });
  return {
    actions: actions.map(({ operatorId: _, subject: __, ...action }) => action),
    nextBefore: next,
  };
}

/** Locks, suspends, closes or reopens the player: the change and its audit record commit together. */
export async function setPlayerStatus(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: { memberId: string; status: MemberStatus; reason: string },
) {
  const memberId = BigInt(body.memberId);
  return inMoneyTransaction(db, async (trx) => {
    const change = await identity.setMemberStatus(trx, merchant.id, memberId, body.status);
    // Any standing but active stops play: games a provider opened before it, and lottery chases (their
    // draws not yet bought go back to the main wallet).
    const stopsPlay = change.after !== 'ACTIVE';
    const gamesEnded = stopsPlay ? await endGameLaunches(trx, merchant.id, memberId) : 0;
    const chasesStopped = stopsPlay ? await stopChasesOf(trx, merchant, memberId, 'staff') : 0;
    await recordStaffAction(trx, staff, {
      action: STATUS_ACTION[body.status],
      merchantId: merchant.id,
      subject: subjectOf(memberId),
      reason: body.reason,
      detail: {
        before: change.before,
        after: change.after,
        sessionsEnded: change.sessionsEnded,
        gamesEnded,
        chasesStopped,
      },
    });
    return { before: change.before, status: change.after, sessionsEnded: change.sessionsEnded };
  });
}

/**
 * Ends the player's sessions and game launches, or also makes the next login set a new password.
 */
export async function sessionAction(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  action: 'player.sessions.end' | 'player.password.reset',
  body: { memberId: string; reason: string },
) {
  const memberId = BigInt(body.memberId);
  await identity.requireMember(db, merchant.id, memberId);
  return db.transaction().execute(async (trx) => {
    const sessionsEnded =
      action === 'player.sessions.end'
        ? await identity.endSessions(trx, memberId)
        : (await identity.forcePasswordChange(trx, memberId)).sessionsEnded;
    const gamesEnded = await endGameLaunches(trx, merchant.id, memberId);
    await recordStaffAction(trx, staff, {
      action,
      merchantId: merchant.id,
      subject: subjectOf(memberId),
      reason: body.reason,
      detail: { sessionsEnded, gamesEnded },
    });
    return { sessionsEnded };
  });
}

export async function messagePlayer(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: { memberId: string; title: string; content: string },
) {
  const member = await identity.requireMember(db, merchant.id, BigInt(body.memberId));
  return sendPlatformMessage(db, staff, merchant, {
    merchant: merchant.code,
    memberAccount: member.account,
    title: body.title,
    content: body.content,
  });
}

export async function addNote(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: { memberId: string; body: string },
) {
  const memberId = BigInt(body.memberId);
  await identity.requireMember(db, merchant.id, memberId);
  return db.transaction().execute(async (trx) => {
    const note = await repo.insertNote(trx, {
      merchantId: merchant.id,
      memberId,
      operatorId: staff.operatorId,
      body: body.body,
    });
    await recordStaffAction(trx, staff, {
      action: 'player.note',
      merchantId: merchant.id,
      subject: subjectOf(memberId),
      detail: { noteId: String(note.id) },
    });
    return { id: String(note.id), createdAt: note.created_at.toISOString() };
  });
}

export async function setTags(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: { memberId: string; tags: string[] },
) {
  const memberId = BigInt(body.memberId);
  await identity.requireMember(db, merchant.id, memberId);
  const tags = [...new Set(body.tags)].sort();
  return db.transaction().execute(async (trx) => {
    const before = await repo.replaceTags(trx, merchant.id, memberId, tags);
    await recordStaffAction(trx, staff, {
      action: 'player.tags',
      merchantId: merchant.id,
      subject: subjectOf(memberId),
      detail: { before, after: tags },
    });
    return { tags };
  });
}

/** The labels the member sees beside their name, replaced together in the order given; audited. */
export async function setLabels(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: { memberId: string; labels: string[] },
) {
  const memberId = BigInt(body.memberId);
  await identity.requireMember(db, merchant.id, memberId);
  return db.transaction().execute(async (trx) => {
    const before = await identity.setMemberLabels(trx, memberId, body.labels);
    await recordStaffAction(trx, staff, {
      action: 'player.labels',
      merchantId: merchant.id,
      subject: subjectOf(memberId),
      detail: { before, after: body.labels },
    });
    return { labels: body.labels };
  });
}

const savedFilterView = (row: { id: bigint; name: string; filter: unknown; created_at: Date }) => ({
  id: String(row.id),
  name: row.name,
  filter: row.filter as Record<string, unknown>,
  createdAt: row.created_at.toISOString(),
});

export async function savedFilters(db: Kysely<DB>, staff: OperatorSession, merchant: Merchant) {
  return { filters: (await repo.savedFiltersOf(db, staff.operatorId, merchant.id)).map(savedFilterView) };
}

export async function saveFilter(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZSavedFilterBody>,
) {
  const saved = await repo.insertSavedFilter(db, {
    operatorId: staff.operatorId,
    merchantId: merchant.id,
    name: body.name,
    filter: body.filter satisfies z.output<typeof ZPlayerFilter>,
  });
  if (!saved) throw new AppError('player.filter.exists');
  return savedFilterView(saved);
}

export async function deleteFilter(db: Kysely<DB>, staff: OperatorSession, merchant: Merchant, id: string) {
  if (
    !(await repo.deleteSavedFilter(db, {
      operatorId: staff.operatorId,
      merchantId: merchant.id,
      id: BigInt(id),
    }))
  )
    throw new AppError('player.filter.not.found');
}
