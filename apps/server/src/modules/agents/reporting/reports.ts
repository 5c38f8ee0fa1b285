import type {
  ZOverviewQuery,
  ZTeamBets,
  ZTeamOverview,
  ZTeamProfit,
  ZTeamTransactions,
} from '@platform/contracts/agents/report-schemas';
import { gmt8DaysOf } from '@platform/contracts/gmt8';
import { formatMinorUnits } from '@platform/contracts/money';
import { normalizeInput } from '@platform/contracts/patterns';
import type { RecordType } from '@platform/contracts/wallet/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { gmt8DayRange } from '../../../platform/gmt8-range.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { teamHistory, teamTotalsByDay, teamTotalsByMember } from '../../ledger/team.ts';
import { teamRounds } from '../../vendor-wallet/team-bets.ts';
import { RECORD_KINDS, recordTypeOf } from '../../wallet/record-types.ts';
import { downlineIdByAccount } from '../tree/repo.ts';
import { isAgentType } from '../tree/tree.ts';
import * as reportsRepo from './repo.ts';

const MAX_DAYS = 90;
/** Transfer kinds that take a stake or give one back: the team's bets are what they took, net. */
const STAKE_KINDS = new Set([
  'game.debit',
  'game.rollback',
  'game.refund',
  'lottery.bet',
  'lottery.cancel',
  'lottery.refund',
]);
/** A member who placed a bet in the range is active. */
const BET_KINDS = ['game.debit', 'lottery.bet'];

type Figures = { deposits: bigint; withdrawals: bigint; bets: bigint; profit: bigint; bonus: bigint };

const noFigures = (): Figures => ({ deposits: 0n, withdrawals: 0n, bets: 0n, profit: 0n, bonus: 0n });

/** A member's (or a day's) movements by transfer kind, as the reports' figures. */
function figuresOf(kinds: ReadonlyMap<string, bigint> | undefined, into = noFigures()): Figures {
  for (const [kind, total] of kinds ?? []) {
    if (kind === 'deposit') into.deposits += total;
    else if (kind.startsWith('withdrawal.')) into.withdrawals -= total;
    else if (kind === 'bonus') into.bonus += total;
    if (STAKE_KINDS.has(kind)) into.bets -= total;
    if (kind.startsWith('game.') || kind.startsWith('lottery.')) into.profit += total;
  }
  return into;
}

type Scope = Awaited<ReturnType<typeof scopeOf>>;

/**
 * The members a report covers: the agent's whole downline, or the one account asked for. An account
 * outside the downline (or the agent itself, or no one) is the same 403. The agent is the caller's
 * (the agent site) or one staff looked up (the console): both read these same figures.
 */
async function scopeOf(db: Kysely<DB>, merchant: Merchant, agentId: bigint, account?: string) {
  let memberId: bigint | undefined;
  if (account !== undefined) {
    memberId = await downlineIdByAccount(db, merchant.id, agentId, normalizeInput(account).toLowerCase());
    if (memberId === undefined || memberId === agentId) throw new AppError('access.forbidden');
  }
  const members = await reportsRepo.downline(db, {
    merchantId: merchant.id,
    agentId,
    ...(memberId === undefined ? {} : { memberId }),
  });
  return { members, byId: new Map(members.map((member) => [member.id, member])) };
}

const ledgerFilter = (merchant: Merchant, scope: Scope, range: { from: Date; until: Date }) => ({
  merchantId: merchant.id,
  currency: merchant.currency,
  memberIds: scope.members.map(({ id }) => id),
  kinds: undefined,
  ...range,
});

function moneyOf(merchant: Merchant) {
  return (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
}

const wireFigures = (merchant: Merchant, figures: Figures) => {
  const money = moneyOf(merchant);
  return {
    deposits: money(figures.deposits),
    withdrawals: money(figures.withdrawals),
    bets: money(figures.bets),
    profit: money(figures.profit),
  };
};

/** agentTeamOverview: who the team is, and what it deposited, bet and won over the range, by day. */
export async function overview(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  query: z.output<typeof ZOverviewQuery>,
): Promise<z.input<typeof ZTeamOverview>> {
  const range = gmt8DayRange(query, MAX_DAYS);
  const scope = await scopeOf(db, merchant, agentId);
  const filter = ledgerFilter(merchant, scope, range);
  const [byMember, byDay] = await Promise.all([teamTotalsByMember(db, filter), teamTotalsByDay(db, filter)]);
  const totals = noFigures();
  for (const kinds of byMember.values()) figuresOf(kinds, totals);
  const isActive = (kinds: Map<string, bigint>) => BET_KINDS.some((kind) => (kinds.get(kind) ?? 0n) !== 0n);
  return {
    teamSize: scope.members.length,
    agents: scope.members.filter(({ type }) => isAgentType(type)).length,
    directs: scope.members.filter(({ depth }) => depth === 1).length,
    newMembers: scope.members.filter(({ created_at }) => created_at >= range.from && created_at < range.until)
      .length,
    activeMembers: [...byMember.values()].filter(isActive).length,
    totals: wireFigures(merchant, totals),
    days: gmt8DaysOf(range).map((day) => ({ day, ...wireFigures(merchant, figuresOf(byDay.get(day))) })),
  };
}

type Page = { offset: number; limit: number };
/** The range and the one account a report is asked for (the page goes apart: an export takes all). */
type ReportQuery = { from: string; to: string; account?: string | undefined };

export const pageOf = (query: { page: number; pageSize: number }): Page => ({
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});

/** Team betting: the downline's game rounds opened in the range (personalHistoryCopy of the team). */
export async function bets(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  query: ReportQuery,
  page: Page,
  language: string,
): Promise<z.input<typeof ZTeamBets>> {
  const range = gmt8DayRange(query, MAX_DAYS);
  const scope = await scopeOf(db, merchant, agentId, query.account);
  const found = await teamRounds(
    db,
    { merchantId: merchant.id, memberIds: scope.members.map(({ id }) => id), ...range },
    page,
    language,
  );
  const money = moneyOf(merchant);
  const { stake, win, refunded } = found.totals;
  return {
    total: found.total,
    totals: { stake: money(stake), win: money(win), profit: money(win + refunded - stake) },
    bets: found.rounds.map((round) => ({
      id: String(round.id),
      account: scope.byId.get(round.memberId)?.account ?? '',
      roundId: round.roundId,
      gameName: round.gameName,
      vendorCode: round.vendorCode,
      stake: money(round.stake),
      win: money(round.win),
      profit: money(round.win + round.refunded - round.stake),
      status: round.status,
      openedAt: round.openedAt.toISOString(),
    })),
  };
}

/** User profit and loss (palStatementsAgentCopy): each downline member's figures over the range. */
export async function profit(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  query: ReportQuery,
  page: Page,
): Promise<z.input<typeof ZTeamProfit>> {
  const range = gmt8DayRange(query, MAX_DAYS);
  const scope = await scopeOf(db, merchant, agentId, query.account);
  const byMember = await teamTotalsByMember(db, ledgerFilter(merchant, scope, range));
  const money = moneyOf(merchant);
  const withBonus = (figures: Figures) => ({
    ...wireFigures(merchant, figures),
    bonus: money(figures.bonus),
  });
  const totals = noFigures();
  for (const kinds of byMember.values()) figuresOf(kinds, totals);
  return {
    total: scope.members.length,
    totals: withBonus(totals),
    rows: scope.members.slice(page.offset, page.offset + page.limit).map((member) => ({
      memberId: String(member.id),
      account: member.account,
      level: member.depth,
      isAgent: isAgentType(member.type),
      ...withBonus(figuresOf(byMember.get(member.id))),
    })),
  };
}

/** Transaction details: every movement of the downline's wallets in the range, newest first. */
export async function transactions(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  query: ReportQuery & { type?: RecordType | undefined },
  page: Page,
): Promise<z.input<typeof ZTeamTransactions>> {
  const range = gmt8DayRange(query, MAX_DAYS);
  const scope = await scopeOf(db, merchant, agentId, query.account);
  const { total, entries } = await teamHistory(
    db,
    { ...ledgerFilter(merchant, scope, range), kinds: query.type ? RECORD_KINDS[query.type] : undefined },
    page,
  );
  const money = moneyOf(merchant);
  return {
    total,
    records: entries.map((entry) => ({
      id: String(entry.id),
      account: (entry.memberId !== null && scope.byId.get(entry.memberId)?.account) || '',
      type: recordTypeOf(entry.kind),
      wallet: entry.wallet,
      amount: money(entry.amount),
      balanceAfter: money(entry.balanceAfter),
      createdAt: entry.at.toISOString(),
    })),
  };
}
