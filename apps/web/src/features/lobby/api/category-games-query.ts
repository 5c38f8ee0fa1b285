import type { GameCategory } from '@platform/contracts/games/categories';
import { getPopularGames } from '@platform/contracts/games/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

const LOBBY_GAMES = 50;

/** A category's playable games, most popular first. */
export function categoryGamesQuery(gameCategory: GameCategory) {
  return queryOptions({
    queryKey: ['games', 'popular', { count: LOBBY_GAMES, gameCategory }],
    queryFn: ({ signal }) =>
      callApi(getPopularGames, { query: { count: LOBBY_GAMES, gameCategory }, signal }),
    staleTime: 60_000,
  });
}
