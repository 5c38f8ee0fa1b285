import {
  createDeposit,
  listDepositMethods,
  listDeposits,
  sandboxCallback,
} from '@platform/contracts/deposits/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import type { PaymentGateways } from './gateways.ts';
import * as deposits from './service.ts';

export function depositRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  gateways: PaymentGateways,
): void {
  registerEndpoint(listDepositMethods, ({ merchant, session }) => {
    requireOfficialMember(session);
    return deposits.depositMethods(db, merchant, gateways);
  });
  registerEndpoint(createDeposit, ({ merchant, session, body }) =>
    deposits.createDeposit(db, merchant, gateways, requireOfficialMember(session).memberId, body),
  );
  registerEndpoint(listDeposits, ({ merchant, session, query }) =>
    deposits.memberDeposits(db, merchant, gateways, requireOfficialMember(session).memberId, query),
  );
  registerEndpoint(
    sandboxCallback,
    ({ merchant, request, body }) => {
      const signature = request.headers['x-signature'];
      return deposits.gatewayCallback(
        db,
        merchant,
        gateways,
        'sandbox',
        body,
        typeof signature === 'string' ? signature : '',
      );
    },
    { openInMaintenance: true },
  );
}
