import { getGameMenus } from '@platform/contracts/games/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

/** Game data several areas read: the nav, the footer's partners and the category lobbies. */
export const gameQueries = {
  /** Categories that have vendors, with their vendors; they change with the operator's setup, not by the minute. */
  menus: () =>
    queryOptions({
      queryKey: ['games', 'menus'],
      queryFn: ({ signal }) => callApi(getGameMenus, { signal }),
      staleTime: 5 * 60_000,
    }),
};
