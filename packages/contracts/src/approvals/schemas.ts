import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZRowCursor, ZRowId } from '../row-id.ts';

/** What a request asks for, named as the audit log's action it leads to. */
export const APPROVAL_KINDS = [
  'balance.adjust',
  'promotion.grant',
  'withdrawal.approve',
  'withdrawal.review.refund',
  'points.adjust',
  'deposit.confirm',
  'jackpot.fund',
  'jackpot.close',
] as const;
/** Kinds counted in whole points, not in the brand's currency: their amounts have no decimals. */
export const POINTS_KINDS: readonly (typeof APPROVAL_KINDS)[number][] = ['points.adjust'];
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;

const ZBrand = z.string().min(2).max(32).describe('Brand code');

/**
 * The reason of a staff step that becomes a four-eyes request from the brand's amount: optional below
 * it, required from it (the request keeps it and the audit log records it).
 */
export const ZFourEyesReason = z
  .string()
  .trim()
  .min(5)
  .max(500)
  .optional()
  .describe("Required from the brand's four-eyes amount, where the step asks a second person");

export const ZApprovalRequest = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  target: z
    .string()
    .describe('What the request changes, as kind:id (member:7, withdrawal:12); locked while it is pending'),
  amount: ZMoney.describe('In the currency, or in whole points for points.adjust'),
  tier: z
    .enum(['standard', 'high'])
    .describe("high: from the brand's high amount of the kind, only an admin may approve it"),
  detail: z.record(z.string(), z.unknown()).describe('What the kind carries out (member, direction)'),
  reason: z.string(),
  state: z.enum(APPROVAL_STATES),
  requestedBy: z.string().describe("The asking staff member's account"),
  requestedAt: z.iso.datetime(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
  outcome: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('What the approval did, such as the ledger transfer'),
});

export const ZApprovalsQuery = z.object({
  merchant: ZBrand,
  state: z.enum(APPROVAL_STATES).optional(),
  kind: z.enum(APPROVAL_KINDS).optional(),
  target: z
    .string()
    .regex(/^[a-z][a-z-]{0,31}:[1-9]\d{0,18}$/)
    .optional()
    .describe('Only requests on this target (member:7)'),
  asker: z
    .enum(['others', 'me'])
    .optional()
    .describe('others: requests other staff asked (what the caller may decide); me: those the caller asked'),
  sort: z
    .enum(['oldest', 'newest'])
    .default('oldest')
    .describe('oldest first is the queue order: who waited longest comes first'),
  after: ZRowCursor.optional().describe('The next page: the last id the previous page showed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZApprovalList = z.object({
  requests: z.array(ZApprovalRequest),
  next: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
});

export const ZApprovalDecisionBody = z.object({ merchant: ZBrand, requestId: ZRowId });
export const ZApprovalRejectBody = ZApprovalDecisionBody.extend({
  reason: z.string().trim().min(5).max(500).describe('Why: kept with the request and in the audit log'),
});

export const ZApprovalSettingsQuery = z.object({ merchant: ZBrand });
export const ZApprovalSettings = z.object({
  settings: z.array(
    z.object({
      kind: z.enum(APPROVAL_KINDS),
      highAmount: ZMoney.nullable().describe(
        'From this amount only an admin may approve; null, no higher tier',
      ),
      fourEyesAmount: ZMoney.nullable().describe(
        'promotion.grant, points.adjust: from this amount a second person approves; null, never (balance.adjust: always; withdrawals: the four-eyes amount of /ops/withdrawals/settings)',
      ),
    }),
  ),
});
export const ZApprovalSettingsBody = z.object({
  merchant: ZBrand,
  kind: z.enum(APPROVAL_KINDS),
  highAmount: z
    .string()
    .max(32)
    .nullable()
    .describe('Positive decimal string with at most the currency scale; null removes the higher tier'),
  fourEyesAmount: z
    .string()
    .max(32)
    .nullable()
    .default(null)
    .describe('promotion.grant, points.adjust: from this amount, four eyes; null, never'),
});
