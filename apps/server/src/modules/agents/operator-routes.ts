import { Readable } from 'node:stream';
import { getWalkInUpline, openTopAgent, putWalkInUpline } from '@platform/contracts/agents/endpoints';
import {
  agentBetsReport,
  agentContracts,
  agentOverviewReport,
  agentProfile,
  agentProfitReport,
  agentTransactionsReport,
  agentTransfers,
  agentTree,
  exportAgentReport,
  settlementRunLines,
} from '@platform/contracts/agents/operator-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { recordStaffAction } from '../audit/service.ts';
import { staffBrand } from '../operator/brand-access.ts';
import { staffContracts } from './contracts/contracts.ts';
import { setWalkInUpline, walkInUplineSetting } from './placement/walk-in.ts';
import { reportCsv } from './reporting/export.ts';
import * as reports from './reporting/reports.ts';
import { runLines } from './settlement/views.ts';
import { agentTransfers as transfersOf } from './transfers/transfers.ts';
import * as tree from './tree/tree.ts';

export function agentOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  /** The brand the staff may act on, and the agent of it the call names. */
  const brandAgent = async (
    operator: OperatorSession | undefined,
    ref: { merchant: string; memberId: string },
  ) => {
    const merchant = await staffBrand(db, requireOperator(operator), ref.merchant);
    return { merchant, agentId: await tree.requireStaffAgent(db, merchant, ref.memberId) };
  };
  registerOperatorEndpoint(openTopAgent, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return tree.openTopAgent(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(getWalkInUpline, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    return walkInUplineSetting(db, await staffBrand(db, staff, query.merchant));
  });
  registerOperatorEndpoint(putWalkInUpline, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return setWalkInUpline(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(agentTree, async ({ operator, query }) =>
    tree.staffTree(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(agentProfile, async ({ operator, query }) =>
    tree.staffAgent(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(agentContracts, async ({ operator, query }) => {
    const { merchant, agentId } = await brandAgent(operator, query);
    return staffContracts(db, merchant, agentId, query);
  });
  registerOperatorEndpoint(settlementRunLines, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    const agentId =
      query.memberId === undefined ? undefined : await tree.requireStaffAgent(db, merchant, query.memberId);
    return runLines(db, merchant, query, agentId);
  });
  registerOperatorEndpoint(agentTransfers, async ({ operator, query }) => {
    const { merchant, agentId } = await brandAgent(operator, query);
    return transfersOf(db, merchant, agentId, query);
  });
  registerOperatorEndpoint(agentOverviewReport, async ({ operator, query }) => {
    const { merchant, agentId } = await brandAgent(operator, query);
    return reports.overview(db, merchant, agentId, query);
  });
  registerOperatorEndpoint(agentProfitReport, async ({ operator, query }) => {
    const { merchant, agentId } = await brandAgent(operator, query);
    return reports.profit(db, merchant, agentId, query, reports.pageOf(query));
  });
  registerOperatorEndpoint(agentBetsReport, async ({ operator, query }) => {
    const { merchant, agentId } = await brandAgent(operator, query);
    return reports.bets(db, merchant, agentId, query, reports.pageOf(query), merchant.defaultLanguage);
  });
  registerOperatorEndpoint(agentTransactionsReport, async ({ operator, query }) => {
    const { merchant, agentId } = await brandAgent(operator, query);
    return reports.transactions(db, merchant, agentId, query, reports.pageOf(query));
  });
  registerOperatorEndpoint.csv(exportAgentReport, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    const { merchant, agentId } = await brandAgent(staff, query);
    const text = await reportCsv(db, merchant, agentId, query, merchant.defaultLanguage);
    // The downline's accounts and money leave the platform in this file: who took which is recorded.
    await recordStaffAction(db, staff, {
      action: 'agents.reports.export',
      merchantId: merchant.id,
      subject: `member:${agentId}`,
      detail: query,
    });
    return {
      // Built from the validated report name, ids and ISO dates only.
      filename: `agent-${query.memberId}-${query.report}-${query.from}-${query.to}.csv`,
      body: Readable.from([text]),
    };
  });
}
