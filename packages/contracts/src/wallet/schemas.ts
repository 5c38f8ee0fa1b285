import { z } from 'zod';
import { ZMoney } from '../money.ts';

export const ZWalletBalance = z.object({
  currency: z.string().length(3),
  sumBalance: ZMoney.describe('Everything the member holds: the main wallet and every vendor wallet'),
  isSingle: z.boolean().describe("The brand's single-wallet switch: one wallet, no transfers to vendors"),
  wallets: z
    .array(
      z.object({
        wallet: z.string().describe('"main", or the vendor account type of a vendor wallet'),
        balance: ZMoney,
      }),
    )
    .describe('The main wallet, then a wallet per vendor the brand offers (and any other one holding money)'),
});

/** Chosen by the client for each attempt: the same id again answers the first transfer. */
const ZRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe('Client-chosen id of this attempt; a retry with the same id moves nothing more');

export const ZWalletTransferBody = z.union([
  z.object({
    from: z.string().max(16).describe('"main", or a vendor wallet (its account type)'),
    to: z.string().max(16).describe('"main", or a vendor wallet; exactly one side is main'),
    amount: z.string().max(32).describe('Positive decimal string with at most the currency scale'),
    requestId: ZRequestId,
  }),
  z.object({
    allToMain: z.literal(true).describe('Move every vendor wallet to the main wallet'),
    requestId: ZRequestId,
  }),
]);

export const ZWalletTransferValue = z.object({
  moved: z
    .array(z.object({ from: z.string(), to: z.string(), amount: ZMoney }))
    .describe('What moved: one transfer, or one per vendor wallet emptied into main'),
  balance: ZWalletBalance.describe('The wallets after the move'),
});

export type WalletBalance = z.output<typeof ZWalletBalance>;
export type WalletTransferBody = z.input<typeof ZWalletTransferBody>;

export const RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'adjustment',
  'bonus',
  'game',
  'agent_pay',
  'agent_transfer',
  'points',
] as const;

/** Where a withdrawal of the account record stands. */
export const WITHDRAWAL_RECORD_STATES = ['processing', 'paid', 'rejected', 'returned', 'refunded'] as const;
export type WithdrawalRecordState = (typeof WITHDRAWAL_RECORD_STATES)[number];

export const ZRecordsQuery = z.object({
  type: z.enum(RECORD_TYPES).optional().describe('Only this kind of movement'),
  from: z.iso.date().describe('First day, YYYY-MM-DD in GMT+8'),
  to: z.iso.date().describe('Last day, included; at most 90 days after from'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZRecords = z.object({
  records: z.array(
    z.object({
      id: z.string(),
      type: z.enum([...RECORD_TYPES, 'other']),
      wallet: z.string().describe('"main", "bonus", or a vendor wallet'),
      amount: ZMoney.describe('Signed: money in is positive, money out negative'),
      balanceAfter: ZMoney,
      createdAt: z.iso.datetime(),
      withdrawal: z
        .enum(WITHDRAWAL_RECORD_STATES)
        .optional()
        .describe(
          'A withdrawal, shown once as it left the main wallet: processing (held), paid, rejected; returned is the rejected amount back in the main wallet, refunded a paid amount that never arrived',
        ),
    }),
  ),
  total: z.number().int().min(0),
});

export type RecordType = (typeof RECORD_TYPES)[number];
export type RecordsQuery = z.input<typeof ZRecordsQuery>;

export const ZRecordsSummaryQuery = ZRecordsQuery.pick({ from: true, to: true });

export const ZRecordsSummary = z.object({
  totals: z
    .object({
      deposit: ZMoney,
      withdrawal: ZMoney,
      transfer: ZMoney,
      adjustment: ZMoney,
      bonus: ZMoney,
      game: ZMoney,
      agent_pay: ZMoney,
      agent_transfer: ZMoney,
      points: ZMoney,
    })
    .describe('Net movement of the main wallet by type: money in positive, out negative'),
  net: ZMoney.describe('The main wallet’s change over the range: the sum of every type'),
});
export type RecordsSummaryQuery = z.input<typeof ZRecordsSummaryQuery>;
