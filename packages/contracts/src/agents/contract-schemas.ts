import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZAgentId, ZPercent } from './schemas.ts';

export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * Spec section 4: a new request, established, signing (an offer that would replace the contract in
 * force; that one stays in force until the lower level decides), terminating (the upper level asked
 * to end it), terminated, rejected.
 */
export const CONTRACT_STATES = [
  'new',
  'established',
  'signing',
  'terminating',
  'terminated',
  'rejected',
] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;

const ZAmountIn = z
  .string()
  .max(32)
  .describe('Decimal string, zero or more, with at most the currency scale');
const ZEndsAt = z.iso.datetime().nullable().default(null).describe('When the contract ends by itself');
const ZActive = z.number().int().min(0).max(1_000_000);

/** What an offer proposes, by kind, in the spec's fields (section 3). */
export const ZContractTermsInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dividend'),
    rate: ZPercent,
    period: z.enum(DIVIDEND_PERIODS),
    minBet: ZAmountIn,
    minProfitLoss: ZAmountIn.describe("The team's loss the period must reach"),
    minActiveMembers: ZActive,
    endsAt: ZEndsAt,
  }),
  z.object({
    kind: z.literal('daily_salary'),
    rate: ZPercent,
    dailyBetVolume: ZAmountIn,
    minActiveMembers: ZActive,
    endsAt: ZEndsAt,
  }),
  z.object({
    kind: z.literal('hourly_salary'),
    rate: ZPercent,
    hourlyBetVolume: ZAmountIn,
    minActiveMembers: ZActive,
    endsAt: ZEndsAt,
  }),
  z.object({
    kind: z.literal('realtime_salary'),
    profitRate: ZPercent,
    lossRate: ZPercent,
    singleBet: ZAmountIn.describe('The smallest bet that counts'),
    endsAt: ZEndsAt,
  }),
]);
export type ContractTermsInput = z.input<typeof ZContractTermsInput>;

export const ZContractTerms = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dividend'),
    rate: z.string(),
    period: z.enum(DIVIDEND_PERIODS),
    minBet: ZMoney,
    minProfitLoss: ZMoney,
    minActiveMembers: z.number().int(),
  }),
  z.object({
    kind: z.literal('daily_salary'),
    rate: z.string(),
    dailyBetVolume: ZMoney,
    minActiveMembers: z.number().int(),
  }),
  z.object({
    kind: z.literal('hourly_salary'),
    rate: z.string(),
    hourlyBetVolume: ZMoney,
    minActiveMembers: z.number().int(),
  }),
  z.object({
    kind: z.literal('realtime_salary'),
    profitRate: z.string(),
    lossRate: z.string(),
    singleBet: ZMoney,
  }),
]);

const ZParty = z.object({ id: z.string(), account: z.string() });

export const ZContract = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  state: z.enum(CONTRACT_STATES),
  upper: ZParty,
  lower: ZParty,
  terms: ZContractTerms,
  endsAt: z.iso.datetime().nullable(),
  replacesId: z.string().nullable(),
  endedById: z.string().nullable().describe('The upstream signing whose lower rate ended this contract'),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  terminationRequestedAt: z.iso.datetime().nullable(),
  terminatedAt: z.iso.datetime().nullable(),
});

export const ZContractList = z.object({ contracts: z.array(ZContract) });

export const ZContractsQuery = z.object({
  side: z
    .enum(['upline', 'downline'])
    .optional()
    .describe('upline: contracts the agent holds from its upline; downline: those it gave'),
  kind: z.enum(CONTRACT_KINDS).optional(),
  state: z.enum(CONTRACT_STATES).optional(),
});

export const ZOfferBody = z.object({ lowerId: ZAgentId, terms: ZContractTermsInput });

export const ZContractRef = z.object({ contractId: ZAgentId });

export const ZDecisionBody = z.object({
  contractId: ZAgentId,
  accept: z.boolean(),
  confirmedTerminations: z
    .array(ZAgentId)
    .max(10_000)
    .default([])
    .describe('Accepting an offer that ends downline contracts: exactly the ids its preview listed'),
});

export const ZAffectedContracts = z.object({
  contracts: z.array(ZContract).describe('The downline contracts signing would end (their rate is higher)'),
});

/** Spec section 3: which contract menus and request badges the site shows. */
export const ZConsolidatedContracts = z.object({
  divtypereq: z.boolean().describe('A dividend request awaits this member'),
  dailysalreqtype: z.boolean().describe('A daily salary request awaits this member'),
  contracthoursalreq: z.boolean().describe('An hourly salary request awaits this member'),
  realtimesalreqtype: z.boolean().describe('A real-time salary request awaits this member'),
  divtypeinfo: z.boolean().describe('Holds a dividend contract in force, from its upline or with a downline'),
  dailysalinfotype: z.boolean().describe('Holds a daily salary contract in force'),
  contracthoursalinfo: z.boolean().describe('Holds an hourly salary contract in force'),
  realtimesalinfotype: z.boolean().describe('Holds a real-time salary contract in force'),
  contractmrdailysalinfotype: z.boolean().describe('Gave a daily salary contract in force to a downline'),
});
