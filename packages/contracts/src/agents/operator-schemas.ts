import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZRowId } from '../row-id.ts';
import { ZContract, ZContractsQuery } from './contract-schemas.ts';
import {
  ZOverviewQuery,
  ZReportExportQuery,
  ZTeamReportQuery,
  ZTeamTransactionsQuery,
} from './report-schemas.ts';
import { RUN_KIND_NAMES, ZSettlement } from './settlement-schemas.ts';

/** The console's agent screens: every call names the brand and, past the tree, one agent of it. */
const ZMerchantCode = z.string().min(2).max(32).describe('Brand code');
const ZPaging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const ZAgentRef = z.object({ merchant: ZMerchantCode, memberId: ZRowId.describe('The agent') });

export const ZAgentTreeQuery = z.object({
  merchant: ZMerchantCode,
  parentId: ZRowId.optional().describe("List this member's direct downline; without it, the top agents"),
  account: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe('Top agents whose account contains this text (ignored with parentId)'),
  ...ZPaging,
});

export const ZAgentNode = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['ACTIVE', 'LOCKED', 'SUSPENDED', 'CLOSED']),
  directs: z.number().int().describe('Members directly below: the node has children to expand'),
  teamSize: z.number().int().describe('Members below, at any depth'),
  createdAt: z.iso.datetime(),
});

export const ZAgentTree = z.object({ items: z.array(ZAgentNode), total: z.number().int() });

export const ZAgentLookupQuery = z
  .object({
    merchant: ZMerchantCode,
    memberId: ZRowId.optional(),
    account: z.string().trim().min(1).max(64).optional().describe('Exactly this account'),
  })
  .refine((query) => (query.memberId === undefined) !== (query.account === undefined), {
    message: 'memberId or account, one of them',
  });

export const ZAgentProfile = ZAgentNode.extend({
  balance: ZMoney.describe('Main wallet'),
  path: z
    .array(z.object({ id: z.string(), account: z.string() }))
    .describe('The upline chain from the top agent down to the direct upline; empty for a top agent'),
});

export const ZAgentContractsQuery = ZAgentRef.extend({ ...ZContractsQuery.shape, ...ZPaging });
export const ZAgentContracts = z.object({ items: z.array(ZContract), total: z.number().int() });

export const ZRunLinesQuery = z.object({
  merchant: ZMerchantCode,
  runKind: z.enum(RUN_KIND_NAMES),
  periodStart: z.iso.datetime().describe("The run's period start"),
  memberId: ZRowId.optional().describe("Only this agent's lines"),
  ...ZPaging,
});

export const ZRunLines = z.object({
  items: z.array(ZSettlement.extend({ account: z.string(), paid: z.boolean() })),
  total: z.number().int(),
});

export const AGENT_TRANSFER_DIRECTIONS = ['downline', 'upline'] as const;

export const ZAgentTransfersQuery = ZAgentRef.extend({
  direction: z.enum(AGENT_TRANSFER_DIRECTIONS).optional().describe('To a downline member, or to an upline'),
  from: z.iso.date().describe('First day, YYYY-MM-DD in GMT+8'),
  to: z.iso.date().describe('Last day, included; at most 90 days after from'),
  ...ZPaging,
});

export const ZAgentTransfers = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      direction: z.enum(AGENT_TRANSFER_DIRECTIONS),
      sent: z.boolean().describe("The agent's wallet paid it (false: received)"),
      counterparty: z.object({ id: z.string(), account: z.string() }).nullable(),
      amount: ZMoney.describe("Signed, as it moved the agent's main wallet"),
      balanceAfter: ZMoney,
      at: z.iso.datetime(),
    }),
  ),
  total: z.number().int(),
});

/** The agent's own reports, asked for by staff: the agent site's queries plus the brand and the agent. */
export const ZAgentOverviewQuery = ZAgentRef.extend(ZOverviewQuery.shape);
export const ZAgentReportQuery = ZAgentRef.extend({ ...ZTeamReportQuery.shape, ...ZPaging });
export const ZAgentTransactionsQuery = ZAgentRef.extend({ ...ZTeamTransactionsQuery.shape, ...ZPaging });
/** The agent site's export, asked for by staff: one report over the range, every row (at most 10,000). */
export const ZAgentReportExportQuery = ZAgentRef.extend(ZReportExportQuery.shape);
