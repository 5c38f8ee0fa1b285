import type { GameCategory } from '@platform/contracts/games/categories';
import type { GameListParams } from '../api/game-queries.ts';

/** Tiles per page of a lobby: whole rows of six, four, three and two. */
export const GAMES_PER_PAGE = 24;

/** The spec's slot filter hint: minimum bet 0.1, 25 or more lines. */
const SLOT_FILTER = { maxMinBet: '0.1', minLines: 25 } as const;

type LobbyChoice = {
  categoryId: GameCategory | undefined;
  /** The seamless lobby's games: those of vendors on the seamless wallet, of every category. */
  wallet?: 'seamless' | undefined;
  vendorCode: string | undefined;
  search: string;
  slotFilter: boolean;
  page: number;
};

/** What a lobby asks the game list for; empty choices are left out so equal asks share a cache entry. */
export function gameListParams({
  categoryId,
  wallet,
  vendorCode,
  search,
  slotFilter,
  page,
}: LobbyChoice): GameListParams {
  return {
    ...(categoryId ? { gameCategory: categoryId } : {}),
    ...(wallet ? { wallet } : {}),
    ...(vendorCode ? { vendorCode } : {}),
    ...(search ? { search } : {}),
    ...(slotFilter ? SLOT_FILTER : {}),
    page,
    pageSize: GAMES_PER_PAGE,
  };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
