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
import { reportCsv } from './export.ts';
import * as reports from './reports.ts';

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
      const text = await reportCsv(
        db,
        merchant,
        agentOf(session),
        query,
        memberLanguageOf(request, merchant),
      );
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
