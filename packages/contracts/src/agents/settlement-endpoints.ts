import { defineEndpoint } from '../endpoint.ts';
import { ZOfferBody } from './contract-schemas.ts';
import * as routes from './settlement-routes.ts';
import {
  ZPayPreview,
  ZSettlementRerun,
  ZSettlementRerunBody,
  ZSettlementRuns,
  ZSettlementRunsQuery,
  ZSettlements,
  ZSettlementsQuery,
} from './settlement-schemas.ts';

export const listSettlements = defineEndpoint(routes.listSettlements, {
  tag: 'agents',
  summary:
    "The agent's salary and dividend payouts (my income; with kind: dividend record, daily wages, hourly salary), newest first",
  query: ZSettlementsQuery,
  value: ZSettlements,
});

export const previewContractPay = defineEndpoint(routes.previewContractPay, {
  tag: 'agents',
  summary:
    'Before offering: what the contract would have paid over the last finished period, and which downline contracts signing it ends',
  body: ZOfferBody,
  value: ZPayPreview,
});

export const listSettlementRuns = defineEndpoint(routes.listSettlementRuns, {
  tag: 'operator',
  summary: "The settlement periods a brand's run finished, with what each paid",
  query: ZSettlementRunsQuery,
  value: ZSettlementRuns,
  permission: 'agents.settlements.read',
});

export const rerunSettlement = defineEndpoint(routes.rerunSettlement, {
  tag: 'operator',
  summary: 'Settles a finished period again: pays only the contracts it missed, never one twice; audited',
  body: ZSettlementRerunBody,
  value: ZSettlementRerun,
  permission: 'agents.settlements.rerun',
});
