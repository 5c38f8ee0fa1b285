import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZRowId } from '../row-id.ts';

export const ZAffiliateQuery = z.object({
  code: z.string().max(64),
  domain: z.string().max(253).optional().describe('The host the visitor registers on'),
});

export const ZAffiliateValue = z.object({ valid: z.literal(true) });

export const ZAgentId = ZRowId;
const ZRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe('Client-chosen id of this transfer; the same id again answers the same transfer');
export const ZPercent = z
  .string()
  .max(16)
  .describe('A percentage from "0" to "100" with at most two decimals, e.g. "1.25"');

/** Who an agent's new sub-account is: a member who plays, or an agent who has a downline of its own. */
export const SUB_ACCOUNT_KINDS = ['member', 'agent'] as const;

export const ZRegisterCenterBody = z.object({
  account: z.string().trim().min(1).max(64).describe("Login name, checked by the brand's username rule"),
  kind: z.enum(SUB_ACCOUNT_KINDS),
  nickname: z.string().trim().min(1).max(32).optional(),
});

export const ZRegisterCenterValue = z.object({
  memberId: z.string(),
  account: z.string(),
  initialPassword: z
    .string()
    .describe('Shown to the agent once: the new account must change it at its first login'),
});

export const ZTopAgentBody = z.object({
  merchant: z.string().min(2).max(32).describe('Brand code'),
  account: z.string().trim().min(1).max(64).describe("Login name, checked by the brand's username rule"),
  agentType: z
    .union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)])
    .describe("The spec's agent-type code of the new account"),
  nickname: z.string().trim().min(1).max(32).optional(),
  reason: z.string().trim().min(5).max(500).describe('Why: kept in the audit log'),
});

export const ZWalkInUplineQuery = z.object({
  merchant: z.string().min(2).max(32).describe('Brand code'),
});

export const ZWalkInUplineBody = ZWalkInUplineQuery.extend({
  account: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .nullable()
    .describe('An active agent of the brand, or null to leave walk-in members without an upline'),
  reason: z.string().trim().min(5).max(500).describe('Why: kept in the audit log'),
});

export const ZWalkInUpline = z.object({
  account: z
    .string()
    .nullable()
    .describe('The agent members who register without an affiliate code are filed under; null: none'),
});

export const ZAffiliateCodeBody = z.object({ code: z.string().trim().max(64) });

export const ZAffiliateCodes = z.object({
  siteUrl: z
    .string()
    .describe(
      "The member site the registration links point to: the brand's primary member-site host, on the scheme and port the agent reached",
    ),
  codes: z.array(
    z.object({
      code: z.string(),
      createdAt: z.iso.datetime(),
      registrations: z.number().int().describe('Accounts registered with this code'),
    }),
  ),
});

export const ZTeamQuery = z.object({
  parentId: ZAgentId.optional().describe(
    'List the direct downline of this member (default: the agent itself)',
  ),
  account: z.string().trim().min(1).max(64).optional().describe('Exactly this account, anywhere below'),
  keyword: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe('Accounts containing this text, in the downline only'),
  level: z.coerce.number().int().min(1).max(64).optional().describe('Only members this many levels below'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZTeamMember = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['ACTIVE', 'LOCKED', 'SUSPENDED', 'CLOSED']),
  level: z.number().int().describe('Levels below the asking agent: 1 for its direct downline'),
  uplineId: z.string().nullable(),
  balance: ZMoney.describe('Main wallet'),
  teamSize: z.number().int().describe('Members below this one, at any depth'),
  toUpline: z.boolean().describe('May transfer to its upline'),
  createdAt: z.iso.datetime(),
});

export const ZTeamList = z.object({
  members: z.array(ZTeamMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ZTeamMemberQuery = z.object({ memberId: ZAgentId });

export const ZToUplineBody = z.object({ memberId: ZAgentId, allowed: z.boolean() });

export const ZUplineTransferBody = z.object({
  amount: z.string().max(32).describe('Positive decimal string with at most the currency scale'),
  paymentPassword: z.string().min(1).max(64),
  requestId: ZRequestId,
});

export const ZDownlineTransferBody = ZUplineTransferBody.extend({ memberId: ZAgentId });

export const ZAgentTransferValue = z.object({
  transferId: z.string(),
  amount: ZMoney,
  balance: ZMoney.describe("The sender's main wallet after the transfer"),
  recipientBalance: ZMoney.nullable().describe(
    "The downline member's main wallet after a transfer to the downline; null to the upline, whose balance is not the sender's to see",
  ),
  at: z.iso.datetime(),
});
