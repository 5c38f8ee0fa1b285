import {
  listMoneyMessages,
  listPlatformMessages,
  readMoneyMessages,
  readPlatformMessages,
  sendPlatformMessage,
  unreadCount,
} from '@platform/contracts/member-messages/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  type RegisterEndpoint,
  type RegisterOperatorEndpoint,
  requireOfficialMember,
  requireOperator,
} from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as platform from './platform.ts';
import { moneyMessages, readAllMoneyMessages } from './service.ts';

export function memberMessageRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(listMoneyMessages, ({ merchant, session, query }) =>
    moneyMessages(db, merchant, requireOfficialMember(session).memberId, query),
  );
  // Marking messages read changes nothing but their dots: a suspended member reads why, too.
  const whileSuspended = { allowedWhileSuspended: true };
  registerEndpoint(
    readMoneyMessages,
    ({ session }) => readAllMoneyMessages(db, requireOfficialMember(session).memberId),
    whileSuspended,
  );
  const memberOf = (merchant: { id: bigint }, session: Parameters<typeof requireOfficialMember>[0]) => ({
    merchantId: merchant.id,
    memberId: requireOfficialMember(session).memberId,
  });
  registerEndpoint(listPlatformMessages, ({ merchant, session, query }) =>
    platform.platformMessages(db, memberOf(merchant, session), query),
  );
  registerEndpoint(
    readPlatformMessages,
    ({ merchant, session, body }) => platform.readPlatformMessages(db, memberOf(merchant, session), body.ids),
    whileSuspended,
  );
  registerEndpoint(unreadCount, ({ merchant, session }) =>
    platform.unreadCount(db, memberOf(merchant, session)),
  );
}

export function memberMessageOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
): void {
  registerOperatorEndpoint(sendPlatformMessage, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return platform.sendPlatformMessage(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
}
