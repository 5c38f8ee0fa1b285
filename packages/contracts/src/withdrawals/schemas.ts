import { z } from 'zod';
import { ZFourEyesReason } from '../approvals/schemas.ts';
import { ZMoney } from '../money.ts';
import { ZFeeTerms } from '../payments/fees.ts';
import { ZRowCursor, ZRowId } from '../row-id.ts';
import { ZUploadedFile } from '../uploaded-file.ts';

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;

const ZRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe('Client-chosen id of this request; the same id again answers the same withdrawal');
const ZId = ZRowId;

export const ZBankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountNumber: z.string().describe('Masked but for the last 4 digits'),
  branch: z.string().nullable(),
  payeeName: z.string(),
  createdAt: z.iso.datetime(),
});

export const ZBankAccounts = z.object({
  accounts: z.array(ZBankAccount),
  limit: z.number().int(),
  payeeName: z.string().describe('The full name new accounts are bound to; empty until set in My account'),
});

export const ZBindBankAccountBody = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,30}$/),
  branch: z.string().trim().max(64).optional(),
  paymentPassword: z.string().min(1).max(64),
});

/**
 * The ways out a brand may offer. Today one: a bank transfer to an account the member bound (the only
 * destination a member can bind); each brand may switch it off or narrow its limits.
 */
export const WITHDRAWAL_METHODS = ['bank_transfer'] as const;
export const ZWithdrawalMethod = z.enum(WITHDRAWAL_METHODS);
export type WithdrawalMethod = z.infer<typeof ZWithdrawalMethod>;

export const ZWithdrawalBody = z.object({
  method: ZWithdrawalMethod.default('bank_transfer').describe('The way out, one the brand offers'),
  bankAccountId: ZId,
  amount: z.string().max(32).describe('Positive decimal string with at most the currency scale'),
  paymentPassword: z.string().min(1).max(64),
  requestId: ZRequestId,
});

export const CONFIRMATIONS = ['received', 'partly_received', 'not_received', 'auto_received'] as const;

export const ZWithdrawal = z.object({
  id: z.string(),
  method: ZWithdrawalMethod,
  amount: ZMoney.describe('Taken from the main wallet'),
  fee: ZMoney.describe("The method's fee, kept from the amount"),
  netAmount: ZMoney.describe('What is paid out to the bank account: amount − fee'),
  status: z.enum(WITHDRAWAL_STATUSES),
  confirmation: z
    .enum(CONFIRMATIONS)
    .nullable()
    .describe('After payment: what the member said arrived (auto_received when they did not say in time)'),
  receivedAmount: ZMoney.nullable(),
  remainder: ZMoney.nullable().describe('What the member says did not arrive, of the net amount'),
  review: z.enum(['paid', 'refunded']).nullable().describe("Staff's finding on a claim"),
  proofCount: z.number().int().min(0),
  bankAccount: ZBankAccount.pick({ bankName: true, accountNumber: true }),
  note: z.string().nullable().describe("Staff's reason when rejected"),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
});

export const ZWithdrawalsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZWithdrawalList = z.object({
  withdrawals: z.array(ZWithdrawal),
  total: z.number().int().min(0),
  minAmount: ZMoney.describe("The brand's smallest withdrawal"),
  maxAmount: ZMoney.describe("The brand's largest withdrawal"),
  methods: z
    .array(z.object({ method: ZWithdrawalMethod, minAmount: ZMoney, maxAmount: ZMoney, fee: ZFeeTerms }))
    .describe(
      "The ways out the brand offers, in its order, each with the limits it ends up with (its own within the brand's) and its fee terms",
    ),
});

export const ZStaffWithdrawalsQuery = z.object({
  merchant: z.string().min(2).max(32),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  before: ZRowCursor.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZStaffWithdrawal = ZWithdrawal.omit({ bankAccount: true }).extend({
  memberAccount: z.string(),
  confirmedAt: z.iso.datetime().nullable().describe('When the member said what arrived'),
  pendingApproval: z
    .object({
      id: z.string(),
      kind: z.string().describe('withdrawal.approve or withdrawal.review.refund'),
      requestedBy: z.string().describe("The asking staff member's account"),
    })
    .nullable()
    .describe(
      'A four-eyes request waiting for a second person: the withdrawal is locked until it is decided',
    ),
  bankAccount: ZBankAccount.pick({
    bankName: true,
    accountNumber: true,
    branch: true,
    payeeName: true,
  }).describe('In full: staff pay into it'),
  payout: z
    .object({
      gateway: z.string(),
      status: z.enum(['pending', 'paid', 'failed']),
      failure: z.string().nullable().describe("The gateway's reason, when it failed"),
      requestedAt: z.iso.datetime(),
    })
    .nullable()
    .describe(
      "The last time staff sent it to its method's gateway: pending, the money stays held and it cannot be paid or rejected; failed, it is back with staff",
    ),
});
export const ZStaffWithdrawalList = z.object({ withdrawals: z.array(ZStaffWithdrawal) });

export const ZWithdrawalDecisionBody = z.object({
  merchant: z.string().min(2).max(32),
  withdrawalId: ZId,
});
export const ZApproveWithdrawalBody = ZWithdrawalDecisionBody.extend({
  reason: ZFourEyesReason,
});
export const ZRejectWithdrawalBody = ZWithdrawalDecisionBody.extend({
  reason: z.string().trim().min(3).max(500),
});

export type BindBankAccountBody = z.input<typeof ZBindBankAccountBody>;
export type WithdrawalBody = z.input<typeof ZWithdrawalBody>;
export type Withdrawal = z.output<typeof ZWithdrawal>;

export const ZProofBody = z.object({
  withdrawalId: ZId,
  image: ZUploadedFile.describe('The PNG or JPEG file, 5 MB at most, checked by its content'),
});
export const ZProofValue = z.object({ proofId: z.string(), proofCount: z.number().int() });

export const ZConfirmWithdrawalBody = z.object({
  withdrawalId: ZId,
  outcome: z.enum(['received', 'partly_received', 'not_received']),
  receivedAmount: z.string().max(32).optional().describe('partly_received: what arrived'),
});

export const ZProofsQuery = z.object({ merchant: z.string().min(2).max(32), withdrawalId: ZId });
export const ZProofs = z.object({
  proofs: z.array(z.object({ id: z.string(), dataUrl: z.string(), createdAt: z.iso.datetime() })),
});

export const ZReviewWithdrawalBody = ZWithdrawalDecisionBody.extend({
  decision: z
    .enum(['paid', 'refund'])
    .describe('paid: the payment stands; refund: what did not arrive goes back'),
  // As long as a four-eyes request's reason: a large refund becomes one.
  reason: z.string().trim().min(5).max(500),
});

export type ConfirmWithdrawalBody = z.input<typeof ZConfirmWithdrawalBody>;

/** A day by default; a month at most (the column's own bounds). */
export const AUTO_RECEIVE_MINUTES = { default: 24 * 60, min: 1, max: 30 * 24 * 60 } as const;

/**
 * From this amount (in the currency's major unit) money staff move takes two people unless the brand
 * sets its own: approving a withdrawal and refunding a claimed payment are requests a second person
 * approves, and so is confirming a bank-transfer deposit.
 */
export const FOUR_EYES_DEFAULT_MAJOR = 10_000;

/**
 * One withdrawal's smallest and largest amount, in the currency's major unit, for a brand that sets
 * none of its own.
 */
export const WITHDRAWAL_LIMITS_DEFAULT_MAJOR = { min: 10, max: 50_000 } as const;

export const ZWithdrawalSettingsQuery = z.object({ merchant: z.string().min(2).max(32) });
export const ZWithdrawalSettings = z.object({
  autoReceiveMinutes: z
    .number()
    .int()
    .min(AUTO_RECEIVE_MINUTES.min)
    .max(AUTO_RECEIVE_MINUTES.max)
    .describe('Minutes after payment before a withdrawal the member has not confirmed counts as received'),
  isDefault: z.boolean().describe('The brand sets none: the platform default applies'),
  fourEyesAmount: ZMoney.describe(
    'From this amount staff money steps take two people: approving a withdrawal or refunding a claimed payment is a request another staff member approves (/ops/approvals), and so is confirming a bank-transfer deposit',
  ),
  minAmount: ZMoney.describe(
    "The smallest amount a member may withdraw at once: the brand's or the platform's",
  ),
  maxAmount: ZMoney.describe(
    "The largest amount a member may withdraw at once: the brand's or the platform's",
  ),
});
/** An amount a settings body gives: left out keeps the brand's, null goes back to the platform's. */
const brandAmount = (what: string) =>
  z
    .string()
    .max(32)
    .nullable()
    .optional()
    .describe(`The brand's ${what}; null goes back to the platform's, left out keeps it`);
export const ZWithdrawalSettingsBody = z.object({
  merchant: z.string().min(2).max(32),
  autoReceiveMinutes: ZWithdrawalSettings.shape.autoReceiveMinutes,
  fourEyesAmount: brandAmount('four-eyes amount'),
  minAmount: brandAmount('smallest withdrawal'),
  maxAmount: brandAmount('largest withdrawal'),
});

/** A member registered fewer days ago than this is a new account on the withdrawal queue. */
export const NEW_ACCOUNT_DAYS = 7;

export const WITHDRAWAL_RISK_SIGNALS = [
  'newAccount',
  'openBonus',
  'largeWin',
  'sharedBankAccount',
  'firstWithdrawal',
] as const;

export const WITHDRAWAL_QUEUE_SORTS = ['oldest', 'newest', 'largest'] as const;

export const ZWithdrawalQueueQuery = z.object({
  merchant: z.string().min(2).max(32),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  memberAccount: z.string().trim().min(1).max(64).optional().describe("Only this member's withdrawals"),
  minAmount: z.string().max(32).optional().describe('Only from this amount (a decimal string)'),
  maxAmount: z.string().max(32).optional().describe('Only up to this amount (a decimal string)'),
  from: z.iso.datetime({ offset: true }).optional().describe('Only requested at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Only requested before this time'),
  signal: z.enum(WITHDRAWAL_RISK_SIGNALS).optional().describe('Only withdrawals showing this risk signal'),
  claims: z
    .enum(['open'])
    .optional()
    .describe('open: only payments the member says did not (fully) arrive, not reviewed yet'),
  sort: z
    .enum(WITHDRAWAL_QUEUE_SORTS)
    .default('oldest')
    .describe('oldest first is the queue order; largest puts the biggest amounts first'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZWithdrawalRiskSignals = z.object({
  newAccount: z.boolean().describe(`Registered fewer than ${NEW_ACCOUNT_DAYS} days before the request`),
  openBonus: z.boolean().describe('Holds a bonus whose wagering is not complete'),
  largeWin: z
    .boolean()
    .describe("Won at least the brand's four-eyes amount in one payout in the last 24 hours"),
  sharedBankAccount: z
    .boolean()
    .describe("The bank account's number is bound by another member of the brand"),
  firstWithdrawal: z.boolean().describe('No earlier withdrawal of the member was paid'),
});

export const ZWithdrawalQueue = z.object({
  withdrawals: z.array(
    ZStaffWithdrawal.extend({
      signals: ZWithdrawalRiskSignals,
      needsSecondPerson: z
        .boolean()
        .describe("From the brand's four-eyes amount: approving asks a second person (/ops/approvals)"),
    }),
  ),
  hasMore: z.boolean(),
});
