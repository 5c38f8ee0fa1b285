import type { ZStaffDraw, ZStaffDrawsQuery, ZStaffLotteryGames } from '@platform/contracts/lottery/schemas';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { operatorAccounts } from '../operator/service.ts';
import * as repo from './repo.ts';

type StaffGame = z.input<typeof ZStaffLotteryGames>['games'][number];

export async function staffLotteryGames(
  db: Kysely<DB>,
  merchant: Merchant,
): Promise<z.input<typeof ZStaffLotteryGames>> {
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  const rows = await repo.staffGamesOf(db, merchant.id);
  return {
    games: rows.map((game) => ({
      gameCode: game.code,
      name: game.name,
      family: game.family as StaffGame['family'],
      kind: game.kind,
      prizeMode: game.prize_mode as StaffGame['prizeMode'],
      oddsVersion: game.odds_version,
      minStake: money(game.min_stake),
      maxStake: money(game.max_stake),
      maxStakePerDraw: money(game.max_stake_per_draw),
      enabled: game.enabled,
      intervalSeconds: game.interval_seconds,
      scheduleTimes: game.schedule_times,
      closeSeconds: game.close_seconds,
    })),
  };
}

const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex') : null);

/**
 * The draws of a staff view. The seed is shown only once the draw is drawn, as members see it: until
 * then only its hash, the commitment, is public, so staff can check the reveal against it.
 */
export async function staffLotteryDraws(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffDrawsQuery>,
) {
  const { rows, total } = await repo.staffDrawsPage(db, merchant.id, {
    view: query.view,
    gameCode: query.gameCode,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  const staffIds = rows.flatMap((row) =>
    [row.entered_by, row.approved_by, row.cancel_requested_by, row.cancel_confirmed_by].filter(
      (id): id is bigint => id !== null,
    ),
  );
  const accounts = await operatorAccounts(db, [...new Set(staffIds)]);
  const nameOf = (id: bigint | null) => (id === null ? null : (accounts.get(id) ?? null));
  const items = rows.map((row): z.input<typeof ZStaffDraw> => {
    const isDrawn = row.status === 'drawn' || row.status === 'settled';
    return {
      gameCode: row.game_code,
      gameName: row.game_name,
      kind: row.kind,
      period: row.period,
      status: row.status,
      opensAt: row.opens_at.toISOString(),
      closesAt: row.closes_at.toISOString(),
      drawsAt: row.draws_at.toISOString(),
      seedHash: hex(row.seed_hash),
      seed: isDrawn ? hex(row.seed) : null,
      balls: isDrawn ? row.balls : null,
      bets: Number(row.bets ?? 0),
      stake: formatMinorUnits(BigInt(row.stake ?? 0), merchant.currencyScale),
      result:
        row.result_balls && row.result_source && row.entered_at
          ? {
              balls: row.result_balls,
              source: row.result_source,
              enteredBy: nameOf(row.entered_by),
              enteredAt: row.entered_at.toISOString(),
              approvedBy: nameOf(row.approved_by),
              approvedAt: row.approved_at?.toISOString() ?? null,
            }
          : null,
      cancelRequest:
        row.cancel_reason !== null && row.cancel_requested_at
          ? {
              reason: row.cancel_reason,
              requestedBy: nameOf(row.cancel_requested_by),
              requestedAt: row.cancel_requested_at.toISOString(),
              confirmedBy: nameOf(row.cancel_confirmed_by),
            }
          : null,
    };
  });
  return { items, total, page: query.page, size: query.size };
}
