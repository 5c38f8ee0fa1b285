import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZRowCursor } from '../row-id.ts';

/** What a provider's id of a transaction or a round may look like: their own text, bounded. */
const ZProviderId = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/);

const ZProvider = z.string().regex(/^[A-Za-z0-9_-]{2,32}$/);

const ZSearch = z.object({
  merchant: z.string().min(2).max(32).describe('Brand code'),
  provider: ZProvider.optional().describe("Only this game provider's transactions"),
  transactionId: ZProviderId.optional().describe("The provider's transaction id"),
  roundId: ZProviderId.optional().describe("The provider's round id"),
  memberAccount: z.string().trim().min(1).max(64).optional().describe("The member's login name"),
});

/** A search names exactly one of a transaction id, a round id or a member. */
const byOneKey = {
  check: (query: z.output<typeof ZSearch>) =>
    [query.transactionId, query.roundId, query.memberAccount].filter((value) => value !== undefined)
      .length === 1,
  message: { message: 'Search by one of transactionId, roundId or memberAccount', path: ['transactionId'] },
};

export const ZVendorTransactionsFilter = ZSearch.refine(byOneKey.check, byOneKey.message);

export const ZVendorTransactionsQuery = ZSearch.extend({
  before: ZRowCursor.optional().describe('The next page: the last id the previous page showed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
}).refine(byOneKey.check, byOneKey.message);

export const ZVendorTransaction = z.object({
  id: z.string(),
  provider: z.string(),
  transactionId: z.string(),
  kind: z.enum(['debit', 'credit', 'rollback', 'close', 'tombstone', 'adjust', 'jackpot']),
  amount: ZMoney,
  roundId: z.string(),
  roundStatus: z.enum(['open', 'closed', 'refunded']),
  memberAccount: z.string(),
  ledgerTransferId: z.string().nullable().describe('The ledger transfer it moved, if any'),
  answer: z.record(z.string(), z.unknown()).describe('What the wallet answered the provider, as sent'),
  createdAt: z.iso.datetime(),
});

export const ZVendorTransactions = z.object({
  transactions: z.array(ZVendorTransaction),
  next: z.string().nullable().describe('Pass as `before` for the next page; null on the last'),
});

export const ZVendorTransactionsCsv = z
  .string()
  .describe('text/csv, UTF-8 with a byte-order mark, newest first, at most 50,000 rows');

export const ZVendorCallsQuery = z.object({
  provider: ZProvider.optional(),
  operation: z
    .string()
    .regex(/^[a-z]{2,32}$/)
    .optional()
    .describe('balance, debit, credit, rollback…'),
  answerCode: z
    .string()
    .regex(/^[A-Z_]{2,32}$/)
    .optional()
    .describe('Only calls answered with this code (OK, INSUFFICIENT_FUNDS, BAD_SIGNATURE…)'),
  contains: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{3,128}$/)
    .optional()
    .describe(
      'Only calls whose request holds this text (a transaction or round id); needs from and to at most a day apart',
    ),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: ZRowCursor.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZVendorCalls = z.object({
  calls: z.array(
    z.object({
      id: z.string(),
      provider: z.string().nullable(),
      operation: z.string(),
      request: z
        .string()
        .describe("The call's body as received, the session token masked, its first 4,000 characters"),
      signatureValid: z.boolean(),
      answerCode: z.string(),
      httpStatus: z.number().int(),
      receivedAt: z.iso.datetime(),
      requestId: z
        .string()
        .nullable()
        .describe('The id of the request that made the call, the provider’s when it sent x-request-id'),
    }),
  ),
  next: z.string().nullable(),
});
