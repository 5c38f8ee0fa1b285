import type { GameCategory } from '@platform/contracts/games/categories';
import { getPopularGames } from '@platform/contracts/games/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

const LOBBY_GAMES = 50;

/** A category's playable games, most popular first, named in the site's language. */
export function categoryGamesQuery(gameCategory: GameCategory, language: string) {
  return queryOptions({
    queryKey: ['games', 'popular', language, { count: LOBBY_GAMES, gameCategory }],
    queryFn: ({ signal }) =>
      callApi(getPopularGames, { query: { count: LOBBY_GAMES, gameCategory }, signal }),
    staleTime: 60_000,
  });
}
