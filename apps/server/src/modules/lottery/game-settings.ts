import type { ZGameSettings, ZGameSettingsBody } from '@platform/contracts/lottery/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import * as repo from './repo.ts';

function amountOr(text: string | undefined, current: bigint, scale: number): bigint {
  if (text === undefined) return current;
  const amount = parseMoney(text, scale);
  if (amount === null || amount === 0n) throw new AppError('lottery.stake.limit');
  return amount;
}

/**
 * Staff change a game's prize mode, stake limits or availability. Another prize mode means other odds:
 * the odds version moves on, and a slip made on what the member saw before is refused.
 */
export async function setGameSettings(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZGameSettingsBody>,
): Promise<z.input<typeof ZGameSettings>> {
  return db.transaction().execute(async (trx) => {
    const game = await repo.gameForUpdate(trx, merchant.id, body.gameCode);
    if (!game) throw new AppError('lottery.game.unknown');
    const scale = merchant.currencyScale;
    const prizeMode = body.prizeMode ?? game.prize_mode;
    const settings = {
      prizeMode,
      oddsVersion: game.odds_version + (prizeMode === game.prize_mode ? 0 : 1),
      minStake: amountOr(body.minStake, game.min_stake, scale),
      maxStake: amountOr(body.maxStake, game.max_stake, scale),
      maxStakePerDraw: amountOr(body.maxStakePerDraw, game.max_stake_per_draw, scale),
      enabled: body.enabled ?? game.enabled,
    };
    if (settings.minStake > settings.maxStake || settings.maxStake > settings.maxStakePerDraw)
      throw new AppError('lottery.stake.limit');
    await repo.updateGame(trx, game.id, settings);
    await recordStaffAction(trx, staff, {
      action: 'lottery.game.settings',
      merchantId: merchant.id,
      subject: `lottery_game:${game.id}`,
      detail: {
        gameCode: game.code,
        ...settings,
        minStake: String(settings.minStake),
        maxStake: String(settings.maxStake),
        maxStakePerDraw: String(settings.maxStakePerDraw),
      },
    });
    const money = (amount: bigint) => formatMinorUnits(amount, scale);
    return {
      gameCode: game.code,
      prizeMode: settings.prizeMode as z.input<typeof ZGameSettings>['prizeMode'],
      oddsVersion: settings.oddsVersion,
      minStake: money(settings.minStake),
      maxStake: money(settings.maxStake),
      maxStakePerDraw: money(settings.maxStakePerDraw),
      enabled: settings.enabled,
    };
  });
}
