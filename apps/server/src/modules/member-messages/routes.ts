import { listMoneyMessages, readMoneyMessages } from '@platform/contracts/member-messages/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import { moneyMessages, readAllMoneyMessages } from './service.ts';

export function memberMessageRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(listMoneyMessages, ({ merchant, session, query }) =>
    moneyMessages(db, merchant, requireOfficialMember(session).memberId, query),
  );
  registerEndpoint(readMoneyMessages, ({ session }) =>
    readAllMoneyMessages(db, requireOfficialMember(session).memberId),
  );
}
