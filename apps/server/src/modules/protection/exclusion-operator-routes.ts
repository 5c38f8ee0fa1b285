import {
  getExclusionRegister,
  getPlayerExclusions,
  putExclusionRegisterSource,
  uploadExclusionRegister,
} from '@platform/contracts/protection/exclusion-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import type { SecretBox } from '../system/secrets.ts';
import { exclusionHistory } from './exclusion.ts';
import * as register from './register.ts';

export function exclusionOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  secrets: SecretBox,
): void {
  registerOperatorEndpoint(getPlayerExclusions, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    return exclusionHistory(db, merchant, BigInt(query.memberId), new Date());
  });
  registerOperatorEndpoint(getExclusionRegister, async ({ operator, query }) => {
    const merchant = await staffBrand(db, requireOperator(operator), query.merchant);
    return register.registerStatus(db, merchant.id, new Date());
  });
  registerOperatorEndpoint(putExclusionRegisterSource, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    return register.setRegisterSource(db, secrets, staff, merchant, body, new Date());
  });
  // A register file of a few hundred thousand lines.
  registerOperatorEndpoint(
    uploadExclusionRegister,
    async ({ operator, body }) => {
      const staff = requireOperator(operator);
      const merchant = await staffBrand(db, staff, body.merchant);
      return register.uploadRegisterFile(db, staff, merchant, body.csv, new Date());
    },
    { bodyLimit: 6 * 1024 * 1024 },
  );
}
