import {
  bulkEnableGames,
  listStaffGames,
  listStaffVendors,
  updateGame,
  updateVendor,
  uploadGameImage,
} from '@platform/contracts/catalogue/routes';
import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type VendorsQuery = NonNullable<RouteQuery<typeof listStaffVendors>>;
type GamesQuery = NonNullable<RouteQuery<typeof listStaffGames>>;

/** Query keys of the games feature: everything under ['games'] is refetched after a change. */
const gamesKeys = {
  all: ['games'] as const,
  vendors: (query: VendorsQuery) => ['games', 'vendors', query] as const,
  games: (query: GamesQuery) => ['games', 'list', query] as const,
};

export function vendorsQuery(query: VendorsQuery) {
  return queryOptions({
    queryKey: gamesKeys.vendors(query),
    queryFn: ({ signal }) => callOps(listStaffVendors, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function gamesQuery(query: GamesQuery) {
  return queryOptions({
    queryKey: gamesKeys.games(query),
    queryFn: ({ signal }) => callOps(listStaffGames, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function useGamesWrite<TBody, TValue>(write: (body: TBody) => Promise<TValue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKeys.all }),
  });
}

export const useUpdateVendor = () =>
  useGamesWrite((body: RouteBody<typeof updateVendor>) => callOps(updateVendor, { body }));
export const useUpdateGame = () =>
  useGamesWrite((body: RouteBody<typeof updateGame>) => callOps(updateGame, { body }));
export const useBulkEnableGames = () =>
  useGamesWrite((body: RouteBody<typeof bulkEnableGames>) => callOps(bulkEnableGames, { body }));

/** Stores an image; the game points at it only once its dialog is saved. */
export const useUploadGameImage = () =>
  useMutation({
    mutationFn: (body: RouteBody<typeof uploadGameImage>) => callOps(uploadGameImage, { body }),
  });
