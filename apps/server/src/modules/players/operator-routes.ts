import * as endpoints from '@platform/contracts/players/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import type { PaymentGateways } from '../deposits/gateways.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as players from './service.ts';

export function playerOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  gateways: PaymentGateways,
): void {
  registerOperatorEndpoint(endpoints.searchPlayers, async ({ operator, query }) =>
    players.searchPlayers(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(endpoints.listSavedFilters, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    return players.savedFilters(db, staff, await staffBrand(db, staff, query.merchant));
  });
  registerOperatorEndpoint(endpoints.saveFilter, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return players.saveFilter(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(endpoints.deleteFilter, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    await players.deleteFilter(db, staff, await staffBrand(db, staff, query.merchant), query.id);
    return { done: true as const };
  });
  registerOperatorEndpoint(endpoints.playerDetail, async ({ operator, query }) => {
    const staff = requireOperator(operator);
    return players.playerDetail(
      db,
      staff,
      await staffBrand(db, staff, query.merchant),
      BigInt(query.memberId),
    );
  });
  const sections = [
    [endpoints.playerLedger, players.playerLedger],
    [endpoints.playerWithdrawals, players.playerWithdrawals],
    [endpoints.playerLotteryBets, players.playerLotteryBets],
    [endpoints.playerMessages, players.playerMessages],
    [endpoints.playerSessions, players.playerSessions],
    [endpoints.playerNotes, players.playerNotes],
    [endpoints.playerPoints, players.playerPoints],
  ] as const;
  for (const [endpoint, read] of sections)
    registerOperatorEndpoint(endpoint, async ({ operator, query }) =>
      read(
        db,
        await staffBrand(db, requireOperator(operator), query.merchant),
        BigInt(query.memberId),
        query,
      ),
    );
  registerOperatorEndpoint(endpoints.playerDeposits, async ({ operator, query }) =>
    players.playerDeposits(
      db,
      await staffBrand(db, requireOperator(operator), query.merchant),
      gateways,
      BigInt(query.memberId),
      query,
    ),
  );
  registerOperatorEndpoint(endpoints.playerBets, async ({ operator, query }) =>
    players.playerBets(
      db,
      await staffBrand(db, requireOperator(operator), query.merchant),
      BigInt(query.memberId),
      query,
    ),
  );
  registerOperatorEndpoint(endpoints.playerBonuses, async ({ operator, query }) =>
    players.playerBonuses(
      db,
      await staffBrand(db, requireOperator(operator), query.merchant),
      BigInt(query.memberId),
    ),
  );
  registerOperatorEndpoint(endpoints.playerLinked, async ({ operator, query }) =>
    players.linkedPlayers(
      db,
      await staffBrand(db, requireOperator(operator), query.merchant),
      BigInt(query.memberId),
    ),
  );
  registerOperatorEndpoint(endpoints.playerAudit, async ({ operator, query }) =>
    players.playerAudit(
      db,
      await staffBrand(db, requireOperator(operator), query.merchant),
      BigInt(query.memberId),
      query,
    ),
  );
  registerOperatorEndpoint(endpoints.setPlayerStatus, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return players.setPlayerStatus(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(endpoints.endPlayerSessions, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return players.sessionAction(
      db,
      staff,
      await staffBrand(db, staff, body.merchant),
      'player.sessions.end',
      body,
    );
  });
  registerOperatorEndpoint(endpoints.forcePasswordReset, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return players.sessionAction(
      db,
      staff,
      await staffBrand(db, staff, body.merchant),
      'player.password.reset',
      body,
    );
  });
  registerOperatorEndpoint(endpoints.messagePlayer, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return players.messagePlayer(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(endpoints.addPlayerNote, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return players.addNote(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(endpoints.setPlayerTags, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return players.setTags(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
}
