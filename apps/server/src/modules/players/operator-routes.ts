import * as endpoints from '@platform/contracts/players/endpoints';
import * as limitEndpoints from '@platform/contracts/protection/limit-endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  type OperatorSession,
  type RegisterOperatorEndpoint,
  requireOperator,
} from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { staffBrand } from '../operator/brand-access.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import { askPlayerRealityCheck, playerLimits, tightenPlayerLimit } from './protection-limits.ts';
import * as players from './service.ts';

/** What every 360 call names: the brand and its player. */
type PlayerQuery = { merchant: string; memberId: string };

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

  /** A 360 section's handler: `read` gets the brand's player and the section's own query. */
  const section =
    <Q, R>(read: (db: Kysely<DB>, merchant: Merchant, memberId: bigint, query: Q) => Promise<R>) =>
    async ({ operator, query }: { operator: OperatorSession | undefined; query: Q & PlayerQuery }) =>
      read(db, (await onBrand(operator, query.merchant)).merchant, BigInt(query.memberId), query);
  registerOperatorEndpoint(endpoints.playerLedger, section(players.playerLedger));
  registerOperatorEndpoint(endpoints.playerWithdrawals, section(players.playerWithdrawals));
  registerOperatorEndpoint(endpoints.playerLotteryBets, section(players.playerLotteryBets));
  registerOperatorEndpoint(endpoints.playerMessages, section(players.playerMessages));
  registerOperatorEndpoint(endpoints.playerSessions, section(players.playerSessions));
  registerOperatorEndpoint(endpoints.playerNotes, section(players.playerNotes));
  registerOperatorEndpoint(endpoints.playerPoints, section(players.playerPoints));
  registerOperatorEndpoint(endpoints.playerBets, section(players.playerBets));
  registerOperatorEndpoint(endpoints.playerAudit, section(players.playerAudit));
  registerOperatorEndpoint(endpoints.playerBonuses, section(players.playerBonuses));
  registerOperatorEndpoint(endpoints.playerLinked, section(players.linkedPlayers));
  registerOperatorEndpoint(endpoints.playerDeposits, async ({ operator, query }) =>
    players.playerDeposits(
      db,
      (await onBrand(operator, query.merchant)).merchant,
      gateways,
      BigInt(query.memberId),
      query,
    ),
  );

  registerOperatorEndpoint(limitEndpoints.playerLimits, async ({ operator, query }) =>
    playerLimits(db, (await onBrand(operator, query.merchant)).merchant, BigInt(query.memberId)),
  );
  registerOperatorEndpoint(limitEndpoints.tightenPlayerLimit, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return tightenPlayerLimit(db, staff, merchant, body);
  });
  registerOperatorEndpoint(limitEndpoints.askRealityCheck, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return askPlayerRealityCheck(db, staff, merchant, body);
  });
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
  registerOperatorEndpoint(endpoints.setPlayerLabels, async ({ operator, body }) => {
    const { staff, merchant } = await onBrand(operator, body.merchant);
    return players.setLabels(db, staff, merchant, body);
  });
}
