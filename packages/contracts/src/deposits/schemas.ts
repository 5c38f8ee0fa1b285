import { z } from 'zod';
import { ZFourEyesReason } from '../approvals/schemas.ts';
import { ZMoney } from '../money.ts';
import { ZFeeTerms } from '../payments/fees.ts';
import { ZRowCursor, ZRowId } from '../row-id.ts';

export const DEPOSIT_STATUSES = ['pending', 'succeeded', 'failed', 'rejected', 'expired'] as const;

export const ZDepositMethod = z.object({
  code: z.string(),
  kind: z.enum(['bank_transfer', 'online']),
  name: z.string(),
  minAmount: ZMoney,
  maxAmount: ZMoney,
  bank: z
    .object({
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      branch: z.string().nullable(),
    })
    .nullable()
    .describe('For a bank transfer: the account to pay into'),
  fee: ZFeeTerms.describe('Kept from what arrives; the rest is credited'),
});

export const ZDepositMethods = z.object({
  currency: z.string().length(3),
  methods: z.array(ZDepositMethod),
  pendingLimit: z.number().int().describe('How many unfinished deposits a member may have at once'),
});

export const ZDepositBody = z.object({
  method: z.string().regex(/^[a-z0-9-]{2,32}$/),
  amount: z.string().max(32).describe('Positive decimal string with at most the currency scale'),
  reference: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe("Bank transfer: the payer's name or the transfer's reference, for staff to match it"),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .describe('Client-chosen id of this request; the same id again answers the same deposit'),
});

export const ZDeposit = z.object({
  id: z.string(),
  method: z.string(),
  methodName: z.string(),
  kind: z.enum(['bank_transfer', 'online']),
  amount: ZMoney.describe('What the member asked to deposit'),
  paidAmount: ZMoney.nullable().describe('The amount that actually arrived; the fee is kept from it'),
  fee: ZMoney.describe(
    "Credited: the fee kept from what arrived; before: what the order's terms keep from the amount asked",
  ),
  netAmount: ZMoney.describe('Credited: what the wallet got (paid − fee); before: amount − fee'),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  note: z.string().nullable().describe('underpaid, overpaid, late, or the reason staff gave'),
  payUrl: z.string().nullable().describe('Online, while pending: where the member pays'),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});

export const ZDepositsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZDepositList = z.object({ deposits: z.array(ZDeposit), total: z.number().int().min(0) });

export const ZStaffDepositsQuery = z.object({
  merchant: z.string().min(2).max(32),
  status: z.enum(DEPOSIT_STATUSES).optional(),
  before: ZRowCursor.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZStaffDeposit = ZDeposit.omit({ payUrl: true }).extend({
  memberAccount: z.string(),
  pendingApproval: z
    .object({
      id: z.string(),
      amount: ZMoney.describe('What the asking staff member says arrived'),
      requestedBy: z.string().describe("The asking staff member's account"),
    })
    .nullable()
    .describe(
      "From the brand's four-eyes amount a confirmation is a request another staff member approves at /ops/approvals; the deposit is locked until it is decided",
    ),
});
export const ZStaffDepositList = z.object({ deposits: z.array(ZStaffDeposit) });

const ZDepositId = ZRowId.describe('The deposit, as listed');

export const ZConfirmDepositBody = z.object({
  merchant: z.string().min(2).max(32),
  depositId: ZDepositId,
  amount: z.string().max(32).optional().describe('What actually arrived, when it differs from the request'),
  reason: ZFourEyesReason,
});
export const ZRejectDepositBody = z.object({
  merchant: z.string().min(2).max(32),
  depositId: ZDepositId,
  reason: z.string().trim().min(3).max(500),
});

export type Deposit = z.output<typeof ZDeposit>;
export type DepositMethods = z.output<typeof ZDepositMethods>;
export type DepositBody = z.input<typeof ZDepositBody>;

export const ZDepositQueueQuery = z.object({
  merchant: z.string().min(2).max(32),
  status: z.enum(DEPOSIT_STATUSES).optional(),
  kind: z.enum(['bank_transfer', 'online']).optional().describe('Bank transfers, or online-payment orders'),
  memberAccount: z.string().trim().min(1).max(64).optional().describe("Only this member's deposits"),
  orderId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .describe('Only the deposit of this order (as the gateway knows it)'),
  from: z.iso.datetime({ offset: true }).optional().describe('Only asked at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Only asked before this time'),
  sort: z
    .enum(['oldest', 'newest', 'largest'])
    .default('oldest')
    .describe('oldest first is the queue order; largest puts the biggest amounts first'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZDepositQueue = z.object({
  deposits: z.array(
    ZStaffDeposit.extend({
      orderId: z.string().describe('The order as the gateway knows it'),
      callbackCount: z.number().int().min(0).describe('Online orders: the gateway callbacks received for it'),
    }),
  ),
  hasMore: z.boolean(),
});

export const ZDepositStatusQueryBody = z.object({
  merchant: z.string().min(2).max(32),
  depositId: ZDepositId,
});
export const ZDepositStatusQuery = z.object({
  outcome: z
    .string()
    .describe(
      "What came of the gateway's answer (pending, credited …, failed, unanswered: …), kept with the callbacks",
    ),
});

export const ZDepositCallbacksQuery = z.object({
  merchant: z.string().min(2).max(32),
  depositId: ZDepositId,
});

export const ZDepositCallbacks = z.object({
  callbacks: z.array(
    z.object({
      id: z.string(),
      gateway: z.string(),
      body: z.string().describe('As received (its first 4,000 characters)'),
      outcome: z.string().describe('What came of it: credited, duplicate, forged signature, late…'),
      receivedAt: z.iso.datetime(),
    }),
  ),
});
