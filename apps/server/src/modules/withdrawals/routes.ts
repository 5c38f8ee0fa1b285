import {
  bindBankAccount,
  confirmWithdrawal,
  listBankAccounts,
  listWithdrawals,
  requestWithdrawal,
  uploadProof,
} from '@platform/contracts/withdrawals/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { registerCallbackRoute } from '../payments/callback-route.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import { payoutCallback, payoutCallbackPath } from './payouts.ts';
import * as withdrawals from './service.ts';

export function withdrawalRoutes(
  registerEndpoint: RegisterEndpoint,
  db: Kysely<DB>,
  storage: FileStorage,
  { attemptsPerMinute }: { attemptsPerMinute: number },
): void {
  registerEndpoint(listBankAccounts, ({ merchant, session }) =>
    withdrawals.bankAccounts(db, merchant, requireOfficialMember(session).memberId),
  );
  // Taking money out stays open to a suspended member: suspension stops money going in and play.
  const whileSuspended = { allowedWhileSuspended: true };
  // Both check the payment password: as tightly limited per address as a login.
  registerEndpoint(
    bindBankAccount,
    ({ merchant, session, body }) =>
      withdrawals.bindBankAccount(db, merchant, requireOfficialMember(session).memberId, body),
    { perMinutePerAddress: attemptsPerMinute, ...whileSuspended },
  );
  registerEndpoint(
    requestWithdrawal,
    ({ merchant, session, body }) =>
      withdrawals.requestWithdrawal(db, merchant, requireOfficialMember(session).memberId, body),
    { perMinutePerAddress: attemptsPerMinute, ...whileSuspended },
  );
  registerEndpoint(listWithdrawals, ({ merchant, session, query }) =>
    withdrawals.memberWithdrawals(db, merchant, requireOfficialMember(session).memberId, query),
  );
  registerEndpoint(
    uploadProof,
    ({ merchant, session, body }) =>
      withdrawals.uploadProof(db, storage, merchant, requireOfficialMember(session).memberId, body),
    whileSuspended,
  );
  registerEndpoint(
    confirmWithdrawal,
    ({ merchant, session, body }) =>
      withdrawals.confirmWithdrawal(db, merchant, requireOfficialMember(session).memberId, body),
    whileSuspended,
  );
}

/** Gateways' callbacks about payouts, at payoutCallbackPath: open in maintenance, as payouts settle regardless. */
export function payoutCallbackRoutes(app: FastifyInstance, db: Kysely<DB>, gateways: PaymentGateways): void {
  registerCallbackRoute(app, payoutCallbackPath(':gateway'), (gateway, request) =>
    payoutCallback(db, gateways, gateway, request),
  );
}
