import {
  exportReport,
  teamBets,
  teamOverview,
  teamProfit,
  teamTransactions,
} from '@platform/contracts/agents/report-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember, type Session } from '../../../platform/endpoint.ts';
import { memberLanguageOf } from '../../../platform/language.ts';
import { requireAgent } from '../tree/tree.ts';
import * as csv from './csv.ts';
import * as reports from './reports.ts';

/** An export holds at most this many rows: past it, the agent narrows the range or the account. */
const EXPORT_ROWS = 10_000;
const ALL = { offset: 0, limit: EXPORT_ROWS };
const agentOf = (session: Session | undefined) => requireAgent(requireOfficialMember(session));

export function agentReportRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(teamOverview, ({ merchant, session, query }) =>
    reports.overview(db, merchant, agentOf(session), query),
  );
  registerEndpoint(teamBets, ({ request, merchant, session, query }) =>
    reports.bets(
      db,
      merchant,
      agentOf(session),
      query,
      reports.pageOf(query),
      memberLanguageOf(request, merchant),
    ),
  );
  registerEndpoint(teamProfit, ({ merchant, session, query }) =>
    reports.profit(db, merchant, agentOf(session), query, reports.pageOf(query)),
  );
  registerEndpoint(teamTransactions, ({ merchant, session, query }) =>
    reports.transactions(db, merchant, agentOf(session), query, reports.pageOf(query)),
  );
  registerEndpoint(
    exportReport,
    async ({ request, reply, merchant, session, query }) => {
      const agentId = agentOf(session);
      const text = await (async () => {
        switch (query.report) {
          case 'overview':
            return csv.overviewCsv(await reports.overview(db, merchant, agentId, query));
          case 'bets':
            return csv.betsCsv(
              await reports.bets(db, merchant, agentId, query, ALL, memberLanguageOf(request, merchant)),
            );
          case 'profit':
            return csv.profitCsv(await reports.profit(db, merchant, agentId, query, ALL));
          case 'transactions':
            return csv.transactionsCsv(await reports.transactions(db, merchant, agentId, query, ALL));
        }
      })();
      // The name is built from the validated report name and ISO dates only.
      reply.header(
        'content-disposition',
        `attachment; filename="agent-${query.report}-${query.from}-${query.to}.csv"`,
      );
      return text;
    },
    { answersCsv: true },
  );
}
