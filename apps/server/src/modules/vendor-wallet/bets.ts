import type { ZBets, ZBetsQuery } from '@platform/contracts/games/bets';
import { formatMinorUnits } from '@platform/contracts/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { gamesByIds } from '../games/service.ts';
import type { Merchant } from '../system/merchant.ts';
import * as repo from './repo.ts';

const MAX_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * The betting record (personalHistoryCopy): the member's rounds opened in a GMT+8 day range (`to`
 * included, 90 days at most), newest first, each as the wallet calls told it, with the range's totals.
 */
export async function memberBets(
  db: Kysely<DB>,
  merchant: Merchant,
  memberId: bigint,
  query: z.output<typeof ZBetsQuery>,
  language: string,
): Promise<z.input<typeof ZBets>> {
  const from = new Date(`${query.from}T00:00:00+08:00`);
  const until = new Date(new Date(`${query.to}T00:00:00+08:00`).getTime() + DAY_MS);
  const days = (until.getTime() - from.getTime()) / DAY_MS;
  if (days < 1 || days > MAX_DAYS)
    throw new AppError('records.range.invalid', { params: { days: MAX_DAYS } });
  const filter = { merchantId: merchant.id, memberId, from, until };
  const [rounds, totals] = await Promise.all([
    repo.memberRounds(db, filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    repo.memberRoundTotals(db, filter),
  ]);
  const games = await gamesByIds(db, [...new Set(rounds.map(({ game_id }) => game_id))], language);
  const money = (amount: bigint) => formatMinorUnits(amount, merchant.currencyScale);
  return {
    total: totals.count,
    totals: {
      stake: money(totals.stake),
      win: money(totals.win),
      profit: money(totals.win + totals.refunded - totals.stake),
    },
    bets: rounds.map((round) => {
      const game = games.get(round.game_id);
      return {
        id: String(round.id),
        roundId: round.round_id,
        gameName: game?.name ?? '',
        vendorCode: game?.vendorCode ?? '',
        stake: money(round.stake),
        win: money(round.win),
        profit: money(round.win + round.refunded - round.stake),
        status: round.status,
        openedAt: round.opened_at.toISOString(),
        closedAt: round.closed_at?.toISOString() ?? null,
      };
    }),
  };
}
