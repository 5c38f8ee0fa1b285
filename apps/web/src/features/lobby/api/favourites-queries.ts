import type { Game } from '@platform/contracts/games/categories';
import {
  getFavouriteGames,
  getFavouriteIds,
  getRecentGames,
  setFavourite,
} from '@platform/contracts/games/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

const FAVOURITES = [...MEMBER_DATA, 'games', 'favourites'] as const;

/** The member's own game lists: kept for the session (the spec caches favourites), refreshed on change. */
export const favouriteQueries = {
  ids: () =>
    queryOptions({
      queryKey: [...FAVOURITES, 'ids'],
      queryFn: ({ signal }) => callApi(getFavouriteIds, { signal }),
      staleTime: 5 * 60_000,
    }),
  games: (language: string) =>
    queryOptions({
      queryKey: [...FAVOURITES, 'games', language],
      queryFn: ({ signal }) => callApi(getFavouriteGames, { signal }),
    }),
  recent: (language: string) =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'games', 'recent', language],
      queryFn: ({ signal }) => callApi(getRecentGames, { signal }),
    }),
};

/** Toggles a favourite, showing the change at once and putting it back if the server refuses. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const idsKey = favouriteQueries.ids().queryKey;
  return useMutation({
    mutationFn: ({ game, isFav }: { game: Game; isFav: boolean }) =>
      callApi(setFavourite, { body: { nodeId: game.nodeId, isFav } }),
    onMutate: async ({ game, isFav }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData(idsKey);
      queryClient.setQueryData(idsKey, (ids = []) =>
        isFav
          ? [game.nodeId, ...ids.filter((id) => id !== game.nodeId)]
          : ids.filter((id) => id !== game.nodeId),
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(idsKey, context?.before),
    onSuccess: (ids) => queryClient.setQueryData(idsKey, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...FAVOURITES, 'games'] }),
  });
}
