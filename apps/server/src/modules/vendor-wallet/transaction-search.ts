import { formatMinorUnits } from '@platform/contracts/money';
import type { ZVendorCallsQuery, ZVendorTransaction } from '@platform/contracts/vendor-wallet/ops-schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { CsvCell } from '../../platform/csv.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { everyRow, timeFilter } from '../../platform/paging.ts';
import { memberAccounts, memberIdByAccount } from '../identity/directory.ts';
import * as repo from './repo.ts';

type Search = {
  provider?: string | undefined;
  transactionId?: string | undefined;
  roundId?: string | undefined;
  memberAccount?: string | undefined;
  before?: bigint | undefined;
};
type TransactionView = z.input<typeof ZVendorTransaction>;

/** One page of the search; none when the member named does not exist on the brand. */
async function searchPage(
  db: Kysely<DB>,
  merchant: Merchant,
  search: Search,
  limit: number,
): Promise<TransactionView[]> {
  const memberId =
    search.memberAccount === undefined
      ? undefined
      : await memberIdByAccount(db, merchant.id, search.memberAccount);
  if (search.memberAccount !== undefined && memberId === undefined) return [];
  const rows = await repo.transactionsOf(db, merchant.id, { ...search, memberId, limit });
  const accounts = await memberAccounts(db, merchant.id, [
    ...new Set(rows.map(({ member_id }) => member_id)),
  ]);
  return rows.map((row) => ({
    id: String(row.id),
    provider: row.provider_code,
    transactionId: row.transaction_id,
    kind: row.kind,
    amount: formatMinorUnits(row.amount, merchant.currencyScale),
    roundId: row.round_id,
    roundStatus: row.round_status,
    memberAccount: accounts.get(row.member_id) ?? '',
    ledgerTransferId: row.ledger_transfer_id === null ? null : String(row.ledger_transfer_id),
    answer: row.answer as Record<string, unknown>,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The vendor transaction search: by the provider's transaction id, round id, or a member; newest first. */
export async function vendorTransactions(
  db: Kysely<DB>,
  merchant: Merchant,
  search: Search & { limit: number },
) {
  // One row more than the page tells whether there is a next page without a count.
  const rows = await searchPage(db, merchant, search, search.limit + 1);
  const page = rows.slice(0, search.limit);
  return { transactions: page, next: rows.length > search.limit ? (page.at(-1)?.id ?? null) : null };
}

export const VENDOR_CSV_HEADER = [
  'id',
  'at',
  'provider',
  'transactionId',
  'kind',
  'amount',
  'roundId',
  'roundStatus',
  'member',
  'ledgerTransferId',
  'answer',
] as const;

/** The same search as CSV rows, read a page at a time; providers' ids and answers are text, never formulas. */
export async function* vendorTransactionRows(
  db: Kysely<DB>,
  merchant: Merchant,
  search: Search,
): AsyncGenerator<CsvCell[]> {
  for await (const row of everyRow((before, limit) => searchPage(db, merchant, { ...search, before }, limit)))
    yield [
      row.id,
      row.createdAt,
      { text: row.provider },
      { text: row.transactionId },
      row.kind,
      row.amount,
      { text: row.roundId },
      row.roundStatus,
      { text: row.memberAccount },
      row.ledgerTransferId ?? '',
      { text: JSON.stringify(row.answer) },
    ];
}

/** A session token in a call's body is the player's: the log shows that it was there, not what it was. */
function masked(body: string): string {
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object' && 'token' in json)
      return JSON.stringify({ ...(json as Record<string, unknown>), token: '***' });
  } catch {
    // Not JSON: the text as received, which then carries no token field.
  }
  return body.replace(/"token"\s*:\s*"[^"]*"/g, '"token":"***"');
}

const DAY_MS = 86_400_000;

/**
 * The wallet call log, newest first. A text search reads the bodies themselves, so it is bounded to
 * a day's calls (from and to), which the log's time index narrows to.
 */
export async function vendorCalls(db: Kysely<DB>, query: z.output<typeof ZVendorCallsQuery>) {
  const from = timeFilter(query.from);
  const to = timeFilter(query.to);
  if (query.contains !== undefined && !(from && to && to.getTime() - from.getTime() <= DAY_MS && to > from))
    throw new AppError('request.invalid', { issues: [{ path: 'query.contains', code: 'needs.day.range' }] });
  const rows = await repo.callsOf(db, { ...query, from, to, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return {
    calls: page.map((row) => ({
      id: String(row.id),
      provider: row.provider_code,
      operation: row.operation,
      request: masked(row.raw_body),
      signatureValid: row.signature_valid,
      answerCode: row.answer_code,
      httpStatus: row.http_status,
      receivedAt: row.received_at.toISOString(),
      requestId: row.request_id,
    })),
    next: rows.length > query.limit ? String(page.at(-1)?.id) : null,
  };
}
