import { openTopAgent } from '@platform/contracts/agents/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as tree from './tree.ts';

export function agentOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  registerOperatorEndpoint(openTopAgent, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return tree.openTopAgent(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
}
