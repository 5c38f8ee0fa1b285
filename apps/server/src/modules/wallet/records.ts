import { formatMinorUnits } from '@platform/contracts/money';
import {
  RECORD_TYPES,
  type RecordType,
  type WithdrawalRecordState,
  type ZRecords,
  type ZRecordsQuery,
  type ZRecordsSummary,
  type ZRecordsSummaryQuery,
} from '@platform/contracts/wallet/schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { gmt8DayRange } from '../../platform/gmt8-range.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { memberHistory, memberMainTotals, transfersTaken } from '../ledger/service.ts';
import { RECORD_KINDS, recordTypeOf } from './record-types.ts';

const MAX_DAYS = 90;
/** The account record (transactionHistory): days are GMT+8 days, `to` included, 90 days at most. */
export async function memberRecords(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: z.output<typeof ZRecordsQuery>,
): Promise<z.input<typeof ZRecords>> {
  const { from, until } = gmt8DayRange(query, MAX_DAYS);
  const { entries, total } = await memberHistory(
    db,
    {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
      kinds: query.type ? RECORD_KINDS[query.type] : undefined,
      from,
      until,
      hideHeldOf: ['withdrawal.'],
    },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  const states = await withdrawalStates(db, merchant, entries);
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    total,
    records: entries.map((entry) => {
      const withdrawal = states.get(entry.id);
      return {
        id: String(entry.id),
        type: recordTypeOf(entry.kind),
        wallet: entry.wallet,
        amount: money(entry.amount),
        balanceAfter: money(entry.balanceAfter),
        createdAt: entry.at.toISOString(),
        ...(withdrawal ? { withdrawal } : {}),
      };
    }),
  };
}

/** What a withdrawal's later transfer makes of it; the withdrawals module keys them `withdrawal:<id>:<step>`. */
const DECIDED: [step: string, state: WithdrawalRecordState][] = [
  ['pay', 'paid'],
  ['reject', 'rejected'],
];
const SETTLED: Record<string, WithdrawalRecordState> = {
  'withdrawal.release': 'returned',
  'withdrawal.refund': 'refunded',
};

/**
 * Where each withdrawal of the page stands, by entry: the money held for it is left out of the
 * record (`hideHeldOf`), so its line in the main wallet carries what became of it.
 */
async function withdrawalStates(
  db: Kysely<DB>,
  merchant: Merchant,
  entries: { id: bigint; kind: string; memo: Record<string, unknown> }[],
): Promise<Map<bigint, WithdrawalRecordState>> {
  const holds = entries.flatMap((entry) =>
    entry.kind === 'withdrawal.hold' && typeof entry.memo.withdrawalId === 'string'
      ? [{ entry: entry.id, withdrawalId: entry.memo.withdrawalId }]
      : [],
  );
  const taken = await transfersTaken(
    db,
    merchant.id,
    holds.flatMap(({ withdrawalId }) => DECIDED.map(([step]) => `withdrawal:${withdrawalId}:${step}`)),
  );
  const states = new Map<bigint, WithdrawalRecordState>();
  for (const { entry, withdrawalId } of holds)
    states.set(
      entry,
      DECIDED.find(([step]) => taken.has(`withdrawal:${withdrawalId}:${step}`))?.[1] ?? 'processing',
    );
  for (const entry of entries) {
    const settled = SETTLED[entry.kind];
    if (settled) states.set(entry.id, settled);
  }
  return states;
}

/**
 * Profit and loss (personalProfit): the main wallet's movements over the range by type, and the net
 * change. Game results join it with the games (issue 6), as bets and wins moving the same wallets.
 */
export async function memberSummary(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: z.output<typeof ZRecordsSummaryQuery>,
): Promise<z.input<typeof ZRecordsSummary>> {
  const { from, until } = gmt8DayRange(query, MAX_DAYS);
  const rows = await memberMainTotals(db, {
    merchantId: merchant.id,
    memberId,
    currency: merchant.currency,
    kinds: undefined,
    from,
    until,
  });
  const totals = Object.fromEntries(RECORD_TYPES.map((type) => [type, 0n])) as Record<RecordType, bigint>;
  for (const { kind, total } of rows) {
    const type = recordTypeOf(kind);
    if (type !== 'other') totals[type] += total;
  }
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    totals: Object.fromEntries(RECORD_TYPES.map((type) => [type, money(totals[type])])) as Record<
      RecordType,
      string
    >,
    net: money(rows.reduce((sum, { total }) => sum + total, 0n)),
  };
}
