import {
  approveLotteryResult,
  cancelLotteryDraw,
  enterLotteryResult,
  importLotteryResults,
  setLotteryGame,
  staffLotteryDraws,
  staffLotteryGames,
} from '@platform/contracts/lottery/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import { staffBrand } from '../operator/brand-access.ts';
import { setGameSettings } from './game-settings.ts';
import type { LotteryLive } from './live.ts';
import { approveResult, cancelDrawByStaff, enterResult, importResults } from './results.ts';
import { staffLotteryDraws as drawsForStaff, staffLotteryGames as gamesForStaff } from './staff-reads.ts';

export function lotteryOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  { live }: { live: LotteryLive },
): void {
  const publishChange = () => live.publish();
  registerOperatorEndpoint(enterLotteryResult, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    await enterResult(db, staff, merchant.id, body);
    return { done: true as const };
  });
  registerOperatorEndpoint(approveLotteryResult, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    await approveResult(db, staff, merchant.id, body, new Date(), publishChange);
    return { done: true as const };
  });
  registerOperatorEndpoint(importLotteryResults, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    return { imported: await importResults(db, staff, merchant.id, body.results) };
  });
  registerOperatorEndpoint(cancelLotteryDraw, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    const merchant = await staffBrand(db, staff, body.merchant);
    return cancelDrawByStaff(db, staff, merchant.id, body, new Date(), publishChange);
  });
  registerOperatorEndpoint(staffLotteryGames, async ({ operator, query }) =>
    gamesForStaff(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  registerOperatorEndpoint(staffLotteryDraws, async ({ operator, query }) =>
    drawsForStaff(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(setLotteryGame, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return setGameSettings(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
}
