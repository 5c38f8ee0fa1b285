import { z } from 'zod';
import { ZBetsQuery } from '../games/bets.ts';
import { ZMoney } from '../money.ts';
import { CONTRACT_KINDS, ZAffectedContracts } from './contract-schemas.ts';

/**
 * The records pages: my income (every kind), dividend record, daily wages, hourly salary; periods that
 * start in the GMT+8 day range.
 */
export const ZSettlementsQuery = ZBetsQuery.extend({ kind: z.enum(CONTRACT_KINDS).optional() });

const ZTeamPlay = z.object({
  validBet: ZMoney.describe("The team's valid bets (stakes less refunds) settled in the period"),
  profitLoss: ZMoney.describe("The team's profit and loss, from the players' side"),
  activeMembers: z.number().int().describe('Team members with a valid bet in the period'),
});

export const ZSettlement = ZTeamPlay.extend({
  id: z.string(),
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  rate: z.string().describe('Percent; the profit rate of a real-time salary'),
  lossRate: z.string().nullable().describe('Percent; real-time salary only'),
  gross: ZMoney.describe('What the contract earned on the team play'),
  downline: ZMoney.describe("What the agent's direct downline agents earned of it"),
  amount: ZMoney.describe('Paid: gross less downline, never below zero'),
  excluded: z
    .object({
      validBet: ZMoney,
      profitLoss: ZMoney,
      members: z.number().int().describe('Team members whose play was left out'),
      reason: z.enum(['time-out', 'self-exclusion']).describe('The gravest break among them'),
    })
    .nullable()
    .describe(
      'Team play left out of the figures above because the members were on a time-out or self-exclusion: nothing is earned on it',
    ),
  settledAt: z.iso.datetime(),
});

export const ZSettlements = z.object({
  total: z.number().int(),
  totals: z.object({ amount: ZMoney }),
  settlements: z.array(ZSettlement),
});

/** Before signing: what the offered contract would have paid over the last finished period. */
export const ZPayPreview = ZAffectedContracts.extend({
  period: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
  team: ZTeamPlay,
  gross: ZMoney,
  downline: ZMoney,
  amount: ZMoney,
});

export const RUN_KIND_NAMES = [
  'realtime_salary',
  'hourly_salary',
  'daily_salary',
  'dividend_daily',
  'dividend_weekly',
  'dividend_semimonthly',
  'dividend_monthly',
] as const;

const ZMerchantCode = z.string().min(2).max(32).describe('Brand code');

export const ZSettlementRunsQuery = z.object({
  merchant: ZMerchantCode,
  runKind: z.enum(RUN_KIND_NAMES),
  from: z.iso.date().describe('First day, YYYY-MM-DD in GMT+8'),
  to: z.iso.date().describe('Last day, included; at most 90 days after from'),
});

export const ZSettlementRuns = z.object({
  runs: z.array(
    z.object({
      periodStart: z.iso.datetime(),
      periodEnd: z.iso.datetime(),
      contracts: z.number().int().describe('Contracts with a settlement of the period'),
      paid: ZMoney,
      finishedAt: z.iso.datetime(),
    }),
  ),
});

export const ZSettlementRerunBody = z.object({
  merchant: ZMerchantCode,
  runKind: z.enum(RUN_KIND_NAMES),
  at: z.iso.datetime().describe('Any instant inside the period to settle again'),
  reason: z.string().trim().min(5).max(500).describe('Why: kept in the audit log'),
});

export const ZSettlementRerun = z.object({
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  paid: z.number().int().describe('Contracts paid by this rerun: those the period had missed'),
});
