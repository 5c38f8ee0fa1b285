import { getWinners } from '@platform/contracts/games/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The winner board: new wins come in all the time, so it is read again every minute while shown. */
export const winnersQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) => callApi(getWinners, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
