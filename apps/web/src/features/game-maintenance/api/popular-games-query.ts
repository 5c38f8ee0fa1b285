import { getPopularGames } from '@platform/contracts/games/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The spec's count of popular games suggested instead of a game in maintenance. */
export const SUGGESTED_GAMES = 20;

/** The most popular playable games, leaving out the vendor the visitor could not open. */
export function popularGamesQuery(excludeVendor: string, language: string) {
  return queryOptions({
    queryKey: ['games', 'popular', language, { count: SUGGESTED_GAMES, excludeVendor }],
    queryFn: ({ signal }) =>
      callApi(getPopularGames, { query: { count: SUGGESTED_GAMES, excludeVendor }, signal }),
    staleTime: 60_000,
  });
}
