import * as endpoints from '@platform/contracts/players/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  type OperatorSession,
  type RegisterOperatorEndpoint,
  requireOperator,
} from '../../platform/endpoint.ts';
import type { PaymentGateways } from '../deposits/gateways.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as players from './service.ts';

export function playerOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  gateways: PaymentGateways,
): void {
  /** Every call names its brand: the staff member and that brand, if theirs to act on. */
  const onBrand = async (operator: OperatorSession | undefined, code: string) => {
    const staff = requireOperator(operator);
    return { staff, merchant: await staffBrand(db, staff, code) };
  };

  registerOperatorEndpoint(endpoints.searchPlayers, async ({ operator, query }) =>
    players.searchPlayers(db, (await onBrand(operator, query.merchant)).merchant, query),
  );
  registerOperatorEndpoint(endpoints.listSavedFilters, async ({ operator, query }) => {
    const { staff, merchant } = await onBrand(operator, query.merchant);
    return players.savedFilters(db, staff, merchant);
  });
  registerOperatorEndpoint(endpoints.saveFilter, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return players.saveFilter(db, staff, merchant, body);
  });
  registerOperatorEndpoint(endpoints.deleteFilter, async ({ operator, query }) => {
    const { staff, merchant } = await onBrand(operator, query.merchant);
    await players.deleteFilter(db, staff, merchant, query.id);
    return { done: true as const };
  });
  registerOperatorEndpoint(endpoints.playerDetail, async ({ operator, query }) => {
    const { staff, merchant } = await onBrand(operator, query.merchant);
    return players.playerDetail(db, staff, merchant, BigInt(query.memberId));
  });

  // The 360's sections: each reads one player of the brand, with the section's own query.
  const sections = [
    [endpoints.playerWithdrawals, players.playerWithdrawals],
    [endpoints.playerMessages, players.playerMessages],
    [endpoints.playerSessions, players.playerSessions],
    [endpoints.playerNotes, players.playerNotes],
    [endpoints.playerPoints, players.playerPoints],
  ] as const;
  for (const [endpoint, read] of sections)
    registerOperatorEndpoint(endpoint, async ({ operator, query }) =>
      read(db, (await onBrand(operator, query.merchant)).merchant, BigInt(query.memberId), query),
    );
  registerOperatorEndpoint(endpoints.playerLedger, async ({ operator, query }) =>
    players.playerLedger(
      db,
      (await onBrand(operator, query.merchant)).merchant,
      BigInt(query.memberId),
      query,
    ),
  );
  registerOperatorEndpoint(endpoints.playerLotteryBets, async ({ operator, query }) =>
    players.playerLotteryBets(
      db,
      (await onBrand(operator, query.merchant)).merchant,
      BigInt(query.memberId),
      query,
    ),
  );
  registerOperatorEndpoint(endpoints.playerBets, async ({ operator, query }) =>
    players.playerBets(db, (await onBrand(operator, query.merchant)).merchant, BigInt(query.memberId), query),
  );
  registerOperatorEndpoint(endpoints.playerAudit, async ({ operator, query }) =>
    players.playerAudit(
      db,
      (await onBrand(operator, query.merchant)).merchant,
      BigInt(query.memberId),
      query,
    ),
  );
  registerOperatorEndpoint(endpoints.playerBonuses, async ({ operator, query }) =>
    players.playerBonuses(db, (await onBrand(operator, query.merchant)).merchant, BigInt(query.memberId)),
  );
  registerOperatorEndpoint(endpoints.playerLinked, async ({ operator, query }) =>
    players.linkedPlayers(db, (await onBrand(operator, query.merchant)).merchant, BigInt(query.memberId)),
  );
  registerOperatorEndpoint(endpoints.playerDeposits, async ({ operator, query }) =>
    players.playerDeposits(
      db,
      (await onBrand(operator, query.merchant)).merchant,
      gateways,
      BigInt(query.memberId),
      query,
    ),
  );

  registerOperatorEndpoint(endpoints.setPlayerStatus, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return players.setPlayerStatus(db, staff, merchant, body);
  });
  registerOperatorEndpoint(endpoints.endPlayerSessions, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return players.sessionAction(db, staff, merchant, 'player.sessions.end', body);
  });
  registerOperatorEndpoint(endpoints.forcePasswordReset, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return players.sessionAction(db, staff, merchant, 'player.password.reset', body);
  });
  registerOperatorEndpoint(endpoints.messagePlayer, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return players.messagePlayer(db, staff, merchant, body);
  });
  registerOperatorEndpoint(endpoints.addPlayerNote, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return players.addNote(db, staff, merchant, body);
  });
  registerOperatorEndpoint(endpoints.setPlayerTags, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return players.setTags(db, staff, merchant, body);
  });
}
