import { getWalkInUpline, openTopAgent, putWalkInUpline } from '@platform/contracts/agents/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import { setWalkInUpline, walkInUplineSetting } from './placement/walk-in.ts';
import * as tree from './tree/tree.ts';

export function agentOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
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
}
