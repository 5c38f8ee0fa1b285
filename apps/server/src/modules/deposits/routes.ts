import { createDeposit, listDepositMethods, listDeposits } from '@platform/contracts/deposits/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import { registerCallbackRoute } from '../payments/callback-route.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
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
}

/** Gateways' callbacks about deposits, at depositCallbackPath: open in maintenance, as money arrives regardless. */
export function depositCallbackRoutes(app: FastifyInstance, db: Kysely<DB>, gateways: PaymentGateways): void {
  registerCallbackRoute(app, deposits.depositCallbackPath(':gateway'), (gateway, request) =>
    deposits.gatewayCallback(db, gateways, gateway, request),
  );
}
