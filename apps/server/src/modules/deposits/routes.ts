import {
  createDeposit,
  listDepositMethods,
  listDeposits,
  sandboxCallback,
} from '@platform/contracts/deposits/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import * as deposits from './service.ts';

export function depositRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(listDepositMethods, ({ merchant, session }) => {
    requireOfficialMember(session);
    return deposits.depositMethods(db, merchant);
  });
  registerEndpoint(createDeposit, ({ merchant, session, body }) =>
    deposits.createDeposit(db, merchant, requireOfficialMember(session).memberId, body),
  );
  registerEndpoint(listDeposits, ({ merchant, session, query }) =>
    deposits.memberDeposits(db, merchant, requireOfficialMember(session).memberId, query),
  );
  registerEndpoint(
    sandboxCallback,
    ({ merchant, request, body }) => {
      const signature = request.headers['x-signature'];
      return deposits.gatewayCallback(
        db,
        merchant,
        'sandbox',
        body,
        typeof signature === 'string' ? signature : '',
      );
    },
    { openInMaintenance: true },
  );
}
