import type { ZOfferBody } from '@platform/contracts/agents/contract-schemas';
import type { ZRunLinesQuery } from '@platform/contracts/agents/operator-schemas';
import type {
  ZSettlementRerunBody,
  ZSettlementRunsQuery,
  ZSettlementsQuery,
} from '@platform/contracts/agents/settlement-schemas';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { OperatorSession, Session } from '../../../platform/endpoint.ts';
import { gmt8DayRange } from '../../../platform/gmt8-range.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { recordStaffAction } from '../../audit/service.ts';
import { previewOffer } from '../contracts/contracts.ts';
import { formatRate, termColumns } from '../contracts/rules.ts';
import { requireAgent } from '../tree/tree.ts';
import { periodOf, previousPeriod } from './periods.ts';
import * as repo from './repo.ts';
import { ofLinePeriod, payableAt, RUN_KINDS, type RunKind, type SettlementContract } from './rules.ts';
import { computePeriod, settlePeriod } from './settlement.ts';

const MAX_DAYS = 90;
const ALL_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;

/** The agent's own payouts whose period starts in the GMT+8 day range, newest first, one page. */
export async function listSettlements(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  query: z.output<typeof ZSettlementsQuery>,
) {
  const memberId = requireAgent(session);
  const range = gmt8DayRange(query, MAX_DAYS);
  const filter = {
    merchantId: merchant.id,
    memberId,
    kinds: query.kind ? [query.kind] : ALL_KINDS,
    ...range,
  };
  const [rows, totals] = await Promise.all([
    repo.memberSettlements(db, filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    repo.memberSettlementTotals(db, filter),
  ]);
  return {
    total: totals.count,
    totals: { amount: formatMinorUnits(totals.amount, merchant.currencyScale) },
    settlements: rows.map((row) => settlementView(merchant, row)),
  };
}

type SettlementRow = Awaited<ReturnType<typeof repo.memberSettlements>>[number];

function settlementView(merchant: Merchant, row: SettlementRow) {
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    id: String(row.id),
    contractId: String(row.contract_id),
    kind: row.kind,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    validBet: money(row.valid_bet),
    profitLoss: money(row.profit_loss),
    activeMembers: row.active_members,
    rate: formatRate(row.rate),
    lossRate: row.loss_rate === null ? null : formatRate(row.loss_rate),
    gross: money(row.gross),
    downline: money(row.downline),
    amount: money(row.amount),
    excluded:
      row.excluded_reason === null
        ? null
        : {
            validBet: money(row.excluded_valid_bet),
            profitLoss: money(row.excluded_profit_loss),
            members: row.excluded_members,
            reason: row.excluded_reason,
          },
    settledAt: row.settled_at.toISOString(),
  };
}

/**
 * One run's lines for staff: each contract's pay for the run's period (the period holding
 * `periodStart`), or only the agent `memberId`'s; `paid` says a ledger transfer paid it.
 */
export async function runLines(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZRunLinesQuery>,
  memberId?: bigint,
) {
  const run = RUN_KINDS[query.runKind];
  const period = periodOf(run.unit, new Date(query.periodStart));
  const { rows, total } = await repo.runLinesPage(
    db,
    { merchantId: merchant.id, kind: run.kind, periodStart: period.start, periodEnd: period.end, memberId },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    items: rows.map((row) => ({
      ...settlementView(merchant, row),
      account: row.account,
      paid: row.ledger_transfer_id !== null,
    })),
    total,
  };
}

/** The run that settles contracts of these terms. */
function runKindOf(terms: z.output<typeof ZOfferBody>['terms']): RunKind {
  return terms.kind === 'dividend' ? `dividend_${terms.period}` : terms.kind;
}

/**
 * Before offering: the contracts signing the offer would end (the same list as the plain preview) and
 * what the offer would have paid over the last finished period, with the tree's other contracts as
 * they were then, the offer in place of the lower agent's contract of the kind, and the ended ones gone.
 */
export async function previewPay(
  db: Kysely<DB>,
  merchant: Merchant,
  session: Session,
  body: z.output<typeof ZOfferBody>,
  now = new Date(),
) {
  const { contracts: ended } = await previewOffer(db, merchant, session, body);
  const terms = termColumns(body.terms, merchant.currencyScale, now);
  const lowerId = BigInt(body.lowerId);
  const run = RUN_KINDS[runKindOf(body.terms)];
  const period = previousPeriod(run.unit, now);
  const endedIds = new Set(ended.map(({ id }) => id));
  const offered: SettlementContract = {
    // Never a real contract's id: identity columns start at 1.
    id: 0n,
    upperId: session.memberId,
    lowerId,
    kind: terms.kind,
    rate: terms.rate,
    lossRate: terms.loss_rate,
    minBet: terms.min_bet,
    minProfitLoss: terms.min_profit_loss,
    minActive: terms.min_active,
    period: terms.period,
  };
  const inForce = await repo.contractsInForceAt(db, merchant.id, { kind: run.kind, at: period.end });
  const kept = [...inForce.filter((c) => c.lowerId !== lowerId && !endedIds.has(String(c.id))), offered];
  const contracts = run.dividendPeriod === null ? kept : ofLinePeriod(kept, run.dividendPeriod);
  const payout = (await computePeriod(db, merchant.id, contracts, period)).find((p) => p.contract.id === 0n);
  if (!payout) throw new Error('the offered contract has no payout');
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    contracts: ended,
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    team: {
      validBet: money(payout.team.validBet),
      profitLoss: money(payout.team.profitLoss),
      activeMembers: payout.team.activeMembers,
    },
    gross: money(payout.gross),
    downline: money(payout.downline),
    amount: money(payout.amount),
  };
}

export async function listRuns(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZSettlementRunsQuery>,
) {
  const range = gmt8DayRange(query, MAX_DAYS);
  const rows = await repo.runsOf(db, merchant.id, { runKind: query.runKind, ...range });
  return {
    runs: rows.map((row) => ({
      periodStart: row.period_start.toISOString(),
      periodEnd: row.period_end.toISOString(),
      contracts: row.contracts,
      paid: formatMinorUnits(row.paid, merchant.currencyScale),
      finishedAt: row.finished_at.toISOString(),
    })),
  };
}

/**
 * Staff settle a period again (after fixing what made a payout fail): only contracts without a
 * settlement of it are paid, so nothing is paid twice. A period not yet payable is refused.
 */
export async function rerunPeriod(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZSettlementRerunBody>,
  now = new Date(),
) {
  const period = periodOf(RUN_KINDS[body.runKind].unit, new Date(body.at));
  if (payableAt(body.runKind, period) > now)
    throw new AppError('request.invalid', { issues: [{ path: 'body.at', code: 'not_payable_yet' }] });
  const { paid } = await settlePeriod(db, merchant, body.runKind, period);
  await recordStaffAction(db, staff, {
    action: 'agent.settlement.rerun',
    merchantId: merchant.id,
    subject: `settlement:${body.runKind}:${period.start.toISOString()}`,
    reason: body.reason,
    detail: { paid },
  });
  return { periodStart: period.start.toISOString(), periodEnd: period.end.toISOString(), paid };
}
