import type { GameCategory, GameListQuery } from '@platform/contracts/games/categories';
import {
  getGameList,
  getHotGames,
  getPopularGames,
  getPvpRooms,
  getVassalageGames,
} from '@platform/contracts/games/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export type GameListParams = GameListQuery;

/** The spec's popular count. */
const POPULAR_GAMES = 20;
/** The hot lane's and a category lane's length on the home page: a taste, the lobbies have the rest. */
const LANE_GAMES = 12;

/**
 * The lobbies' game lists. Keys carry the language (names and images are the asked-for language's),
 * not who asks: the site marks favourites from the member's own list of ids, kept current on every
 * change, so the answers' isFav is not read and logging in need not fetch every list again.
 */
export const lobbyQueries = {
  list: (params: GameListParams, language: string) =>
    queryOptions({
      queryKey: ['games', 'list', language, params],
      queryFn: ({ signal }) => callApi(getGameList, { query: params, signal }),
      staleTime: 60_000,
      // A new search or page keeps the tiles on screen until its answer comes.
      placeholderData: keepPreviousData,
    }),
  hot: (language: string) =>
    queryOptions({
      queryKey: ['games', 'hot', language],
      queryFn: ({ signal }) => callApi(getHotGames, { query: { count: LANE_GAMES }, signal }),
      staleTime: 60_000,
    }),
  popular: (language: string, gameCategory?: GameCategory) => {
    const count = gameCategory ? LANE_GAMES : POPULAR_GAMES;
    return queryOptions({
      queryKey: ['games', 'popular', language, { count, gameCategory }],
      queryFn: ({ signal }) =>
        callApi(getPopularGames, { query: { count, ...(gameCategory ? { gameCategory } : {}) }, signal }),
      staleTime: 60_000,
    });
  },
  vassalage: (vassalage: string, language: string) =>
    queryOptions({
      queryKey: ['games', 'vass', language, vassalage],
      queryFn: ({ signal }) => callApi(getVassalageGames, { query: { vassalage }, signal }),
      staleTime: 60_000,
    }),
  pvpRooms: (language: string) =>
    queryOptions({
      queryKey: ['games', 'pvp-rooms', language],
      queryFn: ({ signal }) => callApi(getPvpRooms, { query: {}, signal }),
      staleTime: 30_000,
    }),
};
