import { WINNERS_SHOWN, type ZWinners } from '@platform/contracts/games/winners';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { gamesByIds } from '../games/service.ts';
import { maskAccount, memberAccounts } from '../identity/directory.ts';
import * as repo from './repo.ts';

/** The winner board (spec: winner record): the brand's latest real wins, from the rounds played. */
export async function latestWinners(
  db: Kysely<DB>,
  merchant: Merchant,
  language: string,
): Promise<z.input<typeof ZWinners>> {
  const wins = await repo.recentWins(db, merchant.id, WINNERS_SHOWN);
  const [accounts, games] = await Promise.all([
    memberAccounts(db, merchant.id, [...new Set(wins.map(({ member_id }) => member_id))]),
    gamesByIds(db, [...new Set(wins.map(({ game_id }) => game_id))], language),
  ]);
  return wins.map((win) => ({
    player: maskAccount(accounts.get(win.member_id) ?? ''),
    gameName: games.get(win.game_id)?.name ?? '',
    prize: formatMinorUnits(win.win, merchant.currencyScale),
    wonAt: (win.closed_at ?? new Date(0)).toISOString(),
  }));
}
