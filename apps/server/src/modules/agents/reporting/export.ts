import type { ZReportExportQuery } from '@platform/contracts/agents/report-schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import * as csv from './csv.ts';
import * as reports from './reports.ts';

/** An export holds at most this many rows: past it, the range or the account is narrowed. */
const EXPORT_ROWS = 10_000;
const ALL = { offset: 0, limit: EXPORT_ROWS };

/**
 * One of the agent's reports as CSV, every row of the range: the file the agent site exports, and the
 * one staff take from the console, so both hold the same figures.
 */
export async function reportCsv(
  db: Kysely<DB>,
  merchant: Merchant,
  agentId: bigint,
  query: z.output<typeof ZReportExportQuery>,
  language: string,
): Promise<string> {
  switch (query.report) {
    case 'overview':
      return csv.overviewCsv(await reports.overview(db, merchant, agentId, query));
    case 'bets':
      return csv.betsCsv(await reports.bets(db, merchant, agentId, query, ALL, language));
    case 'profit':
      return csv.profitCsv(await reports.profit(db, merchant, agentId, query, ALL));
    case 'transactions':
      return csv.transactionsCsv(await reports.transactions(db, merchant, agentId, query, ALL));
  }
}
