import {
  closeJackpot,
  createJackpot,
  fundJackpot,
  listStaffJackpots,
  putJackpotRules,
} from '@platform/contracts/jackpots/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as staffJackpots from './staff.ts';

export function jackpotOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  registerOperatorEndpoint(listStaffJackpots, async ({ operator, query }) =>
    staffJackpots.staffJackpots(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  registerOperatorEndpoint(createJackpot, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return staffJackpots.createJackpot(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(putJackpotRules, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return staffJackpots.setJackpotRules(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(fundJackpot, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return staffJackpots.fundJackpot(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(closeJackpot, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return staffJackpots.closeJackpot(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
}
