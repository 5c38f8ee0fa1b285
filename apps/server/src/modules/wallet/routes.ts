import {
  getWalletBalance,
  listRecords,
  recordsSummary,
  walletTransfer,
} from '@platform/contracts/wallet/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireOfficialMember } from '../../platform/endpoint.ts';
import { memberRecords, memberSummary } from './records.ts';
import { transferBetweenWallets, walletBalance } from './service.ts';

export function walletRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  // A demo account holds no money: it is told to register or log in to an official account.
  registerEndpoint(getWalletBalance, ({ merchant, session }) =>
    walletBalance(db, merchant, requireOfficialMember(session).memberId),
  );
  registerEndpoint(walletTransfer, ({ merchant, session, body }) =>
    transferBetweenWallets(db, merchant, requireOfficialMember(session), body),
  );
  registerEndpoint(listRecords, ({ merchant, session, query }) =>
    memberRecords(db, merchant, requireOfficialMember(session).memberId, query),
  );
  registerEndpoint(recordsSummary, ({ merchant, session, query }) =>
    memberSummary(db, merchant, requireOfficialMember(session).memberId, query),
  );
}
